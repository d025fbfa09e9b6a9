import type { Queryable } from '../../../../db/connection.js';
import { EXACT_TOTAL_LIMIT } from '../../../../lib/constants.js';
import type { Viewer } from '../../viewer.js';
import { contains, filterSql, type ListFilters, type ListOrder, orderSql } from './filters.js';
import { scopedWhere } from './scope.js';

/**
 * "Name contains" answered from the words of the names (migration 020_name_words): a text without white space is in
 * a name exactly when it is in one of the name's words, so its rows are those of the vocabulary's words that contain
 * it, read from B-trees in list order that carry what the other filters and the scopes compare. The trigram index
 * that serves every other name search reads the table row of each candidate.
 */

/** The filters the words table can answer with the name: its columns are these (and the scope's). */
const COVERED = new Set<string>(['name', 'status', 'state', 'day']);
/** At most this many words are read (a piece of a few letters found in more words goes through the trigram index). */
export const NAME_WORDS_LIMIT = 64;

/**
 * The words of the vocabulary that contain the typed name, or undefined when the search cannot be answered from the
 * words alone: no name, a name with white space, a filter the words do not carry, or too many words.
 */
export async function nameWordsOf(q: Queryable, filters: ListFilters): Promise<string[] | undefined> {
  if (!filters.name || /\s/u.test(filters.name)) return undefined;
  if (Object.entries(filters).some(([key, value]) => value !== undefined && !COVERED.has(key))) return undefined;
  const found = await q.query<{ term: string }>(
    `SELECT t.term FROM api.opportunity_search_terms t WHERE t.kind = 'word' AND t.term LIKE api.search_fold($1)
     LIMIT $2`,
    [contains(filters.name), NAME_WORDS_LIMIT + 1],
  );
  return found.length > NAME_WORDS_LIMIT ? undefined : found.map((t) => t.term);
}

/** The other filters and the scope, on the words table (`o`), parameters from $1. */
const wordsWhere = (viewer: Viewer, filters: ListFilters, resales?: string[]) =>
  scopedWhere(viewer, filterSql({ ...filters, name: undefined }, 1), resales);

/**
 * Opportunities matching, counted up to EXACT_TOTAL_LIMIT + 1 as the lists count. Each word's rows are counted from
 * its index up to the bound; an opportunity whose name has two of the words is one, so with several words and none
 * past the bound the distinct opportunities are counted (at most NAME_WORDS_LIMIT × EXACT_TOTAL_LIMIT entries).
 */
export async function countByWords(
  q: Queryable,
  viewer: Viewer,
  filters: ListFilters,
  words: string[],
  resales?: string[],
): Promise<number> {
  if (!words.length) return 0;
  const where = wordsWhere(viewer, filters, resales);
  const n = where.params.length;
  const perWord = await q.query<{ n: number }>(
    `SELECT c.n FROM unnest($${n + 1}::text[]) t(word) CROSS JOIN LATERAL (
       SELECT count(*)::int AS n FROM (
         SELECT 1 FROM api.opportunity_name_words o WHERE ${where.sql} AND o.word = t.word LIMIT $${n + 2}) x) c`,
    [...where.params, words, EXACT_TOTAL_LIMIT + 1],
  );
  const most = Math.max(...perWord.map((r) => r.n));
  if (words.length === 1 || most > EXACT_TOTAL_LIMIT) return most;
  const [{ counted }] = await q.query<{ counted: number }>(
    `SELECT count(DISTINCT o.id)::int AS counted FROM api.opportunity_name_words o
     WHERE ${where.sql} AND o.word = ANY($${n + 1}::text[])`,
    [...where.params, words],
  );
  return Math.min(counted, EXACT_TOTAL_LIMIT + 1);
}

/** Each word's first rows down to the end of the page are merged when, for all words, they are at most this many. */
const MERGED_WORD_ENTRIES_LIMIT = 20_000;

/**
 * The ids of one page (`amount` rows from `offset`), in the list's order. Near the top, each word's first rows down
 * to the end of the page are read from its index in that order and merged: every row of the page is among them, and
 * no word's walk reads more than its own entries, which gathering them would read too (with a status besides, a word
 * in 2% of the names gathered 21,600 entries and sorted 4,200 for a page of ten). On a deep page every matching entry
 * is gathered and sorted. An opportunity found through two words is one row.
 */
export function pageByWords(
  viewer: Viewer,
  opts: { filters: ListFilters; order: ListOrder; words: string[]; amount: number; offset: number },
  resales?: string[],
): { sql: string; params: unknown[] } {
  const where = wordsWhere(viewer, opts.filters, resales);
  const n = where.params.length;
  const order = orderSql(opts.order);
  const toPageEnd = opts.offset + opts.amount;
  const merged = opts.words.length * toPageEnd <= MERGED_WORD_ENTRIES_LIMIT;
  const matching = merged
    ? `SELECT DISTINCT o.id, o.created_at, o.estimated FROM unnest($${n + 3}::text[]) t(word) CROSS JOIN LATERAL (
         SELECT o.id, o.created_at, o.estimated FROM api.opportunity_name_words o
         WHERE ${where.sql} AND o.word = t.word ORDER BY ${order} LIMIT $${n + 4}) o`
    : `SELECT DISTINCT o.id, o.created_at, o.estimated FROM api.opportunity_name_words o
       WHERE ${where.sql} AND o.word = ANY($${n + 3}::text[])`;
  return {
    sql: `SELECT o.id FROM (${matching}) o ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`,
    params: [...where.params, opts.amount, opts.offset, opts.words, ...(merged ? [toPageEnd] : [])],
  };
}
