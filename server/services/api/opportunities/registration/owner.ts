import type { Queryable } from '../../../../db/connection.js';
import { forbidden } from '../../../../lib/errors.js';
import { hasRole, type Viewer } from '../../viewer.js';

export interface OwnerResale {
  id: string;
  name: string;
}

export const NO_RESALE = 'Revenda não encontrada para esta marca';

/**
 * The resale an opportunity registered by `viewer` belongs to, in the token's brand: a RESALE user's own sign-up,
 * or, for a SELLER, the sign-up of the resale user who added them. 403 when there is none (a reseller approved in
 * another brand only). An approved sign-up wins over an older one.
 */
export async function resaleOf(q: Queryable, viewer: Viewer): Promise<OwnerResale> {
  const resaleUser = hasRole(viewer, 'RESALE')
    ? viewer.id
    : (
        await q.query<{ resale_user_id: string }>(
          `SELECT resale_user_id FROM api.sellers WHERE id = $1 AND active AND brand IN ($2, 'all')`,
          [viewer.id, viewer.brand],
        )
      )[0]?.resale_user_id;
  if (!resaleUser) throw forbidden(NO_RESALE);
  const [resale] = await q.query<OwnerResale>(
    `SELECT id, coalesce(nullif(fantasy_name, ''), corporate_name, contact_name) AS name FROM api.resales
     WHERE owner_user_id = $1 AND brand = $2
     ORDER BY (status = 'approved') DESC, created_at DESC LIMIT 1`,
    [resaleUser, viewer.brand],
  );
  if (!resale) throw forbidden(NO_RESALE);
  return resale;
}
