/** How many rows a list matches, capped past EXACT_TOTAL_LIMIT, read from the creation rollup where it can tell. */
import type { Queryable } from '../../../../db/connection.js';
import type { Viewer } from '../../viewer.js';
import { dayOf } from '../dates.js';
import { EXACT_TOTAL_LIMIT } from '../rules.js';
import { filterSql, type ListFilters, type ListOrder, orderSql } from './filters.js';
import { wholeMonths } from './months.js';
import { creationCounts, scopedWhere } from './scope.js';

/** Rows matching, capped at EXACT_TOTAL_LIMIT + 1; the exact total when known; the page's ids when already read. */
export interface Counted {
  counted: number;
  total?: number;
  pageIds?: string[];
}

/**
 * The count from the rollup when it can tell (with the exact total, which lets a deep page be read from the other
 * end), else counted (with the page, when few rows match).
 */
export async function countFirst(
  q: Queryable,
  viewer: Viewer,
  filters: ListFilters,
  resales: string[] | undefined,
  page: { order: ListOrder; amount: number; offset: number; now: Date },
): Promise<Counted> {
  const total = await countFromRollup(q, viewer, filters, resales);
  if (total !== undefined) return { counted: Math.min(total, EXACT_TOTAL_LIMIT + 1), total };
  if (await manyInWholeMonths(q, viewer, filters, resales, page.now)) return { counted: EXACT_TOTAL_LIMIT + 1 };
  return countWithFewPage(q, viewer, filters, resales, page);
}

/**
 * Rows matching, counted up to EXACT_TOTAL_LIMIT + 1 (past it the total is a lower bound); and when they are at most
 * EXACT_TOTAL_LIMIT, the page's ids, sorted from the entries the count gathered. The costly lists are combinations
 * that match a few thousand rows scattered among hundreds of thousands: their count reads every matching entry, and
 * the page read them all again to sort them. Past the limit the page is left to listRows, which walks the order.
 */
async function countWithFewPage(
  q: Queryable,
  viewer: Viewer,
  filters: ListFilters,
  resales: string[] | undefined,
  page: { order: ListOrder; amount: number; offset: number },
): Promise<Counted> {
  const where = scopedWhere(viewer, filterSql(filters, 1), resales);
  const n = where.params.length;
  const rows = await q.query<{ counted: number; id: string | null }>(
    `WITH matching AS MATERIALIZED (
       SELECT o.id, o.created_at, o.estimated FROM api.opportunities o WHERE ${where.sql} LIMIT $${n + 1}
     ), counted AS (SELECT count(*)::int AS n FROM matching)
     SELECT counted.n AS counted, page.id FROM counted LEFT JOIN LATERAL (
       SELECT o.id FROM matching o WHERE counted.n <= $${n + 2}
       ORDER BY ${orderSql(page.order)} LIMIT $${n + 3} OFFSET $${n + 4}
     ) page ON TRUE`,
    [...where.params, EXACT_TOTAL_LIMIT + 1, EXACT_TOTAL_LIMIT, page.amount, page.offset],
  );
  const counted = rows[0]?.counted ?? 0;
  if (counted > EXACT_TOTAL_LIMIT) return { counted };
  return { counted, pageIds: rows.flatMap((r) => (r.id ? [r.id] : [])) };
}

/**
 * The count of the most asked lists (no filter, or statuses only: the first page everyone opens) from the rollup of
 * creation counts, which carries the scope's columns and the status: a few rows instead of ten thousand index
 * entries on every first page. Exact (the caller caps it like a counted total); undefined for any other filter.
 */
async function countFromRollup(
  q: Queryable,
  viewer: Viewer,
  filters: ListFilters,
  resales?: string[],
): Promise<number | undefined> {
  const { status, terms: _, ...others } = filters;
  if (Object.values(others).some((v) => v !== undefined)) return undefined;
  // `o` is the rollup: it carries the columns of the scope and of the status filter.
  const where = scopedWhere(viewer, filterSql({ status }, 1), resales);
  const [{ total }] = await q.query<{ total: number }>(
    `SELECT coalesce(sum(o.n), 0)::int AS total FROM ${creationCounts(viewer)} o WHERE ${where.sql}`,
    where.params,
  );
  return total;
}

/**
 * Whether more than EXACT_TOTAL_LIMIT rows match a creation range (with statuses or not), from the creation rollup's
 * months that lie wholly inside it: then the total is only a lower bound anyway, and counting it read ten thousand
 * index entries on every "last 30 days" (a tenth of PostgreSQL's time under load). The month of the range's end counts
 * as whole once the range reaches today, less the rows created after the range (an operator's future date; none
 * otherwise). False when the whole months hold fewer: the caller counts, and finds the page in the same pass.
 */
async function manyInWholeMonths(
  q: Queryable,
  viewer: Viewer,
  filters: ListFilters,
  resales: string[] | undefined,
  now: Date,
): Promise<boolean> {
  const { status, day, terms: _, ...others } = filters;
  if (!day || Object.values(others).some((v) => v !== undefined)) return false;
  const months = wholeMonths(day, dayOf(now));
  if (!months) return false;
  const where = scopedWhere(viewer, filterSql({ status }, 1), resales);
  const n = where.params.length;
  const [{ total }] = await q.query<{ total: number }>(
    `SELECT coalesce(sum(o.n), 0)::int AS total FROM ${creationCounts(viewer)} o
     WHERE ${where.sql} AND ($${n + 1}::text IS NULL OR o.month >= $${n + 1}) AND ($${n + 2}::text IS NULL OR o.month <= $${n + 2})`,
    [...where.params, months.from ?? null, months.to ?? null],
  );
  if (total <= EXACT_TOTAL_LIMIT || !months.laterThanEnd) return total > EXACT_TOTAL_LIMIT;
  const later = scopedWhere(viewer, filterSql({ status, day: { start: months.laterThanEnd } }, 1), resales);
  const [{ n: after }] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM api.opportunities o WHERE ${later.sql}`,
    later.params,
  );
  return total - after > EXACT_TOTAL_LIMIT;
}
