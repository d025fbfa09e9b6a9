import { one, type Queryable } from '../../../db/connection.js';

export interface OwnedResale {
  id: string;
  cnpj: string;
  corporateName: string | null;
  fantasyName: string | null;
}

/** The approved resale a RESALE user owns on `brand` (one sign-up per brand). */
export function resaleOwnedBy(q: Queryable, userId: string, brand: string): Promise<OwnedResale | undefined> {
  return one<OwnedResale>(
    q,
    `SELECT id, cnpj, corporate_name AS "corporateName", fantasy_name AS "fantasyName" FROM api.resales
      WHERE owner_user_id = $1 AND brand = $2 AND status = 'approved'
      ORDER BY decided_at DESC NULLS LAST, id LIMIT 1`,
    [userId, brand],
  );
}

/** The company behind a user on `brand`: its own resale, or for a seller its resale user's. */
export async function companyOf(q: Queryable, userId: string, brand: string): Promise<OwnedResale | undefined> {
  const own = await resaleOwnedBy(q, userId, brand);
  if (own) return own;
  const seller = await one<{ resaleUserId: string }>(
    q,
    `SELECT resale_user_id AS "resaleUserId" FROM api.sellers WHERE id = $1 AND brand IN ($2, 'all')`,
    [userId, brand],
  );
  return seller ? resaleOwnedBy(q, seller.resaleUserId, brand) : undefined;
}
