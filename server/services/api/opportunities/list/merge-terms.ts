/** A page read as the merge of a few values' first rows (client or city terms, e-mail domains, statuses). */
import type { Queryable } from '../../../../db/connection.js';
import {
  emailParts,
  type ListFilters,
  type ListOrder,
  matchingTermsSql,
  type SearchKind,
  searchPattern,
} from './filters.js';

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
export async function termsToMerge(
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
