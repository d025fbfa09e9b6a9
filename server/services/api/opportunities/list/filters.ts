import type { Queryable } from '../../../../db/connection.js';
import { normalizeCnpj } from '../../../../lib/cnpj.js';
import { badRequest } from '../../../../lib/errors.js';
import { dayParam, flagParam, param, type Query, rawParam } from '../../query.js';
import { BUSINESS_TIME_ZONE } from '../dates.js';
import { brandOverdueCutoff, WAIT_START_SQL } from '../lifecycle/decision-clock.js';
import { isOpportunityStatus, type OpportunityStatus } from '../lifecycle/statuses.js';

export interface ListFilters {
  status?: OpportunityStatus[];
  name?: string;
  cnpj?: string;
  email?: string;
  client?: string;
  state?: string;
  city?: string;
  register?: string;
  day?: { start?: string; end?: string };
  /** Only registrations whose company the register did not confirm (true), or only confirmed ones (false). */
  companyUnverified?: boolean;
  /** Only opportunities whose customer the register last gave as not active (true), or the others (false). */
  companyInactive?: boolean;
  /** Only opportunities waiting for a decision past their brand's target (true), or the others (false). */
  decisionOverdue?: boolean;
  /** The instant before which a wait is overdue (withOverdueCutoff): needed by `decisionOverdue`. */
  overdueCutoff?: Date;
  /**
   * The client's and the city's matching terms, when already looked up (withMatchingTerms): a request reads them
   * once, not once per statement (a common word has a thousand, some 5 ms to find among the brand's clients).
   */
  terms?: Partial<Record<SearchKind, string[]>>;
  /**
   * The client, the city and an e-mail address compared by their pattern alone, without their terms or the address's
   * index: for a first page of a list known to match many rows, which the list's order finds within a few thousand
   * entries (listRows), or the rows of an e-mail's domains merged (termsToMerge), which stand for the domain's rule.
   */
  byPattern?: boolean;
}

function parseStatuses(v: unknown): OpportunityStatus[] | undefined {
  if (v === undefined || v === '') return undefined;
  const list = (Array.isArray(v) ? v : [v])
    .flatMap((s) => String(s).split(','))
    .map((s) => s.trim())
    .filter(Boolean);
  if (!list.length) return undefined;
  const wrong = list.filter((s) => !isOpportunityStatus(s));
  if (wrong.length) throw badRequest(`Status inválido: ${wrong.join(', ')}`, { status: 'inválido' });
  return list as OpportunityStatus[];
}

export function parseFilters(query: Query): ListFilters {
  // A nested `date` is the range's object, not a day.
  const single = typeof rawParam(query, 'date') === 'object' ? undefined : dayParam(query, 'date');
  const start = dayParam(query, 'date', 'start');
  const end = dayParam(query, 'date', 'end');
  const cnpj = param(query, 'cnpj') ? normalizeCnpj(param(query, 'cnpj')) : undefined;
  return {
    status: parseStatuses(rawParam(query, 'status')),
    name: param(query, 'name'),
    cnpj: cnpj || undefined,
    email: param(query, 'email'),
    client: param(query, 'client'),
    state: param(query, 'state'),
    city: param(query, 'city'),
    register: param(query, 'register'),
    day: single ? { start: single, end: single } : start || end ? { start, end } : undefined,
    companyUnverified: flagParam(query, 'companyUnverified'),
    companyInactive: flagParam(query, 'companyInactive'),
    decisionOverdue: flagParam(query, 'decisionOverdue'),
  };
}

/** The filters with the overdue cutoff of the brand at `now`, when they filter on `decisionOverdue`. */
export const withOverdueCutoff = (f: ListFilters, brand: string, now: Date): ListFilters =>
  f.decisionOverdue === undefined ? f : { ...f, overdueCutoff: brandOverdueCutoff(brand, now) };

export type OrderField = 'createdAt' | 'estimated';
export interface ListOrder {
  field: OrderField;
  direction: 1 | -1;
}

export function parseOrder(query: Query): ListOrder {
  const field = param(query, 'order', 'field') ?? 'createdAt';
  const direction = param(query, 'order', 'direction') ?? '-1';
  if (field !== 'createdAt' && field !== 'estimated') {
    throw badRequest('Ordenação inválida: use createdAt ou estimated', { 'order.field': 'inválido' });
  }
  if (direction !== '1' && direction !== '-1') {
    throw badRequest('Direção da ordenação inválida: use 1 ou -1', { 'order.direction': 'inválido' });
  }
  return { field, direction: direction === '1' ? 1 : -1 };
}

/** `%`, `_` and `\` typed in a filter are literal characters in a LIKE pattern, not wildcards. */
export const likeLiteral = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A case-insensitive "contains" of what was typed. */
export const contains = (s: string) => `%${likeLiteral(s)}%`;

/**
 * A "contains" on the client or the city, case and accents ignored: the distinct values that contain the pattern
 * come from api.opportunity_search_terms (a few thousand, by trigram), and the rows are those carrying one of them,
 * found by equality (migration 012). Matching every row's text instead would read each row of a common word.
 * `= ANY(ARRAY(…))`, not `IN (…)`: the values are computed once, before the rows, so the planner keeps its choice
 * of index by the rest of the query (a count or a short list reads the rows of each value) instead of joining on
 * an estimate of how many rows a value has, which for a capital city or a chain is far off. A first page of a common
 * word walks the list's order with the pattern alone (`byPattern`, `terms` false).
 */
function matchingTerm(kind: SearchKind, pattern: string, terms: string | false | undefined): string {
  if (terms === false) return `o.${kind}_search LIKE api.search_fold(${pattern})`;
  // The pattern first: a row walked in the list's order is rejected by one LIKE instead of a pass over the terms.
  // The terms stay, for the index of the column (equality on each).
  const values = terms ? `SELECT unnest(${terms}::text[])` : matchingTermsSql(kind, pattern);
  return `o.${kind}_search LIKE api.search_fold(${pattern}) AND o.${kind}_search = ANY(ARRAY(${values}))`;
}

/**
 * The filters with the client's and the city's matching terms looked up, for the statements of one request. Still
 * behind `ARRAY(…)`: the planner sees an unknown set of values, as when the statement looks them up itself.
 */
export async function withMatchingTerms(q: Queryable, filters: ListFilters): Promise<ListFilters> {
  const terms: Partial<Record<SearchKind, string[]>> = {};
  for (const kind of ['client', 'city'] as const) {
    const pattern = searchPattern(filters, kind);
    if (!pattern) continue;
    const found = await q.query<{ term: string }>(matchingTermsSql(kind, '$1'), [pattern]);
    terms[kind] = found.map((t) => t.term);
  }
  return Object.keys(terms).length ? { ...filters, terms } : filters;
}

export type SearchKind = 'client' | 'city';

/** The distinct folded values of a client or a city that contain `pattern` (a `contains` one, as a parameter). */
export const matchingTermsSql = (kind: SearchKind, pattern: string) =>
  `SELECT t.term FROM api.opportunity_search_terms t WHERE t.kind = '${kind}' AND t.term LIKE api.search_fold(${pattern})`;

/** The "contains" pattern of a client or city filter, as filterSql compares it. */
export function searchPattern(f: ListFilters, kind: SearchKind): string | undefined {
  // Control characters dropped from the client: the names' separator is one (migration 012).
  if (kind === 'client') return f.client ? contains(f.client.replace(/\p{Cc}/gu, '')) : undefined;
  return f.city ? contains(f.city) : undefined;
}

/**
 * A searched text that holds the `@` of an address, split where an address is: a row's address contains the text
 * only if its local part ends with what comes before the `@` and its domain starts with what comes after (an address
 * has one `@`, which registration checks). As prefix patterns (the local part reversed), lower-cased as ILIKE
 * compares; an empty side gives no condition. Undefined for a text without exactly one `@`.
 */
export function emailParts(text: string): { localEnd?: string; domainStart?: string } | undefined {
  const at = text.split('@');
  if (at.length !== 2) return undefined;
  const [local, domain] = at.map((s) => s.toLowerCase());
  return {
    ...(local ? { localEnd: `${likeLiteral([...local].reverse().join(''))}%` } : {}),
    ...(domain ? { domainStart: `${likeLiteral(domain)}%` } : {}),
  };
}

/** "Name contains" the pattern in `param` (a `contains` one), on the folded name (migration 013). */
export const nameContains = (param: string) => `o.name_search LIKE api.search_fold(${param})`;

/** The filters as SQL on `o`, parameters numbered from `first`. */
export function filterSql(f: ListFilters, first: number): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${first + params.length - 1}`;
  };
  // The terms' parameter, false for the pattern alone (byPattern), undefined to look them up in the statement.
  const terms = (kind: SearchKind) => (f.byPattern ? false : f.terms?.[kind] && add(f.terms[kind]));
  if (f.status) parts.push(`o.status = ANY(${add(f.status)}::text[])`);
  // The name folded as it was written (migration 013): case and accents ignored, as for the client and the city.
  if (f.name) parts.push(nameContains(add(contains(f.name))));
  if (f.cnpj) parts.push(`o.cnpj LIKE ${add(`${f.cnpj.replace(/[\\%_]/g, '')}%`)}`);
  if (f.email) {
    const email = emailParts(f.email);
    if (email?.localEnd) {
      // The local part's end, from its B-tree (migration 023), then the rule itself, checked from the same index (it
      // carries the address, 032). Written on lower(email), which the trigram index does not serve: the planner
      // priced that index far below what it reads for a whole address (164 ms against 0.3 ms) and chose it. By
      // pattern alone (a first page of an address on more than EXACT_TOTAL_LIMIT rows), the rule alone: the list's
      // order is walked until the page is full (3 ms for an address on 18,000 of a million rows) instead of reading
      // every row of the address to sort them (163 ms).
      if (!f.byPattern) parts.push(`reverse(lower(split_part(o.email, '@', 1))) LIKE ${add(email.localEnd)}`);
      parts.push(`lower(o.email) LIKE lower(${add(contains(f.email))})`);
    } else {
      parts.push(`o.email ILIKE ${add(contains(f.email))}`);
      // By pattern alone: a page that merges the domains' rows (merge-terms.ts) or walks the list's order.
      if (email?.domainStart && !f.byPattern)
        parts.push(`lower(split_part(o.email, '@', 2)) LIKE ${add(email.domainStart)}`);
    }
  }
  // Fantasy or corporate name, in the one folded text that holds both (migration 012).
  const client = searchPattern(f, 'client');
  if (client) parts.push(matchingTerm('client', add(client), terms('client')));
  // The UF as stored (the form's two upper-case letters): equality.
  if (f.state) parts.push(`o.state = ${add(f.state.toUpperCase())}`);
  const city = searchPattern(f, 'city');
  if (city) parts.push(matchingTerm('city', add(city), terms('city')));
  if (f.register) parts.push(`o.register ILIKE ${add(contains(f.register))}`);
  // Written out, not a parameter: the planner then matches the partial index of flagged rows (migration 017).
  if (f.companyUnverified !== undefined)
    parts.push(f.companyUnverified ? 'o.company_unverified' : 'NOT o.company_unverified');
  // Written out too, as the partial index of inactive customers is (migration 025); never verified counts as not inactive.
  if (f.companyInactive !== undefined)
    parts.push(
      f.companyInactive ? `o.company_status <> 'ATIVA'` : `(o.company_status IS NULL OR o.company_status = 'ATIVA')`,
    );
  // A wait past the target is a start before a cutoff computed once in TypeScript (design section 17). A wait never
  // starts before its opportunity's creation, so a late one was also created before the cutoff: written that way, as
  // the partial index of waits states its statuses (migration 031), it is a range of that index, read without the
  // table; the wait's own start (a renewal's request, a renewal's approval: WAIT_START_SQL) is then checked from the
  // entry, which carries those columns (migration 033).
  if (f.decisionOverdue !== undefined) {
    if (!f.overdueCutoff) throw new Error('decisionOverdue needs withOverdueCutoff');
    const cutoff = add(f.overdueCutoff);
    const overdue =
      `(o.status IN ('analysis', 'awaiting_renovation') AND o.created_at < ${cutoff} AND ` +
      `(${WAIT_START_SQL}) < ${cutoff})`;
    parts.push(f.decisionOverdue ? overdue : `NOT ${overdue}`);
  }
  // Whole Brazilian days, as ranges on created_at so that the (brand, created_at) index serves them.
  const tz = `'${BUSINESS_TIME_ZONE}'`;
  if (f.day?.start) parts.push(`o.created_at >= (${add(f.day.start)}::date::timestamp AT TIME ZONE ${tz})`);
  if (f.day?.end) parts.push(`o.created_at < ((${add(f.day.end)}::date + 1)::timestamp AT TIME ZONE ${tz})`);
  return { sql: parts.length ? parts.join(' AND ') : 'TRUE', params };
}

export function orderSql(order: ListOrder): string {
  const dir = order.direction === 1 ? 'ASC' : 'DESC';
  const column = order.field === 'estimated' ? 'o.estimated' : 'o.created_at';
  return `${column} ${dir}, o.id ${dir}`;
}
