/** The rows of one page of a list: their ids by the cheapest way in, then the rows and their product lines. */
import type { Queryable } from '../../../../db/connection.js';
import { hasRole, type Viewer } from '../../viewer.js';
import { OPPORTUNITY_COLUMNS, type OpportunityRow, productsOf } from '../repository.js';
import { type OpportunityListItem, toListItem } from '../serialize.js';
import { filterSql, type ListFilters, type ListOrder, orderSql } from './filters.js';
import { termsToMerge } from './merge-terms.js';
import { type NameWords, pageByWords } from './name-words.js';
import { ownResales, scopedWhere } from './scope.js';
import { skipMonths } from './skip-months.js';

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
export async function rowsOfIds(
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
