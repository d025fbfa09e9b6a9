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
        me: (_root: unknown, _args: unknown, ctx: GatewayContext) => ({ roles, brand: ctx.brand.slug }),
        opportunities: (_root: unknown, a: Args) => page(store, 'Opportunity', a.page, a.pageSize),
        resales: (_root: unknown, a: Args) => page(store, 'Resale', a.page, a.pageSize),
        sellers: (_root: unknown, a: Args) => page(store, 'Seller', a.page, a.pageSize),
        history: (_root: unknown, a: Args) => page(store, 'HistoryEntry', a.page, a.pageSize),
      },
      Mutation: {
        login: (_root: unknown, _args: unknown, ctx: GatewayContext) => ({ viewer: { roles, brand: ctx.brand.slug } }),
      },
      Brand: {
        logoUrl: (b: { slug: string }) => `/brands/${b.slug}/logo.svg`,
        faviconUrl: (b: { slug: string }) => `/brands/${b.slug}/favicon.svg`,
      },
    }),
  });
}
