/**
 * The list and dashboard targets, measured as users meet them: every filter the opportunity list offers and their
 * combinations (status × creation days × state/city × text), every order, the first, a deep and the last page, each
 * role's scope, and the dashboard of each role that has one (a resale or a seller lands on its list); on each shape of
 * grown data (grown-db.ts: `cloned` and `varied`), at BENCH_ROWS. Creation days come as the screen's one day (`date`)
 * and as the range the GraphQL filter also takes (`dateFrom`, `dateTo`: the tester's 30 days). GraphQL goes through the gateway with the browser's own documents (the generated ones, `__typename`
 * added as Apollo's cache adds it), and the targets are GraphQL's: a list page p95 ≤ 50 ms, the dashboard p95 ≤ 100 ms.
 * REST figures stand beside them, measured in alternating pairs with the GraphQL calls of the same case (the gateway's
 * own REST query), so that both sides see the same machine; the load average is kept beside each case's figures.
 * Plus the older figures: cost of a page as it grows, login.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { type DocumentNode, print } from 'graphql';
import {
  DashboardDocument,
  DashboardLatestApprovedDocument,
  OpportunityListDocument,
} from '../client/src/__generated__/graphql.js';
import type { Db, Queryable } from '../server/db/connection.js';
import { DEMO_PASSWORD, demoAccounts } from '../server/db/seed/accounts.js';
import { OpportunitySortField, OpportunityStatus, SortDirection } from '../server/gateway/datasources/enums.js';
import { toQuery } from '../server/gateway/datasources/query.js';
import { listParams } from '../server/gateway/modules/opportunities/args.js';
import { paging } from '../server/gateway/modules/paging.js';
import { WITHOUT_STATEMENT_TIMEOUT } from '../server/lib/pool-limits.js';
import { DAY_MS } from '../shared/time.js';
import { type Browser, startGateway } from '../tests/fixtures/gateway.js';
import { call, login } from '../tests/fixtures/http.js';
import { benchRows, benchShapes, type DataShape, grownTemplate } from './grown-db.js';
import { type BenchResult, isMain, type Target, writeResult } from './targets.js';

const BRAND = 'scanora';
const LIST_P95_MS = 50;
const DASHBOARD_P95_MS = 100;
/** Rows of the list cases: ten times the screen's default of 10 (its firstPage10 cases), a choice the screen offers. */
const PAGE_SIZE = 100;

/**
 * Samples per case (BENCH_SAMPLES, each one REST and one GraphQL call): with 100 the p95 is the 95th slowest, not the
 * slowest (as it is with 20); fewer suit a million rows, where a slow case takes seconds a call.
 */
const samples = () => Number(process.env.BENCH_SAMPLES ?? 100);
/**
 * Pairs of calls of each case before its samples: the first calls after a start run unoptimised code on cold caches
 * (the same 100-row page measured first and last in one run: p50 17 ms, then 9 ms), and the targets are a running
 * portal's, not its first seconds'. A case slow enough to spend WARMUP_BUDGET_MS warms no longer: its figure is far
 * from any target either way, and the run has to end.
 */
const WARMUP_CALLS = Number(process.env.BENCH_WARMUP ?? 20);
const WARMUP_BUDGET_MS = 5_000;
/** A case stops sampling after this long (BENCH_CASE_SECONDS), with at least MIN_SAMPLES pairs: `n` tells. */
const CASE_BUDGET_MS = Number(process.env.BENCH_CASE_SECONDS ?? 90) * 1000;
const MIN_SAMPLES = 10;

type Role = keyof typeof demoAccounts;
type GqlStatus = keyof typeof OpportunityStatus;

/** The list's variables as the browser sends them (toOpportunityFilter's output: GraphQL enum names). */
interface GqlFilter {
  statuses?: GqlStatus[];
  name?: string;
  date?: string;
  dateFrom?: string;
  dateTo?: string;
  cnpj?: string;
  email?: string;
  fantasyName?: string;
  state?: string;
  city?: string;
  register?: string;
  companyUnverified?: boolean;
  companyInactive?: boolean;
  decisionOverdue?: boolean;
}
interface GqlOrder {
  field: keyof typeof OpportunitySortField;
  direction: keyof typeof SortDirection;
}

interface ListCase {
  name: string;
  as: Role;
  filter: GqlFilter;
  order: GqlOrder;
  page: number;
  pageSize: number;
}

interface Timing {
  n: number;
  p50: number;
  p95: number;
  max: number;
  /** Calls that failed (a 500, a 503 past the pool's bounds or the statement timeout), and the first one's error. */
  errors?: number;
  error?: string;
}

interface CaseFigures {
  rest: Timing;
  graphql: Timing;
  /** Rows the filter matches (the GraphQL page's total; `+` when it is a lower bound) and rows on the page. */
  total: string;
  rowsOnPage: number;
  /** 1-minute load average when the case started and when it ended, and the machine's CPUs. */
  load: { before: number; after: number; cpus: number };
  error?: string;
}

const round = (x: number) => Math.round(x * 100) / 100;

function timing(samples: number[]): Timing {
  samples.sort((a, b) => a - b);
  const pct = (p: number) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))];
  return { n: samples.length, p50: round(pct(0.5)), p95: round(pct(0.95)), max: round(samples[samples.length - 1]) };
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

/** Times of one side of a case, and its failed calls: a failure counts, but does not end the case's samples. */
class Side {
  readonly ms: number[] = [];
  errors = 0;
  error?: string;
  constructor(private readonly fn: () => Promise<unknown>) {}
  async call(keep: boolean): Promise<void> {
    const t = performance.now();
    try {
      await this.fn();
    } catch (error) {
      this.errors++;
      this.error ??= String(error).slice(0, 300);
    }
    if (keep) this.ms.push(performance.now() - t);
  }
  timing(): Timing {
    return { ...timing(this.ms), ...(this.errors ? { errors: this.errors, error: this.error } : {}) };
  }
}

/**
 * A/B pairs: one REST call and one GraphQL call, which goes first alternating, so that neither side is measured
 * while the machine is in another state (a burst of another process, a checkpoint of the database) than the other.
 */
async function timePairs(a: () => Promise<unknown>, b: () => Promise<unknown>): Promise<{ a: Timing; b: Timing }> {
  const sideA = new Side(a);
  const sideB = new Side(b);
  const warmStart = performance.now();
  for (let i = 0; i < WARMUP_CALLS && performance.now() - warmStart < WARMUP_BUDGET_MS; i++) {
    await sideA.call(false);
    await sideB.call(false);
  }
  const start = performance.now();
  const n = samples();
  for (let i = 0; i < n; i++) {
    if (i >= MIN_SAMPLES && performance.now() - start > CASE_BUDGET_MS) break;
    const [first, second] = i % 2 === 0 ? [sideA, sideB] : [sideB, sideA];
    await first.call(true);
    await second.call(true);
  }
  return { a: sideA.timing(), b: sideB.timing() };
}

const load1 = () => round(os.loadavg()[0]);

/** A target's figure: the p95, or infinite when a user got an error (an answer in time that is an error is no answer). */
const judged = (t: Timing) => (t.errors ? Number.POSITIVE_INFINITY : t.p95);

/**
 * One case in pairs, with the load average around it; a failing call (a 500, a timeout) is kept as the case's error
 * with infinite figures, so that it shows as a missed target and the other cases are still measured.
 */
async function measure(
  restCall: () => Promise<unknown>,
  gqlCall: () => Promise<unknown>,
  first?: () => Promise<{ total: string; rowsOnPage: number }>,
): Promise<CaseFigures> {
  const before = load1();
  const load = () => ({ before, after: load1(), cpus: os.cpus().length });
  try {
    const found = first ? await first() : { total: '', rowsOnPage: 0 };
    const { a, b } = await timePairs(restCall, gqlCall);
    return { rest: a, graphql: b, ...found, load: load() };
  } catch (error) {
    const failed = { n: 0, p50: Number.POSITIVE_INFINITY, p95: Number.POSITIVE_INFINITY, max: 0 };
    return { rest: failed, graphql: failed, total: '?', rowsOnPage: 0, load: load(), error: String(error) };
  }
}

/** What the browser sends: the generated document, with the `__typename` fields Apollo's cache adds to it. */
const asSent = (doc: DocumentNode) => print(addTypenameToDocument(doc));
const LIST_QUERY = asSent(OpportunityListDocument);
const DASHBOARD_QUERY = asSent(DashboardDocument);
const DASHBOARD_APPROVED_QUERY = asSent(DashboardLatestApprovedDocument);
/** The dashboard's "Aprovadas" side asks this many rows (client constants: DASHBOARD_LATEST_ROWS). */
const DASHBOARD_LATEST_ROWS = 11;

/** The REST list each role's GraphQL list goes to (the gateway's listEndpointFor). */
const ENDPOINT: Record<Role, 'all' | 'resale' | 'user'> = {
  representative: 'all',
  support: 'all',
  resale: 'resale',
  seller: 'user',
};

/** The REST call the gateway makes for these variables: its own translation, so both sides ask the same. */
function restPath(c: Pick<ListCase, 'as' | 'filter' | 'order' | 'page' | 'pageSize'>): string {
  const filter = { ...c.filter, statuses: c.filter.statuses?.map((s) => OpportunityStatus[s]) };
  const order = { field: OpportunitySortField[c.order.field], direction: SortDirection[c.order.direction] };
  const params = { ...paging(c.page, c.pageSize), ...listParams(filter, order), brandName: BRAND };
  return `/opportunity/${ENDPOINT[c.as]}?${toQuery(params)}`;
}

const NEWEST: GqlOrder = { field: 'CREATED_AT', direction: 'DESC' };
const ORDERS: Array<[string, GqlOrder]> = [
  ['createdAsc', { field: 'CREATED_AT', direction: 'ASC' }],
  ['createdDesc', NEWEST],
  ['estimatedAsc', { field: 'ESTIMATED', direction: 'ASC' }],
  ['estimatedDesc', { field: 'ESTIMATED', direction: 'DESC' }],
];

/** yyyy-mm-dd of the day `days` before `now` (UTC). */
const dayBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString().slice(0, 10);

/** The values the filter cases look for, read from the shape's data (they differ between shapes). */
interface Picks {
  brandRows: number;
  nameWord: { word: string; share: number };
  nameNone: string;
  clientCommon: { word: string; share: number };
  clientRare: string;
  cnpjRoot: string;
  cnpjPrefix: string;
  email: string;
  /** The address written on the most registrations (a large customer's purchasing desk) and how many. */
  emailCommon: { email: string; rows: number };
  register: string;
  state: string;
  city: string;
  rangeFrom: string;
  rangeTo: string;
  day: string;
  /**
   * Pieces of the names as people type them (a word, a word's end from its last punctuation, or a date's year:
   * `/2025`, in a word per day of the default name and per minute of a date with its time),
   * chosen by selectivity and by where their rows lie in the creation order: `nameCommon` is in the share of the rows
   * nearest 30%, `nameOld` (in at least 1%) has the oldest newest row. `newer` is the share of the brand created
   * after the piece's newest row: what a walk of the list's order passes before the first match.
   */
  nameCommon: { text: string; share: number; newer: number };
  nameOld: { text: string; share: number; newer: number };
  /** An e-mail domain as typed (`@gmail.com`), the one on the share of the rows nearest 10%. */
  emailDomain: { text: string; share: number };
  /** The status whose rows are the oldest (the hourly job's end of the line, `EXPIRED` when there is one). */
  oldStatus: { status: GqlStatus; rows: number };
  /** A state on about a tenth of the rows, for the common piece's combined filter. */
  tenthState: string;
}

/** The picks read the whole brand, longer at a million rows than the statement timeout a request has. */
const pick = (db: Db, now: Date) =>
  db.tx(async (q) => {
    await q.query(WITHOUT_STATEMENT_TIMEOUT);
    return pickIn(q, now);
  });

async function pickIn(db: Queryable, now: Date): Promise<Picks> {
  const [{ n: brandRows }] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM api.opportunities WHERE brand = $1 AND NOT is_deleted',
    [BRAND],
  );
  // Words of a column and the share of the rows holding each one (numbers and short words are not what users type).
  const words = (column: 'name' | 'fantasy_name') =>
    db.query<{ word: string; n: number }>(
      `SELECT min(word) AS word, count(DISTINCT id)::int AS n
       FROM api.opportunities, regexp_split_to_table(${column}, '\\s+') AS word
       WHERE brand = $1 AND NOT is_deleted AND length(word) >= 4 AND word !~ '\\d'
       GROUP BY lower(word)`,
      [BRAND],
    );
  const share = (n: number) => n / brandRows;
  const nameWords = await words('name');
  const nameWord = nameWords.reduce((best, w) =>
    Math.abs(share(w.n) - 0.02) < Math.abs(share(best.n) - 0.02) ? w : best,
  );
  const clientWords = await words('fantasy_name');
  const clientCommon = clientWords.reduce((best, w) => (w.n > best.n ? w : best));
  let nameNone = 'Quimera';
  const [{ hit }] = await db.query<{ hit: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM api.opportunities WHERE brand = $1 AND name ILIKE $2) AS hit`,
    [BRAND, `%${nameNone}%`],
  );
  if (hit) nameNone = 'Quimeraxz';
  // The customer registered the fewest times (once, on a varied brand), looked up by its whole trade name.
  const [rare] = await db.query<{ fantasy_name: string }>(
    `SELECT fantasy_name FROM api.opportunities WHERE brand = $1 AND NOT is_deleted AND fantasy_name IS NOT NULL
     GROUP BY fantasy_name ORDER BY count(*), fantasy_name LIMIT 1`,
    [BRAND],
  );
  const [sample] = await db.query<{ cnpj: string; email: string }>(
    `SELECT cnpj, email FROM api.opportunities WHERE brand = $1 AND NOT is_deleted AND cnpj ~ '^\\d{14}$'
     ORDER BY id LIMIT 1`,
    [BRAND],
  );
  const [emailCommon] = await db.query<{ email: string; n: number }>(
    `SELECT lower(email) AS email, count(*)::int AS n FROM api.opportunities
     WHERE brand = $1 AND NOT is_deleted AND email LIKE '%_@_%' GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1`,
    [BRAND],
  );
  const [registered] = await db.query<{ register: string }>(
    `SELECT register FROM api.opportunities WHERE brand = $1 AND NOT is_deleted AND register IS NOT NULL
     ORDER BY id LIMIT 1`,
    [BRAND],
  );
  // The tester's state (PR) when approvals of the last 30 days are found there, else the state with the most of
  // them, so that the combined filters find rows on either shape; then the state's most common city.
  const rangeFrom = dayBefore(now, 29);
  const states = await db.query<{ state: string; hits: number }>(
    `SELECT state, count(*) FILTER (WHERE status = 'approved' AND created_at >= $2::date)::int AS hits
     FROM api.opportunities WHERE brand = $1 AND NOT is_deleted AND state IS NOT NULL
     GROUP BY state ORDER BY hits DESC, count(*) DESC`,
    [BRAND, rangeFrom],
  );
  const state = states.find((s) => s.state === 'PR' && s.hits > 0)?.state ?? states[0].state;
  const [{ city }] = await db.query<{ city: string }>(
    `SELECT city FROM api.opportunities WHERE brand = $1 AND NOT is_deleted AND state = $2 AND city IS NOT NULL
     GROUP BY city ORDER BY count(*) DESC, city LIMIT 1`,
    [BRAND, state],
  );
  const pieces = await db.query<{ piece: string; n: number; newest: Date }>(
    `SELECT p.piece, count(DISTINCT o.id)::int AS n, max(o.created_at) AS newest FROM api.opportunities o
     CROSS JOIN LATERAL regexp_split_to_table(api.search_fold(o.name), '\\s+') w
     CROSS JOIN LATERAL (VALUES (w), (substring(w FROM '[^[:alnum:]][[:alnum:]]+$')),
       (substring(w FROM '/[[:digit:]]{4}'))) p(piece)
     WHERE o.brand = $1 AND NOT o.is_deleted AND length(p.piece) >= 4
     GROUP BY p.piece HAVING count(*) >= $2`,
    [BRAND, Math.ceil(brandRows / 100)],
  );
  const nameCommonPiece = pieces.reduce((best, p) =>
    Math.abs(share(p.n) - 0.3) < Math.abs(share(best.n) - 0.3) ? p : best,
  );
  const nameOldPiece = pieces.reduce((best, p) =>
    p.newest < best.newest || (p.newest.getTime() === best.newest.getTime() && p.n > best.n) ? p : best,
  );
  const newer = async (p: { newest: Date }) => {
    const [{ n }] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM api.opportunities WHERE brand = $1 AND NOT is_deleted AND created_at > $2',
      [BRAND, p.newest],
    );
    return round(share(n) * 100) / 100;
  };
  const domains = await db.query<{ domain: string; n: number }>(
    `SELECT lower(split_part(email, '@', 2)) AS domain, count(*)::int AS n FROM api.opportunities
     WHERE brand = $1 AND NOT is_deleted AND email LIKE '%_@_%' GROUP BY 1`,
    [BRAND],
  );
  const domain = domains.reduce((best, d) => (Math.abs(share(d.n) - 0.1) < Math.abs(share(best.n) - 0.1) ? d : best));
  const [oldest] = await db.query<{ status: string; n: number }>(
    `SELECT status, count(*)::int AS n FROM api.opportunities WHERE brand = $1 AND NOT is_deleted
     GROUP BY status HAVING count(*) >= $2 ORDER BY percentile_disc(0.5) WITHIN GROUP (ORDER BY created_at) LIMIT 1`,
    [BRAND, Math.ceil(brandRows / 100)],
  );
  const stateShares = await db.query<{ state: string; n: number }>(
    `SELECT state, count(*)::int AS n FROM api.opportunities WHERE brand = $1 AND NOT is_deleted AND state IS NOT NULL
     GROUP BY state`,
    [BRAND],
  );
  const tenthState = stateShares.reduce((best, st) =>
    Math.abs(share(st.n) - 0.1) < Math.abs(share(best.n) - 0.1) ? st : best,
  ).state;
  const c = sample.cnpj;
  return {
    brandRows,
    nameWord: { word: nameWord.word, share: round(share(nameWord.n) * 100) / 100 },
    nameNone,
    clientCommon: { word: clientCommon.word, share: round(share(clientCommon.n) * 100) / 100 },
    clientRare: rare.fantasy_name,
    // As typed in the mask: the root finds the customer's branches; five digits are a broad prefix.
    cnpjRoot: `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}`,
    cnpjPrefix: `${c.slice(0, 2)}.${c.slice(2, 5)}`,
    email: sample.email,
    emailCommon: { email: emailCommon.email, rows: emailCommon.n },
    register: registered?.register ?? 'CRM-1',
    state,
    city,
    rangeFrom,
    rangeTo: dayBefore(now, 0),
    day: dayBefore(now, 10),
    nameCommon: {
      text: nameCommonPiece.piece,
      share: round(share(nameCommonPiece.n) * 100) / 100,
      newer: await newer(nameCommonPiece),
    },
    nameOld: {
      text: nameOldPiece.piece,
      share: round(share(nameOldPiece.n) * 100) / 100,
      newer: await newer(nameOldPiece),
    },
    emailDomain: { text: `@${domain.domain}`, share: round(share(domain.n) * 100) / 100 },
    oldStatus: { status: gqlStatus(oldest.status), rows: oldest.n },
    tenthState,
  };
}

/** The GraphQL name of a stored status ('awaiting_renovation' → 'AWAITING_RENOVATION'). */
function gqlStatus(stored: string): GqlStatus {
  const found = (Object.keys(OpportunityStatus) as GqlStatus[]).find((k) => OpportunityStatus[k] === stored);
  if (!found) throw new Error(`status ${stored}`);
  return found;
}

/**
 * Every filter of the screen, their combinations, every order, first/deep/last page and each role's scope; only the
 * cases named in BENCH_CASES (comma-separated) when it is set, to measure a change to a few of them quickly.
 */
function listCases(p: Picks, lastPage: number): ListCase[] {
  const only = process.env.BENCH_CASES?.split(',').filter(Boolean);
  const cases = allListCases(p, lastPage);
  return only ? cases.filter((c) => only.includes(c.name)) : cases;
}

function allListCases(p: Picks, lastPage: number): ListCase[] {
  const rep = (name: string, filter: GqlFilter, more: Partial<ListCase> = {}): ListCase => ({
    name,
    as: 'representative',
    filter,
    order: NEWEST,
    page: 1,
    pageSize: PAGE_SIZE,
    ...more,
  });
  const range = { dateFrom: p.rangeFrom, dateTo: p.rangeTo };
  const approved: GqlFilter = { statuses: ['APPROVED'] };
  return [
    rep('firstPage10', {}, { pageSize: 10 }),
    rep('firstPage', {}),
    rep('statusAnalysis', { statuses: ['ANALYSIS'] }),
    rep('statusApproved', approved),
    rep('statusRenewals', { statuses: ['AWAITING_RENOVATION', 'RENOVATION'] }),
    rep('statusDay', { ...approved, date: p.day }),
    rep('statusRange', { ...approved, ...range }),
    rep('statusRangeState', { ...approved, ...range, state: p.state }),
    rep('statusRangeStateCity', { ...approved, ...range, state: p.state, city: p.city }),
    rep('statusRangeStateCityName', {
      ...approved,
      ...range,
      state: p.state,
      city: p.city,
      name: p.nameWord.word,
    }),
    rep('nameWord2pct', { name: p.nameWord.word }),
    rep('nameNone', { name: p.nameNone }),
    rep('nameWordStatus', { ...approved, name: p.nameWord.word }),
    rep('nameWordState', { name: p.nameWord.word, state: p.state }),
    rep('clientCommon', { fantasyName: p.clientCommon.word }),
    rep('clientRare', { fantasyName: p.clientRare }),
    rep('cnpjRoot', { cnpj: p.cnpjRoot }),
    rep('cnpjPrefix', { cnpj: p.cnpjPrefix }),
    rep('email', { email: p.email }),
    rep('emailCommon', { email: p.emailCommon.email }),
    rep('register', { register: p.register }),
    rep('state', { state: p.state }),
    rep('stateCity', { state: p.state, city: p.city }),
    rep('companyUnverified', { companyUnverified: true }),
    rep('companyUnverifiedStatus', { statuses: ['ANALYSIS'], companyUnverified: true }),
    rep('companyInactive', { companyInactive: true }),
    rep('decisionOverdue', { decisionOverdue: true }),
    rep('decisionOverdue status', { statuses: ['ANALYSIS'], decisionOverdue: true }),
    rep('decisionOverdue false', { decisionOverdue: false }),
    ...ORDERS.filter(([name]) => name !== 'createdDesc').map(([name, order]) => rep(`order ${name}`, {}, { order })),
    ...ORDERS.filter(([name]) => name !== 'createdDesc').map(([name, order]) =>
      rep(`order ${name} statusApproved`, approved, { order }),
    ),
    ...ORDERS.map(([name, order]) => rep(`order ${name} nameWord`, { name: p.nameWord.word }, { order })),
    // Searches typed every day, whatever their selectivity and wherever their rows lie in the creation order.
    rep('nameCommon', { name: p.nameCommon.text }),
    rep('nameCommon10', { name: p.nameCommon.text }, { pageSize: 10 }),
    rep('nameOld', { name: p.nameOld.text }),
    rep('nameCommonStatusState', { name: p.nameCommon.text, statuses: [p.oldStatus.status], state: p.tenthState }),
    rep('emailDomain', { email: p.emailDomain.text }),
    rep('emailDomain10', { email: p.emailDomain.text }, { pageSize: 10 }),
    // The middle of the oldest status's rows (the farthest from both ends) in pages of 50.
    rep(
      'oldStatusDeep50',
      { statuses: [p.oldStatus.status] },
      { pageSize: 50, page: Math.max(1, Math.ceil(p.oldStatus.rows / 100)) },
    ),
    rep('deepPage5000x100', {}, { page: 5000 }),
    rep('lastPage', {}, { page: lastPage }),
    rep('lastPage estimatedAsc', {}, { page: lastPage, order: ORDERS[2][1] }),
    rep('support firstPage', {}, { as: 'support' }),
    rep('resale firstPage10', {}, { as: 'resale', pageSize: 10 }),
    rep('resale firstPage', {}, { as: 'resale' }),
    rep('resale statusApproved estimatedDesc', approved, { as: 'resale', order: ORDERS[3][1] }),
    rep('resale nameWord', { name: p.nameWord.word }, { as: 'resale' }),
    rep('seller firstPage10', {}, { as: 'seller', pageSize: 10 }),
    rep('seller firstPage', {}, { as: 'seller' }),
    rep('seller statusApproved', approved, { as: 'seller' }),
  ];
}

interface Session {
  token: string;
  browser: Browser;
}

/** One shape: its own gateway and services on a copy of the shape's template. */
async function runShape(shape: DataShape, targets: Target[]): Promise<Record<string, unknown>> {
  const { template, growMs } = await grownTemplate(benchRows(), shape);
  const gw = await startGateway({ template });
  const { stack } = gw;
  try {
    const sessions = {} as Record<Role, Session>;
    for (const role of Object.keys(demoAccounts) as Role[]) {
      const { email } = demoAccounts[role];
      sessions[role] = { token: (await login(stack.authUrl, email)).access_token, browser: await gw.signIn(email) };
    }
    const rest = async (role: Role, path: string) => {
      const r = await call(stack.apiUrl, 'GET', path, { token: sessions[role].token, brand: BRAND });
      if (r.status !== 200) throw new Error(`REST ${path}: ${r.status} ${JSON.stringify(r.body)}`);
      return r.body;
    };
    const gql = async (role: Role, query: string, variables?: Record<string, unknown>) => {
      const r = await sessions[role].browser.gql(query, variables);
      if (r.errors || r.status !== 200) throw new Error(`GraphQL: ${r.status} ${JSON.stringify(r.errors)}`);
      return r.data;
    };

    const picks = await pick(stack.db, stack.clock.now());
    // The page holding the brand's oldest rows: past a count the list's total is a lower bound ("10000+"), and so is
    // its page count, so the last page comes from the brand's rows (rowsOnPage shows it is not empty).
    const lastPage = Math.max(1, Math.ceil(picks.brandRows / PAGE_SIZE));
    console.log(
      `lists (${shape}): ${picks.brandRows} opportunities (template grown in ${growMs} ms, 0 if kept); picks ${JSON.stringify(picks)}`,
    );

    const cases: Record<string, CaseFigures> = {};
    for (const c of listCases(picks, lastPage)) {
      const variables = { filter: c.filter, order: c.order, page: c.page, pageSize: c.pageSize };
      const path = restPath(c);
      const figures = await measure(
        () => rest(c.as, path),
        () => gql(c.as, LIST_QUERY, variables),
        // What the case finds, and that both sides find the same (else the pair would compare two questions).
        async () => {
          const page = (await gql(c.as, LIST_QUERY, variables)).opportunities;
          const restPage = await rest(c.as, path);
          if (restPage.total !== page.pageInfo.total) {
            throw new Error(`REST total ${restPage.total} ≠ GraphQL total ${page.pageInfo.total}`);
          }
          const total = `${page.pageInfo.total}${page.pageInfo.totalIsLowerBound ? '+' : ''}`;
          return { total, rowsOnPage: page.items.length };
        },
      );
      cases[c.name] = figures;
      gw.calls.length = 0;
      targets.push({
        name: `list ${c.name} (${shape}) GraphQL p95`,
        value: judged(figures.graphql),
        limit: LIST_P95_MS,
        unit: 'ms',
      });
      console.log(`  ${caseLine(c.name, figures)}`);
    }

    // The dashboard as each role opens it (its totals and latest rows), and its "Aprovadas" side. It is the
    // representatives' and support's screen: a resale or a seller lands on the list (its firstPage10 case), and the
    // dashboard refusing them is kept as a figure, so that the day it opens to them it gets measured here.
    const dashboard: Record<string, CaseFigures | string> = {};
    for (const role of Object.keys(demoAccounts) as Role[]) {
      const probe = await sessions[role].browser.gql(DASHBOARD_QUERY);
      if (probe.errors?.some((e) => e.extensions?.code === 'FORBIDDEN')) {
        dashboard[role] = 'FORBIDDEN: not a screen of this role, which lands on the opportunity list';
        console.log(`  dashboard ${role}: ${dashboard[role]}`);
        continue;
      }
      const approvedCase = {
        as: role,
        filter: { statuses: ['APPROVED'] as GqlStatus[] },
        order: NEWEST,
        page: 1,
        pageSize: DASHBOARD_LATEST_ROWS,
      };
      const views: Array<[string, () => Promise<unknown>, () => Promise<unknown>]> = [
        [role, () => rest(role, `/dashboard/status?brand=${BRAND}`), () => gql(role, DASHBOARD_QUERY)],
        [
          `${role} approved`,
          () => rest(role, restPath(approvedCase)),
          () => gql(role, DASHBOARD_APPROVED_QUERY, { pageSize: DASHBOARD_LATEST_ROWS }),
        ],
      ];
      for (const [name, restCall, gqlCall] of views) {
        const figures = await measure(restCall, gqlCall);
        dashboard[name] = figures;
        gw.calls.length = 0;
        targets.push({
          name: `dashboard ${name} (${shape}) GraphQL p95`,
          value: judged(figures.graphql),
          limit: DASHBOARD_P95_MS,
          unit: 'ms',
        });
        console.log(`  dashboard ${caseLine(name, figures)}`);
      }
    }

    // Cost of a page as it grows (the query must not do per-row work), and login (argon2id dominates it).
    const older: Record<string, Timing | string> = {};
    try {
      for (const amount of [10, 100, 1000]) {
        const path = restPath({ as: 'representative', filter: {}, order: NEWEST, page: 1, pageSize: amount });
        const { a } = await timePairs(
          () => rest('representative', path),
          async () => {},
        );
        older[`page${amount}`] = a;
      }
      // One warm-up: logins count against the per-address limit.
      const logins: number[] = [];
      await login(stack.authUrl, demoAccounts.resale.email, BRAND, DEMO_PASSWORD);
      for (let i = 0; i < 10; i++) logins.push(await timed(() => login(stack.authUrl, demoAccounts.resale.email)));
      older.login = timing(logins);
    } catch (error) {
      older.error = String(error);
    }
    console.log(`  older (REST): ${JSON.stringify(older)}`);
    return { brandRows: picks.brandRows, growMs, picks, lastPage, cases, dashboard, ...older };
  } finally {
    await gw.stop();
  }
}

const caseLine = (name: string, f: CaseFigures) =>
  f.error
    ? `${name}: FAILED ${f.error}`
    : `${name}: REST p50 ${f.rest.p50} p95 ${f.rest.p95} | GraphQL p50 ${f.graphql.p50} p95 ${f.graphql.p95}` +
      ` (n ${f.graphql.n}${f.total ? `, total ${f.total}` : ''}, load ${f.load.before}→${f.load.after})` +
      (f.rest.errors || f.graphql.errors
        ? ` ERRORS REST ${f.rest.errors ?? 0} GraphQL ${f.graphql.errors ?? 0}: ${f.graphql.error ?? f.rest.error}`
        : '');

export async function run(): Promise<BenchResult> {
  const targets: Target[] = [];
  const figures: Record<string, unknown> = { rows: benchRows(), samples: samples(), cpus: os.cpus().length };
  for (const shape of benchShapes()) figures[shape] = await runShape(shape, targets);
  return { figures, targets };
}

if (isMain(import.meta.url)) {
  writeResult('lists', await run());
  process.exit(0);
}
