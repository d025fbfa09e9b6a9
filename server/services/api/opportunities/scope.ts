import { HttpError } from '../../../lib/errors.js';
import { hasRole, type Viewer } from '../viewer.js';

/**
 * Which opportunities a viewer may see, as a SQL condition on `o` (api.opportunities) starting at parameter
 * `$first`. Checked in the spec's order (section 6): RESALE sees its resale's (its sellers' included), then SELLER
 * its own, then REPRESENTATIVE and SUPPORT the whole brand. Always one brand, never deleted rows.
 */
export function opportunityScope(v: Viewer, first = 1): { sql: string; params: unknown[] } {
  const p = (i: number) => `$${first + i}`;
  const base = `o.brand = ${p(0)} AND NOT o.is_deleted`;
  if (hasRole(v, 'RESALE')) {
    return {
      sql: `${base} AND o.resale_id IN (SELECT r.id FROM api.resales r WHERE r.owner_user_id = ${p(1)} AND r.brand = ${p(0)})`,
      params: [v.brand, v.id],
    };
  }
  if (hasRole(v, 'SELLER')) return { sql: `${base} AND o.user_id = ${p(1)}`, params: [v.brand, v.id] };
  if (hasRole(v, 'REPRESENTATIVE', 'SUPPORT')) return { sql: base, params: [v.brand] };
  throw new HttpError(403, 'Permission denied');
}
