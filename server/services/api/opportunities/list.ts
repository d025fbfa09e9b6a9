import type { Queryable } from '../../../db/connection.js';
import { hasRole, type Viewer } from '../viewer.js';
import { filterSql, type ListFilters, type ListOrder, orderSql } from './list-filters.js';
import { OPPORTUNITY_COLUMNS, type OpportunityRow, productsOf } from './repository.js';
import { scopedWhere } from './scoped-where.js';
import { type OpportunityListItem, toListItem } from './serialize.js';

/**
 * One page of the viewer's opportunities: one query for the page, one for its product lines (competition lines
 * hidden, as the lists show them), one count. Never a query per row.
 */
export async function listPage(
  q: Queryable,
  viewer: Viewer,
  opts: { filters: ListFilters; order: ListOrder; amount: number; offset: number; now: Date },
): Promise<{ items: OpportunityListItem[]; total: number }> {
  const where = scopedWhere(viewer, filterSql(opts.filters, 1));
  const n = where.params.length;
  const [rows, [{ total }]] = await Promise.all([
    q.query<OpportunityRow>(
      `SELECT ${OPPORTUNITY_COLUMNS} FROM api.opportunities o WHERE ${where.sql}
       ORDER BY ${orderSql(opts.order)} LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...where.params, opts.amount, opts.offset],
    ),
    q.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM api.opportunities o WHERE ${where.sql}`,
      where.params,
    ),
  ]);
  const products = await productsOf(
    q,
    rows.map((r) => r.id),
    { withCompetition: false },
  );
  // Representatives see who registered each deal (spec: owner information is theirs only), in the row itself so
  // that a list never needs a lookup per owner.
  const withOwner = hasRole(viewer, 'REPRESENTATIVE');
  const items = rows.map((r) => ({
    ...toListItem(r, products.get(r.id) ?? [], opts.now),
    ...(withOwner ? { ownerName: r.owner_name, ownerEmail: r.owner_email } : {}),
  }));
  return { items, total };
}
