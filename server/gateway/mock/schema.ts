import { addMocksToSchema, type IMockStore } from '@graphql-tools/mock';
import type { GraphQLSchema } from 'graphql';
import type { Role } from '../../lib/roles.js';
import type { GatewayContext } from '../context.js';
import { unprotectedRootFields } from '../directives/auth.js';
import { buildTypeSchema } from '../schema.js';
import { mocks as defaultMocks, seedMocks } from './mocks.js';

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

/** A page of `type` rows from the mock store: `pageSize` rows (at most MOCK_PAGE_CAP), of MOCK_TOTAL. */
const page = (store: IMockStore, type: string, page: number, pageSize: number) => {
  const pageCount = Math.ceil(MOCK_TOTAL / pageSize);
  const rows = page > pageCount ? 0 : Math.min(pageSize, MOCK_PAGE_CAP, MOCK_TOTAL - (page - 1) * pageSize);
  return {
    items: Array.from({ length: rows }, (_, i) => store.get(type, `${type}:${page}:${pageSize}:${i}`)),
    pageInfo: { page, pageSize, total: MOCK_TOTAL, pageCount },
  };
};

/**
 * The same schema with mock data and no upstream (npm run dev:mock). The access directives are not enforced (there
 * is no session), but the schema is checked for them as in the real gateway. The brand stays real, from the host,
 * and lists honour `page` and `pageSize`, so the client's layout and pager behave as against the services.
 */
export function createMockSchema(opts: MockOptions = {}): GraphQLSchema {
  if (opts.seed !== undefined) seedMocks(opts.seed);
  const schema = buildTypeSchema();
  const missing = unprotectedRootFields(schema);
  if (missing.length) throw new Error(`Root fields without @auth or @public: ${missing.join(', ')}`);
  const roles = opts.roles ?? ['REPRESENTATIVE'];
  type Args = { page: number; pageSize: number };
  return addMocksToSchema({
    schema,
    mocks: { ...defaultMocks, ...opts.mocks },
    preserveResolvers: false,
    resolvers: (store: IMockStore) => ({
      Query: {
        brand: (_root: unknown, _args: unknown, ctx: GatewayContext) => ctx.brand,
        me: (_root: unknown, _args: unknown, ctx: GatewayContext) => ({ ...MOCK_VIEWER, roles, brand: ctx.brand.slug }),
        opportunities: (_root: unknown, a: Args) => page(store, 'Opportunity', a.page, a.pageSize),
        resales: (_root: unknown, a: Args) => page(store, 'Resale', a.page, a.pageSize),
        sellers: (_root: unknown, a: Args) => page(store, 'Seller', a.page, a.pageSize),
        history: (_root: unknown, a: Args) => page(store, 'HistoryEntry', a.page, a.pageSize),
      },
      Mutation: {
        // Sets the same cookies as the real login (with placeholder tokens), so the client's session code runs
        // unchanged: guards, the user badge and reloads behave as against the services.
        login: (_root: unknown, args: { input: { keepConnected?: boolean } }, ctx: GatewayContext) => {
          const expiresAt = new Date(Date.now() + MOCK_TOKEN_MINUTES * 60_000);
          ctx.cookies.setSession({
            accessToken: 'mock-access-token',
            refreshToken: 'mock-refresh-token',
            exp: Math.floor(expiresAt.getTime() / 1000),
            brand: ctx.brand.slug,
            userId: MOCK_VIEWER.id,
            name: MOCK_VIEWER.name,
            roles,
            keep: args.input.keepConnected !== false,
          });
          return { viewer: { ...MOCK_VIEWER, roles, brand: ctx.brand.slug, expiresAt } };
        },
        logout: (_root: unknown, _args: unknown, ctx: GatewayContext) => {
          ctx.cookies.clearAll();
          return { loggedOut: true };
        },
      },
      Brand: {
        logoUrl: (b: { slug: string }) => `/brands/${b.slug}/logo.svg`,
        faviconUrl: (b: { slug: string }) => `/brands/${b.slug}/favicon.svg`,
      },
    }),
  });
}
