import { addMocksToSchema, type IMockStore, isRef, type Ref } from '@graphql-tools/mock';
import type { GraphQLSchema } from 'graphql';
import { DAY_MS } from '../../shared/time.js';
import type { GatewayContext } from '../gateway/context.js';
import { unprotectedRootFields } from '../gateway/directives/auth.js';
import { gqlError } from '../gateway/errors.js';
import type { MockMode } from '../gateway/index.js';
import { buildTypeSchema } from '../gateway/schema.js';
import { COOKIE } from '../gateway/session/cookies.js';
import { cnpjRoot, INVALID_CNPJ, isCnpj, normalizeCnpj } from '../lib/cnpj.js';
import { ROLES, type Role } from '../lib/roles.js';
import { DASHBOARD_LAST_OPPORTUNITIES } from '../services/api/dashboard/rules.js';
import { municipalitiesOf, STATES } from './geo.js';
import { mocks as defaultMocks, seedMocks } from './mocks.js';
import { stableUuid } from './people.js';
import { withScenarioOutcomes } from './scenario-outcomes.js';
import {
  listTotal,
  MANY_ROWS,
  type MockContext,
  type MockScenario,
  readMockScenario,
  scenarioOf,
} from './scenarios.js';

export interface MockOptions {
  /** Roles of the mocked signed-in user (`me`, `login`); MOCK_ROLE in dev:mock. */
  roles?: Role[];
  mocks?: typeof defaultMocks;
  seed?: number;
}

/** Largest page a mock list fills (a real "Todas" of 99999 rows is no use to a layout). */
const MOCK_PAGE_CAP = 100;
const MOCK_TOTAL = 237;
/** The mocked signed-in user: fixed, so that the cookies the client reads and `me` agree. */
const MOCK_VIEWER = { id: '00000000-0000-4000-8000-0000000000aa', name: 'Ana Demonstração', email: 'ana@demo.com.br' };
const MOCK_TOKEN_MINUTES = 15;
/** What `version` answers in mock mode, so that a screenshot tells mock data from real data. */
export const MOCK_VERSION = '0.1.0-mock';

/** Id of the n-th row (0-based, over every page) of a mocked list: the same row whatever the page size. */
const rowId = (list: string, n: number) => stableUuid(`${list}:${n}`);

/**
 * A page of `type` rows from the mock store: `pageSize` rows (at most MOCK_PAGE_CAP), of MOCK_TOTAL or of the
 * scenario's count (none for `empty`, MANY_ROWS for `many`).
 */
const page = (store: IMockStore, scenario: MockScenario, type: string, page: number, pageSize: number, list = type) => {
  const total = listTotal(scenario, MOCK_TOTAL);
  const pageCount = Math.ceil(total / pageSize);
  const rows = page > pageCount ? 0 : Math.min(pageSize, MOCK_PAGE_CAP, total - (page - 1) * pageSize);
  const first = (page - 1) * pageSize;
  return {
    items: Array.from({ length: rows }, (_, i) => store.get(type, rowId(list, first + i)) as Ref),
    pageInfo: { page, pageSize, total, totalIsLowerBound: false, pageCount },
  };
};

/**
 * Whether a customer is protected, as the services answer it: an invalid CNPJ is BAD_USER_INPUT on `cnpj`; about one
 * customer in three is protected, always the same ones (by CNPJ root, so head office and branches agree).
 */
function customerProtection(cnpj: string) {
  if (!isCnpj(cnpj)) {
    throw gqlError('BAD_USER_INPUT', INVALID_CNPJ, { fields: { cnpj: INVALID_CNPJ } });
  }
  const root = cnpjRoot(cnpj);
  const days = Number.parseInt(stableUuid(root).slice(0, 4), 16) % 90;
  // A whole day, as the screen shows it: the head office and its branches, asked a millisecond apart, agree.
  const today = Date.parse(new Date().toISOString().slice(0, 10));
  return {
    cnpj: normalizeCnpj(cnpj),
    protectedUntil: days % 3 === 0 ? new Date(today + (days + 1) * DAY_MS).toISOString() : null,
  };
}

/** History of one record, newest first: a few hours between rows. */
function historyPage(store: IMockStore, scenario: MockScenario, typeId: string, p: number, pageSize: number) {
  const result = page(store, scenario, 'HistoryEntry', p, pageSize, `HistoryEntry:${typeId}`);
  result.items.forEach((ref, i) => {
    const n = (p - 1) * pageSize + i;
    store.set(ref, 'typeId', typeId);
    store.set(ref, 'createdAt', new Date(Date.now() - (n + 1) * 5 * 3600_000).toISOString());
  });
  return result;
}

/**
 * Sets the same cookies as the real login and refresh (with placeholder tokens), so the client's session code runs
 * unchanged: guards, the user badge, reloads and the refresh before `exp` behave as against the services. `keep`
 * defaults to the persistence the session was opened with.
 */
function mockSession(ctx: GatewayContext, roles: Role[], keep?: boolean) {
  const expiresAt = new Date(Date.now() + MOCK_TOKEN_MINUTES * 60_000);
  ctx.cookies.setSession({
    accessToken: 'mock-access-token',
    refreshToken: 'mock-refresh-token',
    exp: Math.floor(expiresAt.getTime() / 1000),
    brand: ctx.brand.slug,
    userId: MOCK_VIEWER.id,
    name: MOCK_VIEWER.name,
    roles,
    keep,
  });
  return { ...MOCK_VIEWER, roles, brand: ctx.brand.slug, expiresAt };
}

/**
 * The same schema with mock data and no upstream (npm run dev:mock). The access directives are not enforced (there
 * is no session), but the schema is checked for them as in the real gateway. The brand stays real, from the host,
 * and lists honour `page` and `pageSize`, so the client's layout and pager behave as against the services. Each
 * request's scenario (`context.mockScenario`, scenarios.ts) shapes the answers: the lists' counts and the role here,
 * delays and errors around every root field (scenario-outcomes.ts).
 */
export function createMockSchema(opts: MockOptions = {}): GraphQLSchema {
  if (opts.seed !== undefined) seedMocks(opts.seed);
  const schema = buildTypeSchema();
  const missing = unprotectedRootFields(schema);
  if (missing.length) throw new Error(`Root fields without @auth or @public: ${missing.join(', ')}`);
  const defaultRoles = opts.roles ?? ['REPRESENTATIVE'];
  // The role a request asks for (`role:RESALE`), else MOCK_ROLE.
  const roles = (ctx: MockContext): Role[] => {
    const { role } = scenarioOf(ctx);
    return role ? [role] : defaultRoles;
  };
  type Args = { page: number; pageSize: number };
  const list = (store: IMockStore, type: string) => (_root: unknown, a: Args, ctx: MockContext) =>
    page(store, scenarioOf(ctx), type, a.page, a.pageSize);
  const mocked = addMocksToSchema({
    schema,
    mocks: { ...defaultMocks, ...opts.mocks },
    preserveResolvers: false,
    resolvers: (store: IMockStore) => ({
      Query: {
        brand: (_root: unknown, _args: unknown, ctx: GatewayContext) => ctx.brand,
        me: (_root: unknown, _args: unknown, ctx: MockContext) => ({
          ...MOCK_VIEWER,
          roles: roles(ctx),
          brand: ctx.brand.slug,
        }),
        opportunities: list(store, 'Opportunity'),
        opportunitiesNamed: list(store, 'OpportunitySummary'),
        resales: list(store, 'Resale'),
        sellers: list(store, 'Seller'),
        history: (_root: unknown, a: Args & { typeId: string }, ctx: MockContext) =>
          historyPage(store, scenarioOf(ctx), a.typeId, a.page, a.pageSize),
        // The list's row with that id (any other id gets a record of its own, kept for later reads).
        opportunity: (_root: unknown, a: { id: string }) => store.get('Opportunity', a.id),
        customerProtection: (_root: unknown, a: { cnpj: string }) => customerProtection(a.cnpj),
        version: () => MOCK_VERSION,
        // Every link opens its form in the mock; the refusals are the real gateway's to show (tests/integration).
        passwordLinkStatus: () => 'USABLE',
        dashboard: (_root: unknown, _args: unknown, ctx: MockContext) =>
          scenarioOf(ctx).rows === 'empty' ? emptyDashboard() : store.get('Query', 'ROOT', 'dashboard'),
        states: () => STATES,
        municipalities: (_root: unknown, a: { stateId: string }) => {
          const list = municipalitiesOf(a.stateId);
          if (!list) throw gqlError('NOT_FOUND', 'Estado não encontrado');
          return list;
        },
      },
      // The dashboard's latest opportunities are the first rows of the list, as on the real brand.
      Dashboard: {
        // Under `many` the counts per status add up to the list's thousand rows, as a brand that size would show.
        totals: (dashboard: Ref | { totals: StatusTotals }, _args: unknown, ctx: MockContext) => {
          if (!isRef(dashboard)) return dashboard.totals;
          const totals = store.get(dashboard, 'totals') as Ref;
          if (scenarioOf(ctx).rows !== 'many') return totals;
          return scaledTotals(
            Object.fromEntries(STATUS_FIELDS.map((f) => [f, store.get(totals, f) as number])) as StatusTotals,
            MANY_ROWS,
          );
        },
        latest: (_dashboard: unknown, _args: unknown, ctx: MockContext) =>
          Array.from(
            { length: Math.min(DASHBOARD_LAST_OPPORTUNITIES, listTotal(scenarioOf(ctx), MOCK_TOTAL)) },
            (_, n) => store.get('Opportunity', rowId('Opportunity', n)),
          ),
      },
      Mutation: {
        login: (_root: unknown, args: { input: { keepConnected?: boolean } }, ctx: MockContext) => ({
          viewer: mockSession(ctx, roles(ctx), args.input.keepConnected !== false),
        }),
        // The client refreshes before `exp`: a new expiry, or it would ask again before every operation. The session
        // keeps the roles it was opened with, as the real one does, unless the request asks for a role.
        refreshSession: (_root: unknown, _args: unknown, ctx: MockContext) => ({
          viewer: mockSession(ctx, scenarioOf(ctx).role ? roles(ctx) : (sessionRoles(ctx) ?? roles(ctx))),
        }),
        logout: (_root: unknown, _args: unknown, ctx: GatewayContext) => {
          ctx.cookies.clearAll();
          return { loggedOut: true };
        },
      },
      // The CRM lists the sellers of the brand asked, as the services do.
      CrmSeller: {
        company: (_seller: unknown, _args: unknown, ctx: GatewayContext) => ctx.brand.slug,
      },
      Brand: {
        logoUrl: (b: { slug: string }) => `/brands/${b.slug}/logo.svg`,
        faviconUrl: (b: { slug: string }) => `/brands/${b.slug}/favicon.svg`,
      },
    }),
  });
  return withScenarioOutcomes(mocked);
}

type StatusTotals = Record<(typeof STATUS_FIELDS)[number] | 'total', number>;
const STATUS_FIELDS = ['analysis', 'approved', 'disapproved', 'awaitingRenovation', 'renovation', 'expired'] as const;

/** `totals` in the same proportions for a brand of `rows` opportunities; the largest remainders make up the sum. */
export function scaledTotals(totals: StatusTotals, rows: number): StatusTotals {
  const sum = STATUS_FIELDS.reduce((n, f) => n + totals[f], 0) || 1;
  const exact = STATUS_FIELDS.map((f) => (totals[f] * rows) / sum);
  const counts = exact.map(Math.floor);
  const byRemainder = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0]);
  const missing = rows - counts.reduce((a, b) => a + b, 0);
  for (let k = 0; k < missing; k++) counts[byRemainder[k][1]] += 1;
  return { ...Object.fromEntries(STATUS_FIELDS.map((f, i) => [f, counts[i]])), total: rows } as StatusTotals;
}

/** The `empty` scenario's dashboard: a brand with no opportunity yet, every figure at zero. */
function emptyDashboard() {
  const now = new Date();
  const months = Array.from({ length: now.getMonth() + 1 }, () => 0);
  const month = { approved: 0, disapproved: 0, analysis: 0, total: 0, estimated: 0 };
  return {
    year: now.getFullYear(),
    month: now.getMonth() + 1,
    monthly: { approved: months, disapproved: months, analysis: months, total: months },
    totals: { analysis: 0, approved: 0, disapproved: 0, awaitingRenovation: 0, renovation: 0, expired: 0, total: 0 },
    currentMonth: month,
    previousMonth: { ...month },
    decisionTimes: months.map((_, i) => ({
      month: i + 1,
      decisions: 0,
      medianBusinessDays: null,
      p90BusinessDays: null,
      overdue: 0,
    })),
    latest: [],
  };
}

/** The roles the session's readable cookie holds, when the request carries one (a test's jar may have none). */
function sessionRoles(ctx: GatewayContext): Role[] | undefined {
  try {
    const parsed: unknown = JSON.parse(ctx.cookies?.read?.(COOKIE.permissions) ?? 'null');
    const valid = Array.isArray(parsed) ? parsed.filter((r): r is Role => ROLES.includes(r)) : [];
    return valid.length ? valid : undefined;
  } catch {
    return undefined;
  }
}

/** The gateway's mock mode (createGateway's `mock` option) over the mock schema. */
export const mockMode = (opts: MockOptions = {}): MockMode => ({
  schema: createMockSchema(opts),
  readScenario: readMockScenario,
});
