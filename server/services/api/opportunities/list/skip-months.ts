/** A deep page in creation order that starts past whole months of the creation rollup. */
import type { Queryable } from '../../../../db/connection.js';
import type { Viewer } from '../../viewer.js';
import { filterSql, type ListFilters, type ListOrder } from './filters.js';
import { lastDayOf } from './months.js';
import { creationCounts, scopedWhere } from './scope.js';

/**
 * A page further down the creation order, with no filter but the status: the dashboard's rollup (migration
 * 010a_opportunity_counts: opportunities per month of creation and status, for the same scope) tells how many rows
 * come before each month, so whole months are skipped by a range on the creation day and the offset walks only the
 * month in which the page starts (page 5,000 of a million rows reads at most a month of index entries, not 500,000).
 */
export async function skipMonths(
  q: Queryable,
  viewer: Viewer,
  resales: string[] | undefined,
  opts: { filters: ListFilters; order: ListOrder; offset: number },
): Promise<{ filters: ListFilters; offset: number }> {
  const { status, ...others } = opts.filters;
  const unchanged = { filters: opts.filters, offset: opts.offset };
  if (opts.offset === 0 || opts.order.field !== 'createdAt' || Object.values(others).some((v) => v !== undefined)) {
    return unchanged;
  }
  const newestFirst = opts.order.direction === -1;
  // `o` is the rollup: it carries the columns of the scope and of the status filter.
  const where = scopedWhere(viewer, filterSql({ status }, 1), resales);
  const months = await q.query<{ month: string; n: number }>(
    `SELECT o.month, sum(o.n)::int AS n FROM ${creationCounts(viewer)} o WHERE ${where.sql}
     GROUP BY o.month ORDER BY o.month ${newestFirst ? 'DESC' : 'ASC'}`,
    where.params,
  );
  let before = 0;
  for (const { month, n } of months) {
    if (before + n > opts.offset) {
      if (before === 0) return unchanged;
      const day = newestFirst ? { end: lastDayOf(month) } : { start: `${month}-01` };
      return { filters: { ...opts.filters, day }, offset: opts.offset - before };
    }
    before += n;
  }
  return unchanged;
}
