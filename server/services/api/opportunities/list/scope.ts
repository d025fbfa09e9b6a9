import type { Queryable } from '../../../../db/connection.js';
import { HttpError } from '../../../../lib/errors.js';
import { hasRole, type Viewer } from '../../viewer.js';

/**
 * Which opportunities a viewer may see, as a SQL condition on `o` (api.opportunities) starting at parameter
 * `$first`. Checked in the spec's order (section 6): RESALE sees its resale's (its sellers' included), then SELLER
 * its own, then REPRESENTATIVE and SUPPORT the whole brand. Always one brand, never deleted rows.
 *
 * `resales`, the RESALE viewer's own resales when the caller has looked them up (ownResales), turns the subquery into
 * a comparison with known ids: with one resale, an equality that lets a page read the (brand, resale_id, created_at)
 * index in its order instead of sorting every opportunity of the resale.
 */
export function opportunityScope(v: Viewer, first = 1, resales?: string[]): { sql: string; params: unknown[] } {
  const p = (i: number) => `$${first + i}`;
  const base = `o.brand = ${p(0)} AND NOT o.is_deleted`;
  if (hasRole(v, 'RESALE')) {
    if (resales?.length === 1) return { sql: `${base} AND o.resale_id = ${p(1)}::uuid`, params: [v.brand, resales[0]] };
    if (resales) return { sql: `${base} AND o.resale_id = ANY(${p(1)}::uuid[])`, params: [v.brand, resales] };
    return {
      sql: `${base} AND o.resale_id IN (SELECT r.id FROM api.resales r WHERE r.owner_user_id = ${p(1)} AND r.brand = ${p(0)})`,
      params: [v.brand, v.id],
    };
  }
  if (hasRole(v, 'SELLER')) return { sql: `${base} AND o.user_id = ${p(1)}`, params: [v.brand, v.id] };
  if (hasRole(v, 'REPRESENTATIVE', 'SUPPORT')) return { sql: base, params: [v.brand] };
  throw new HttpError(403, 'Permission denied');
}

/**
 * True when the viewer's scope is the whole brand (opportunityScope names only brand and is_deleted): such a viewer
 * may read the brand's rollups, which carry no resale or owner.
 */
export const seesWholeBrand = (v: Viewer) =>
  !hasRole(v, 'RESALE') && !hasRole(v, 'SELLER') && hasRole(v, 'REPRESENTATIVE', 'SUPPORT');

/**
 * The rollup of opportunities per month of creation and status (migrations 010a_opportunity_counts and
 * 018_dashboard_rollups) that fits the viewer: the brand's few rows for a brand-wide viewer, else the one by resale
 * and owner, to which the viewer's scope applies.
 */
export const creationCounts = (v: Viewer) =>
  seesWholeBrand(v) ? 'api.opportunity_brand_counts' : 'api.opportunity_counts';

/** The resales a RESALE viewer owns (one in practice), for opportunityScope; undefined for any other viewer. */
export async function ownResales(q: Queryable, v: Viewer): Promise<string[] | undefined> {
  if (!hasRole(v, 'RESALE')) return undefined;
  const rows = await q.query<{ id: string }>(
    'SELECT id FROM api.resales WHERE owner_user_id = $1 AND brand = $2',
    [v.id, v.brand],
    { prepared: true },
  );
  return rows.map((r) => r.id);
}

/**
 * A condition on `o` (numbered from $1) combined with the viewer's scope, whose parameters follow it; `resales` as
 * opportunityScope takes them.
 */
export function scopedWhere(viewer: Viewer, cond: { sql: string; params: unknown[] }, resales?: string[]) {
  const scope = opportunityScope(viewer, cond.params.length + 1, resales);
  return { sql: `(${cond.sql}) AND ${scope.sql}`, params: [...cond.params, ...scope.params] };
}
