import { notFound } from '../../../lib/errors.js';
import type { ApiContext } from '../context.js';
import { recordHistory } from '../history/record.js';
import { isUuid } from '../query.js';
import type { Viewer } from '../viewer.js';
import { ownSeller } from './queries.js';

/**
 * A reseller "deletes" one of its sellers (spec: status `inative`; nothing is hard-deleted). The authenticator
 * deactivates the identity first, revoking its refresh tokens, so the seller loses access at once; the row and its
 * history follow. Repeating the call on an inactive seller changes nothing and succeeds.
 */
export async function deactivateSeller(ctx: ApiContext, v: Viewer, id: string): Promise<void> {
  const seller = isUuid(id) ? await ownSeller(ctx.db, v.id, v.brand, id) : undefined;
  if (!seller) throw notFound('Vendedor não encontrado');
  // Already deleted: nothing to do. Nor may a deletion reach the identity while its reseller brings it back (the row
  // turns active only as that completes): the identity would end inactive under an active seller.
  if (!seller.active) return;
  await ctx.auth.deactivate(id);
  await ctx.db.tx(async (q) => {
    const changed = await q.query(
      'UPDATE api.sellers SET active = false, updated_at = now() WHERE id = $1 AND active RETURNING id',
      [id],
    );
    if (!changed.length) return;
    await recordHistory(q, {
      brand: v.brand,
      type: 'user',
      typeId: id,
      actionType: 'update',
      userId: v.id,
      username: v.name,
      modifications: [{ attribute: 'active', oldValue: 'true', newValue: 'false' }],
    });
  });
}
