import type { Queryable } from '../../../../db/connection.js';
import type { Viewer } from '../../viewer.js';
import { EXACT_TOTAL_LIMIT } from '../rules.js';
import { contains, filterSql, type ListFilters, type ListOrder, likeLiteral, orderSql } from './filters.js';
import { scopedWhere } from './scope.js';

/**
 * "Name contains" answered from the words of the names (migration 020_name_words): a text without white space is in
 * a name exactly when it is in one of the name's words, so its rows are those of the vocabulary's words that contain
 * it, read from B-trees in list order that carry what the other filters and the scopes compare. The trigram index
 * that serves every other name search reads the table row of each candidate.
 */

/** The filters the words table can answer with the name: its columns are these (and the scope's). */
const COVERED = new Set<string>(['name', 'status', 'state', 'day']);
/**
 * At most this many words (or pieces) are read; a text found in more words is read from the pieces (namePieces), in
 * more pieces too through the trigram index. A piece of a date (`/2025`: the default name carries the day of
 * creation) is in one word per day of a year; with the time glued to the day, in one per minute. Neither the count nor the
 * page reads every word's rows: the count stops after COUNTED_WORD_ENTRIES entries, the page reads the words in the
 * order of their first row (pageByWords), so only the first look-up of each word grows with them (some 10 µs each).
 */
export const NAME_WORDS_LIMIT = 1_000;

/**
 * The entries of the words table that hold a name's matches: words (or pieces) whose rows all match, or pieces whose
 * rows may match and are checked against the typed text (`check`, a `contains` pattern) in the same index scan.
 */
export interface NameWords {
  words: string[];
  check?: string;
}

/**
 * The entries a typed name is read from, or undefined when the search cannot be answered from the words table: no
 * name, a name with white space, a filter the words do not carry, or too many words and pieces. First the words
 * that contain the text (every row of each matches); past NAME_WORDS_LIMIT of them, the pieces that the text's
 * longest run of letters and digits fits (namePieces).
 */
export async function nameWordsOf(q: Queryable, filters: ListFilters): Promise<NameWords | undefined> {
  if (!filters.name || /\s/u.test(filters.name)) return undefined;
  if (Object.entries(filters).some(([key, value]) => value !== undefined && !COVERED.has(key))) return undefined;
  const found = await q.query<{ term: string }>(
    `SELECT t.term FROM api.opportunity_search_terms t WHERE t.kind = 'word' AND t.term LIKE api.search_fold($1)
     LIMIT $2`,
    [contains(filters.name), NAME_WORDS_LIMIT + 1],
  );
  if (found.length <= NAME_WORDS_LIMIT) return { words: found.map((t) => t.term) };
  return namePieces(q, filters.name);
}

/**
 * The pieces (migration 038: each run of letters and digits of a word with the character before it) that every name
 * containing the typed, folded text has one of, as a LIKE pattern, from the text's longest run: when a separator
 * stands before the run, the name's piece is that separator and a run that begins with it (`/2025`: `/2025%`), or
 * is exactly it when a separator follows too (`/03/`: `/03`); a run at the text's start lies within a piece, at its
 * end if a separator follows (`12/`: `%12`). `exact` when the pattern is the whole text (`/2025`, `2025`): a piece
 * that fits it is a match, and nothing is checked. Undefined for a text without letters or digits.
 */
export function pieceAnchor(folded: string): { pattern: string; exact: boolean } | undefined {
  const runs = [...folded.matchAll(/([^a-z0-9]?)([a-z0-9]+)/gu)].map((m) => ({
    separator: m[1],
    run: m[2],
    end: m.index + m[0].length < folded.length,
    text: m[0],
  }));
  const rank = (r: (typeof runs)[number]) => r.run.length * 4 + (r.separator ? 2 : 0) + (r.end ? 1 : 0);
  const best = runs.reduce<(typeof runs)[number] | undefined>((b, r) => (!b || rank(r) > rank(b) ? r : b), undefined);
  if (!best) return undefined;
  const pattern = `${best.separator ? '' : '%'}${likeLiteral(best.text)}${best.end ? '' : '%'}`;
  return { pattern, exact: best.text === folded && !best.end };
}

/**
 * A text found in more than NAME_WORDS_LIMIT words (a year in a word per minute of it: `12/03/2025-14:33`) is read
 * from the pieces its longest run fits (pieceAnchor): `/2025` from the rows of the piece `/2025`, a text the pieces
 * do not tell exactly with each row checked against it in the same scan. Undefined (the trigram index) past
 * NAME_WORDS_LIMIT pieces too.
 */
async function namePieces(q: Queryable, name: string): Promise<NameWords | undefined> {
  const [{ folded }] = await q.query<{ folded: string }>('SELECT api.search_fold($1) AS folded', [name]);
  const anchor = pieceAnchor(folded);
  if (!anchor) return undefined;
  const found = await q.query<{ term: string }>(
    `SELECT t.term FROM api.opportunity_search_terms t WHERE t.kind = 'piece' AND t.term LIKE $1 LIMIT $2`,
    [anchor.pattern, NAME_WORDS_LIMIT + 1],
  );
  if (found.length > NAME_WORDS_LIMIT) return undefined;
  return { words: found.map((t) => t.term), ...(anchor.exact ? {} : { check: contains(name) }) };
}

/**
 * The other filters and the scope, on the words table (`o`), parameters from $1; and the typed text on the row's
 * words when the entries are pieces that may not match (the primary key's probe: the row's few entries).
 */
function wordsWhere(viewer: Viewer, filters: ListFilters, name: NameWords, resales?: string[]) {
  const where = scopedWhere(viewer, filterSql({ ...filters, name: undefined }, 1), resales);
  if (!name.check) return where;
  const check = `EXISTS (SELECT 1 FROM api.opportunity_name_words w WHERE w.id = o.id
    AND w.word LIKE api.search_fold($${where.params.length + 1}))`;
  return { sql: `${where.sql} AND ${check}`, params: [...where.params, name.check] };
}

/**
 * Entries a count reads before it tells "more than EXACT_TOTAL_LIMIT". An opportunity whose name has two of the words
 * has an entry for each, so with several words the distinct opportunities among the entries are counted: past the
 * limit among these, there are more; fewer, with every entry read, is the exact count. Only when these entries hold
 * fewer distinct opportunities than the limit yet are not all (names with three matching words or more, nearly all
 * of them) are all entries counted.
 */
const COUNTED_WORD_ENTRIES = 3 * (EXACT_TOTAL_LIMIT + 1);

/**
 * Opportunities matching, counted up to EXACT_TOTAL_LIMIT + 1 as the lists count, and when they are at most
 * EXACT_TOTAL_LIMIT the page's ids, sorted from the entries the count gathered (as countWithFewPage does on the list
 * indexes). The words' entries are read word after word until the bound: a common piece in hundreds of words (a
 * year's dates) stops after some 10,000 entries instead of counting each word's, a rare one reads all of them.
 */
export async function countByWords(
  q: Queryable,
  viewer: Viewer,
  filters: ListFilters,
  name: NameWords,
  resales: string[] | undefined,
  page: { order: ListOrder; amount: number; offset: number },
): Promise<{ counted: number; pageIds?: string[] }> {
  const { words } = name;
  if (!words.length) return { counted: 0, pageIds: [] };
  const where = wordsWhere(viewer, filters, name, resales);
  const n = where.params.length;
  // The first EXACT_TOTAL_LIMIT + 1 entries, then (when two of them were one opportunity's) up to
  // COUNTED_WORD_ENTRIES: one word's entries are distinct opportunities (the key is id and word), and so are nearly
  // all of a piece's, whose words are seldom two in one name.
  const first = await countEntries(q, where, words, EXACT_TOTAL_LIMIT + 1, page);
  if (first.entries <= EXACT_TOTAL_LIMIT || first.counted > EXACT_TOTAL_LIMIT || words.length === 1)
    return first.result;
  const more = await countEntries(q, where, words, COUNTED_WORD_ENTRIES, page);
  if (more.entries < COUNTED_WORD_ENTRIES || more.counted > EXACT_TOTAL_LIMIT) return more.result;
  const [{ every }] = await q.query<{ every: number }>(
    `SELECT count(DISTINCT o.id)::int AS every FROM api.opportunity_name_words o
     WHERE ${where.sql} AND o.word = ANY($${n + 1}::text[])`,
    [...where.params, words],
  );
  return { counted: Math.min(every, EXACT_TOTAL_LIMIT + 1) };
}

/**
 * The words' first `bound` entries, the distinct opportunities among them (`counted`) and, when these are all of them
 * and at most EXACT_TOTAL_LIMIT, the page's ids sorted from them: `result` as countByWords answers when that is told.
 */
async function countEntries(
  q: Queryable,
  where: { sql: string; params: unknown[] },
  words: string[],
  bound: number,
  page: { order: ListOrder; amount: number; offset: number },
): Promise<{ entries: number; counted: number; result: { counted: number; pageIds?: string[] } }> {
  const n = where.params.length;
  const rows = await q.query<{ entries: number; counted: number; id: string | null }>(
    `WITH entries AS MATERIALIZED (
       SELECT o.id, o.created_at, o.estimated FROM unnest($${n + 1}::text[]) t(word) CROSS JOIN LATERAL (
         SELECT o.id, o.created_at, o.estimated FROM api.opportunity_name_words o WHERE ${where.sql} AND o.word = t.word
       ) o LIMIT $${n + 2}
     ), matching AS MATERIALIZED (SELECT ${words.length === 1 ? '' : 'DISTINCT'} o.id, o.created_at, o.estimated FROM entries o),
     counted AS (SELECT (SELECT count(*) FROM entries)::int AS entries, (SELECT count(*) FROM matching)::int AS n)
     SELECT counted.entries, counted.n AS counted, page.id FROM counted LEFT JOIN LATERAL (
       SELECT o.id FROM matching o WHERE counted.n <= $${n + 3} AND counted.entries < $${n + 2}
       ORDER BY ${orderSql(page.order)} LIMIT $${n + 4} OFFSET $${n + 5}
     ) page ON TRUE`,
    [...where.params, words, bound, EXACT_TOTAL_LIMIT, page.amount, page.offset],
  );
  const { entries, counted } = rows[0];
  const complete = entries < bound;
  const result =
    complete && counted <= EXACT_TOTAL_LIMIT
      ? { counted, pageIds: rows.flatMap((r) => (r.id ? [r.id] : [])) }
      : { counted: complete ? counted : Math.min(counted, EXACT_TOTAL_LIMIT + 1) };
  return { entries, counted, result };
}

/** Each word's first rows down to the end of the page are merged in one statement when, for all words, they are at most this many. */
const MERGED_WORD_ENTRIES_LIMIT = 20_000;

/** An entry of the words table with its keys in the list's orders, exact (microseconds, cents) for comparing them. */
interface WordEntry {
  id: string;
  created: string;
  estimated: string;
}
const ENTRY_COLUMNS = `o.id::text AS id, (extract(epoch FROM o.created_at) * 1000000)::bigint::text AS created,
  (o.estimated * 100)::bigint::text AS estimated`;

/** Compares two entries as the list's order sorts them (orderSql: the field, then the id, in one direction). */
function entryOrder(order: ListOrder): (a: WordEntry, b: WordEntry) => number {
  const key = (e: WordEntry) => BigInt(order.field === 'estimated' ? e.estimated : e.created);
  return (a, b) => {
    const ka = key(a);
    const kb = key(b);
    const c = ka < kb ? -1 : ka > kb ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    return order.direction === 1 ? c : -c;
  };
}

/**
 * The ids of one page (`amount` rows from `offset`), in the list's order, as a query. Every row of the page is among
 * each word's first rows down to the end of the page, read from its index in that order; an opportunity found through
 * two words is one row. With few words, those rows are merged in one statement. With many (a piece of a date is in a
 * word per day), the words are taken in the order of their first row, a few at a time, until the next word's first row
 * comes after the last row of the page found so far: that word's rows, and every later word's, all do. The words of a
 * year's dates each hold a day's rows, so a page reads a word or two instead of a hundred rows of every day's word
 * (the walk of the list's order it replaces passed every row created since, 300,000 for `/2025` a year later).
 */
export async function pageByWords(
  q: Queryable,
  viewer: Viewer,
  opts: { filters: ListFilters; order: ListOrder; name: NameWords; amount: number; offset: number },
  resales?: string[],
): Promise<{ sql: string; params: unknown[]; prepared?: boolean }> {
  const { words } = opts.name;
  const where = wordsWhere(viewer, opts.filters, opts.name, resales);
  const n = where.params.length;
  const order = orderSql(opts.order);
  const toPageEnd = opts.offset + opts.amount;
  if (words.length * toPageEnd <= MERGED_WORD_ENTRIES_LIMIT) {
    const matching = `SELECT DISTINCT o.id, o.created_at, o.estimated FROM unnest($${n + 3}::text[]) t(word) CROSS JOIN LATERAL (
         SELECT o.id, o.created_at, o.estimated FROM api.opportunity_name_words o
         WHERE ${where.sql} AND o.word = t.word ORDER BY ${order} LIMIT $${n + 4}) o`;
    return {
      sql: `SELECT o.id FROM (${matching}) o ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`,
      params: [...where.params, opts.amount, opts.offset, words, toPageEnd],
    };
  }
  const byOrder = entryOrder(opts.order);
  const firsts = await q.query<WordEntry & { word: string }>(
    `SELECT t.word, o.* FROM unnest($${n + 1}::text[]) t(word) CROSS JOIN LATERAL (
       SELECT ${ENTRY_COLUMNS} FROM api.opportunity_name_words o WHERE ${where.sql} AND o.word = t.word
       ORDER BY ${order} LIMIT 1) o`,
    [...where.params, words],
  );
  firsts.sort(byOrder);
  const found = new Map<string, WordEntry>();
  for (let next = 0, batch = 8; next < firsts.length; next += batch, batch *= 2) {
    if (found.size >= toPageEnd) {
      const last = [...found.values()].sort(byOrder)[toPageEnd - 1];
      if (byOrder(firsts[next], last) >= 0) break;
    }
    const rows = await q.query<WordEntry>(
      `SELECT o.* FROM unnest($${n + 1}::text[]) t(word) CROSS JOIN LATERAL (
         SELECT ${ENTRY_COLUMNS} FROM api.opportunity_name_words o WHERE ${where.sql} AND o.word = t.word
         ORDER BY ${order} LIMIT $${n + 2}) o`,
      [...where.params, firsts.slice(next, next + batch).map((f) => f.word), toPageEnd],
    );
    for (const r of rows) found.set(r.id, r);
  }
  const ids = [...found.values()]
    .sort(byOrder)
    .slice(opts.offset, toPageEnd)
    .map((r) => r.id);
  return { sql: 'SELECT unnest($1::uuid[]) AS id', params: [ids], prepared: true };
}
