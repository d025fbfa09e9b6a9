import { DAY_MS } from '../../../../../shared/time.js';
import type { Queryable } from '../../../../db/connection.js';
import { hasRole, type Viewer } from '../../viewer.js';
import { dayOf } from '../dates.js';
import { OPPORTUNITY_COLUMNS, type OpportunityRow, productsOf } from '../repository.js';
import { EXACT_TOTAL_LIMIT } from '../rules.js';
import { type OpportunityListItem, toListItem } from '../serialize.js';
import {
  emailParts,
  filterSql,
  type ListFilters,
  type ListOrder,
  matchingTermsSql,
  orderSql,
  type SearchKind,
  searchPattern,
  withMatchingTerms,
} from './filters.js';
import { countByWords, type NameWords, nameWordsOf, pageByWords } from './name-words.js';
import { creationCounts, ownResales, scopedWhere } from './scope.js';

export interface PageTotal {
  /** Rows matching, exact; or EXACT_TOTAL_LIMIT when `totalIsLowerBound` (there are more). */
  total: number;
  totalIsLowerBound: boolean;
  /** Pages the pager offers: with a lower bound, one more after every full page. */
  pageCount: number;
}

/**
 * The total of a page from a count that stopped at `limit + 1` rows. Past the limit the page itself may still tell
 * the exact figure (a last page that came back short); otherwise the total is a lower bound, and the pager offers
 * the next page whenever this one came back full, so that every row stays reachable.
 */
export function pageTotal(
  counted: number,
  page: { offset: number; amount: number; rows: number },
  limit = EXACT_TOTAL_LIMIT,
): PageTotal {
  const exact = (total: number) => ({ total, totalIsLowerBound: false, pageCount: Math.ceil(total / page.amount) });
  if (counted <= limit) return exact(counted);
  if (page.rows > 0 && page.rows < page.amount) return exact(page.offset + page.rows);
  const known = Math.max(limit + 1, page.rows > 0 ? page.offset + page.rows : 0);
  const current = page.offset / page.amount + 1;
  const pageCount = Math.max(Math.ceil(known / page.amount), page.rows === page.amount ? current + 1 : 0);
  return { total: limit, totalIsLowerBound: true, pageCount };
}

/**
 * One page of the viewer's opportunities: one count that stops past EXACT_TOTAL_LIMIT, one query for the page, one
 * for its product lines unless the caller wants none (competition lines hidden, as the lists show them), and for a reseller one for its resale
 * (scope.ts). Never a query per row, never a count of a whole brand. The count comes first because it tells the page
 * query which way to go (listRows); when it finds few rows, the same pass gives the page (countWithFewPage).
 */
export async function listPage(
  q: Queryable,
  viewer: Viewer,
  opts: { filters: ListFilters; order: ListOrder; amount: number; offset: number; now: Date; products?: boolean },
): Promise<{ items: OpportunityListItem[] } & PageTotal> {
  const resales = await ownResales(q, viewer);
  const filters = await withMatchingTerms(q, opts.filters);
  const words = await nameWordsOf(q, filters);
  const counted: Counted = words
    ? await countByWords(q, viewer, filters, words, resales, opts)
    : await countFirst(q, viewer, filters, resales, opts);
  const items = counted.pageIds
    ? await rowsOfIds(q, viewer, counted.pageIds, opts)
    : await listRows(q, viewer, {
        ...opts,
        filters,
        resales,
        words,
        fewMatches: counted.counted <= EXACT_TOTAL_LIMIT,
        total: counted.total,
      });
  return { items, ...pageTotal(counted.counted, { offset: opts.offset, amount: opts.amount, rows: items.length }) };
}

/** Rows matching, capped at EXACT_TOTAL_LIMIT + 1; the exact total when known; the page's ids when already read. */
interface Counted {
  counted: number;
  total?: number;
  pageIds?: string[];
}

/**
 * The count from the rollup when it can tell (with the exact total, which lets a deep page be read from the other
 * end), else counted (with the page, when few rows match).
 */
async function countFirst(
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

/**
 * The months ('yyyy-mm') wholly inside a range of days, open at either end when the range is; undefined when none is.
 * The end's month counts as whole when the range reaches `today` (no row is created later, but an operator may write
 * one): `laterThanEnd` is then the first day after the range, whose rows the caller takes away.
 */
export function wholeMonths(
  day: { start?: string; end?: string },
  today: string,
): { from?: string; to?: string; laterThanEnd?: string } | undefined {
  const month = (d: string) => d.slice(0, 7);
  const shift = (m: string, by: number) => {
    const at = new Date(Date.UTC(Number(m.slice(0, 4)), Number(m.slice(5, 7)) - 1 + by, 1));
    return at.toISOString().slice(0, 7);
  };
  const nextDay = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  const from =
    day.start === undefined ? undefined : day.start.endsWith('-01') ? month(day.start) : shift(month(day.start), 1);
  let to: string | undefined;
  let laterThanEnd: string | undefined;
  if (day.end !== undefined) {
    const after = nextDay(day.end);
    if (after.endsWith('-01')) to = month(day.end);
    else if (day.end >= today) {
      to = month(day.end);
      laterThanEnd = after;
    } else to = shift(month(day.end), -1);
  }
  if (from !== undefined && to !== undefined && from > to) return undefined;
  return { from, to, laterThanEnd };
}

/**
 * The rows of one page, without any count (the dashboard's latest ones). The page's ids first, then its rows: the
 * offset walks index entries (an index-only scan of the list indexes, migration 010), not whole rows, so a deep page
 * costs its index entries and a hundred row reads. When the caller knows that few rows match (`fewMatches`: at most
 * EXACT_TOTAL_LIMIT), they are gathered through the filter's own index and sorted, instead of walking the brand in
 * the page's order until enough of them turn up: rare rows may all sit far down that order (a customer whose
 * registrations are all old), which walks most of the brand.
 */
export async function listRows(
  q: Queryable,
  viewer: Viewer,
  opts: {
    filters: ListFilters;
    order: ListOrder;
    amount: number;
    offset: number;
    now: Date;
    /** Whether at most EXACT_TOTAL_LIMIT rows match, when counted (undefined: not counted). */
    fewMatches?: boolean;
    /** With each row's product lines (the default), or without them: not one product query for the page. */
    products?: boolean;
    /** The viewer's own resales if already looked up (ownResales). */
    resales?: string[];
    /** The name's words or pieces (nameWordsOf), when the page is read from them. */
    words?: NameWords;
    /** How many rows match, when known exactly (a deep page is then read from the nearer end). */
    total?: number;
  },
): Promise<OpportunityListItem[]> {
  const resales = opts.resales ?? (await ownResales(q, viewer));
  if (opts.words) {
    const page = await pageByWords(q, viewer, { ...opts, name: opts.words }, resales);
    return rowsOf(q, viewer, page, orderSql(opts.order), opts);
  }
  const read = opts.total === undefined ? opts : fromNearerEnd(opts, opts.total);
  if (read.amount <= 0) return [];
  const { filters, offset } = await skipMonths(q, viewer, resales, { ...opts, ...read });
  const order = orderSql(read.order);
  const merge = opts.fewMatches
    ? undefined
    : await termsToMerge(q, viewer.brand, filters, read.order, offset + read.amount);
  // Known to match more than EXACT_TOTAL_LIMIT rows: a page near the top is found walking the list's order. Offered
  // the client's or the city's terms, PostgreSQL could not tell how many rows they hold (a set computed at run time)
  // and read all of them to sort: 73,000 entries and 39 ms for a word in 7% of the clients, against 1,100 and 0.5 ms.
  // Not when the count is unknown: a rare word walked by its pattern would read the whole brand.
  const walk = opts.fewMatches === false && !merge && offset + read.amount <= WALK_BY_PATTERN_ROWS;
  const where = scopedWhere(
    viewer,
    filterSql(merge ? merge.filters : walk ? { ...filters, byPattern: true } : filters, 1),
    resales,
  );
  const n = where.params.length;
  const pageIds = merge
    ? `SELECT o.id FROM unnest($${n + 3}::text[]) t(term) CROSS JOIN LATERAL (
         SELECT o.id, o.created_at FROM api.opportunities o WHERE ${where.sql} AND ${merge.column} = t.term
         ORDER BY ${order} LIMIT $${n + 4}) o
       ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`
    : opts.fewMatches
      ? `WITH matching AS MATERIALIZED (SELECT o.id, o.created_at, o.estimated FROM api.opportunities o WHERE ${where.sql})
       SELECT o.id FROM matching o ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`
      : `SELECT o.id FROM api.opportunities o WHERE ${where.sql} ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`;
  const params = [...where.params, read.amount, offset, ...(merge ? [merge.terms, offset + read.amount] : [])];
  // The rows in the order asked for, whichever end they were read from.
  return rowsOf(q, viewer, { sql: pageIds, params }, orderSql(opts.order), opts);
}

/**
 * A page in the second half of `total` rows, as the same rows counted from the other end in the opposite order: the
 * last page sorted by value read 990,000 index entries to skip them (270 ms), and reads three from the other end.
 * The page's rows are then sorted back into the order asked for. Pages in the first half are read as asked.
 */
export function fromNearerEnd(
  page: { order: ListOrder; offset: number; amount: number },
  total: number,
): { order: ListOrder; offset: number; amount: number } {
  if (page.offset * 2 <= total) return page;
  const left = total - page.offset;
  const amount = Math.min(page.amount, left);
  const order: ListOrder = { field: page.order.field, direction: page.order.direction === 1 ? -1 : 1 };
  return { order, offset: Math.max(0, left - amount), amount };
}

/** The rows of a page whose ids are known, in the page's order. */
async function rowsOfIds(
  q: Queryable,
  viewer: Viewer,
  ids: string[],
  opts: { order: ListOrder; now: Date; products?: boolean },
): Promise<OpportunityListItem[]> {
  if (!ids.length) return [];
  const page = { sql: 'SELECT unnest($1::uuid[]) AS id', params: [ids], prepared: true };
  return rowsOf(q, viewer, page, orderSql(opts.order), opts);
}

/** The rows of a page's ids (a query for them), in the page's order, with their product lines. */
async function rowsOf(
  q: Queryable,
  viewer: Viewer,
  pageIds: { sql: string; params: unknown[]; prepared?: boolean },
  order: string,
  opts: { now: Date; products?: boolean },
): Promise<OpportunityListItem[]> {
  const rows = await q.query<OpportunityRow>(
    `SELECT ${OPPORTUNITY_COLUMNS} FROM (${pageIds.sql}) page JOIN api.opportunities o ON o.id = page.id ORDER BY ${order}`,
    pageIds.params,
    { prepared: pageIds.prepared },
  );
  const withProducts = opts.products !== false;
  const products = withProducts
    ? await productsOf(
        q,
        rows.map((r) => r.id),
        { withCompetition: false },
      )
    : undefined;
  // Representatives see who registered each deal (spec: owner information is theirs only), in the row itself so
  // that a list never needs a lookup per owner.
  const withOwner = hasRole(viewer, 'REPRESENTATIVE');
  return rows.map((r) => ({
    ...toListItem(r, products ? (products.get(r.id) ?? []) : undefined, opts.now),
    ...(withOwner ? { ownerName: r.owner_name, ownerEmail: r.owner_email } : {}),
  }));
}

/**
 * A page of a list matching more than EXACT_TOTAL_LIMIT rows (1% of a million or more) that ends within this many
 * rows is read walking the list's order: at most some 100,000 index entries, usually a few thousand.
 */
export const WALK_BY_PATTERN_ROWS = 1_000;

/** At most this many matching terms are merged (termsToMerge), */
export const MERGED_TERMS_LIMIT = 64;
/** and at most this many index entries read in all (each term's rows down to the end of the page). */
export const MERGED_ENTRIES_LIMIT = 20_000;

/**
 * A page in creation order whose rows are those of a few values of one column, read value by value: each value's
 * first rows down to the end of the page, from an index in creation order for that column (migrations 014, 019 and
 * 037), merged. Walking the brand's order instead drops every row of another value on the way: most of the brand for
 * a word found in a few client names, or for a status whose rows are all old (awaiting renewal: 300,000 newer rows
 * before the first). The values are a client's (or else a city's) matching terms, or else the domains an e-mail's
 * text after its `@` begins (`@gmail.com`: the domain index in creation order, where gathering read all 76,000 rows
 * of the domain to sort them), or else the statuses asked for. `filters` are the list's without the condition the
 * values stand for. Undefined, for the walk, when the values or the rows to read are too many for that to pay.
 */
async function termsToMerge(
  q: Queryable,
  brand: string,
  filters: ListFilters,
  order: ListOrder,
  rowsToPageEnd: number,
): Promise<{ filters: ListFilters; column: string; terms: string[] } | undefined> {
  if (order.field !== 'createdAt') return undefined;
  const fits = (terms: unknown[]) =>
    terms.length <= MERGED_TERMS_LIMIT && terms.length * rowsToPageEnd <= MERGED_ENTRIES_LIMIT;
  const kind: SearchKind | undefined = filters.client ? 'client' : filters.city ? 'city' : undefined;
  const pattern = kind && searchPattern(filters, kind);
  if (kind && pattern) {
    const found =
      filters.terms?.[kind] ??
      (
        await q.query<{ term: string }>(`${matchingTermsSql(kind, '$1')} LIMIT $2`, [pattern, MERGED_TERMS_LIMIT + 1])
      ).map((t) => t.term);
    return fits(found)
      ? { filters: { ...filters, [kind]: undefined }, column: `o.${kind}_search`, terms: found }
      : undefined;
  }
  const email = filters.email ? emailParts(filters.email) : undefined;
  if (email?.domainStart && !email.localEnd) {
    const found = await domainsStarting(q, brand, email.domainStart);
    // The address's own pattern stays (checked from the entry, which carries it); the domain is each value's.
    return fits(found)
      ? { filters: { ...filters, byPattern: true }, column: EMAIL_DOMAIN_SQL, terms: found }
      : undefined;
  }
  const statuses = filters.status && [...new Set(filters.status)];
  return statuses && fits(statuses)
    ? { filters: { ...filters, status: undefined }, column: 'o.status', terms: statuses }
    : undefined;
}

/** An address's domain as the domain's index holds it (migrations 023 and 037). */
const EMAIL_DOMAIN_SQL = `lower(split_part(o.email, '@', 2))`;

/**
 * The brand's distinct e-mail domains that begin with `prefix` (a LIKE prefix pattern), at most MERGED_TERMS_LIMIT + 1:
 * read from the domain's index one value at a time, each the next after the last (a skip scan), so that a domain on
 * 76,000 rows costs one probe, not its rows. The index's operators compare bytes (`text_pattern_ops`), hence `~>~`.
 */
async function domainsStarting(q: Queryable, brand: string, prefix: string): Promise<string[]> {
  const next = (after: string) =>
    `SELECT ${EMAIL_DOMAIN_SQL} FROM api.opportunities o WHERE o.brand = $1 AND NOT o.is_deleted
     AND ${EMAIL_DOMAIN_SQL} LIKE $2${after} ORDER BY ${EMAIL_DOMAIN_SQL} USING ~<~ LIMIT 1`;
  const rows = await q.query<{ term: string }>(
    `WITH RECURSIVE d(term) AS (
       (${next('')})
       UNION ALL
       SELECT (${next(` AND ${EMAIL_DOMAIN_SQL} ~>~ d.term`)}) FROM d WHERE d.term IS NOT NULL
     ) SELECT d.term FROM d WHERE d.term IS NOT NULL LIMIT $3`,
    [brand, prefix, MERGED_TERMS_LIMIT + 1],
  );
  return rows.map((r) => r.term);
}

/**
 * A page further down the creation order, with no filter but the status: the dashboard's rollup (migration
 * 010a_opportunity_counts: opportunities per month of creation and status, for the same scope) tells how many rows
 * come before each month, so whole months are skipped by a range on the creation day and the offset walks only the
 * month in which the page starts (page 5,000 of a million rows reads at most a month of index entries, not 500,000).
 */
async function skipMonths(
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

/** '2026-02' → '2026-02-28'. */
function lastDayOf(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(year, m, 0)).getUTCDate()).padStart(2, '0')}`;
}
