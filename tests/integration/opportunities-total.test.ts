import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EXACT_TOTAL_LIMIT } from '../../server/lib/constants.js';
import { type Browser, startGateway, type TestGateway } from '../fixtures/gateway.js';
import { growBrand } from '../fixtures/grow.js';
import { call, login } from '../fixtures/http.js';
import { DEFAULT_BRAND, DEMO_PASSWORD, demoAccounts } from '../fixtures/stack.js';

// The brand grown past EXACT_TOTAL_LIMIT: its lists report a lower bound instead of counting every row (issue 10).
let g: TestGateway;
let token: string;
let browser: Browser;
let rows: number;

const PAGE = `query Page($page: Int!, $pageSize: Int!, $filter: OpportunityFilter) {
  opportunities(page: $page, pageSize: $pageSize, filter: $filter) {
    items { id }
    pageInfo { total totalIsLowerBound pageCount }
  }
}`;

beforeAll(async () => {
  g = await startGateway();
  await growBrand(g.stack.db, DEFAULT_BRAND, EXACT_TOTAL_LIMIT + 500);
  [{ n: rows }] = await g.stack.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM api.opportunities WHERE brand = $1 AND NOT is_deleted',
    [DEFAULT_BRAND],
  );
  token = (await login(g.stack.authUrl, demoAccounts.representative.email)).access_token;
  browser = g.browser();
  const reply = await browser.gql('mutation Login($input: LoginInput!) { login(input: $input) { viewer { id } } }', {
    input: { username: demoAccounts.representative.email, password: DEMO_PASSWORD, keepConnected: true },
  });
  expect(reply.errors).toBeUndefined();
}, 120_000);
afterAll(() => g?.stop());

const list = (query: string) =>
  call(g.stack.apiUrl, 'GET', `/opportunity/all?${query}`, { token, brand: DEFAULT_BRAND });

describe('a list past EXACT_TOTAL_LIMIT rows', () => {
  test('REST reports the limit as a lower bound and offers the next page after a full one', async () => {
    expect(rows).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    const first = await list('amount=100&page=1');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: EXACT_TOTAL_LIMIT, totalIsLowerBound: true, quantityPage: 101 });
    expect(first.body.result).toHaveLength(100);

    // Past the pages the bound proves, a full page still offers the next one.
    const deep = await list('amount=100&page=101');
    expect(deep.body.result).toHaveLength(100);
    expect(deep.body).toMatchObject({ totalIsLowerBound: true, quantityPage: 102 });
  });

  test('REST: the last page, shorter than the others, tells the exact total', async () => {
    const amount = 1000;
    expect(rows % amount).not.toBe(0);
    const last = await list(`amount=${amount}&page=${Math.ceil(rows / amount)}`);
    expect(last.body).toMatchObject({ total: rows, totalIsLowerBound: false, quantityPage: Math.ceil(rows / amount) });
  });

  test('REST: a filtered list under the limit keeps its exact total', async () => {
    const [{ n }] = await g.stack.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM api.opportunities WHERE brand = $1 AND NOT is_deleted AND status = 'expired'`,
      [DEFAULT_BRAND],
    );
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThanOrEqual(EXACT_TOTAL_LIMIT);
    const page = await list('amount=10&page=1&status[]=expired');
    expect(page.body).toMatchObject({ total: n, totalIsLowerBound: false, quantityPage: Math.ceil(n / 10) });
  });

  test('GraphQL carries the lower bound in pageInfo', async () => {
    const reply = await browser.gql(PAGE, { page: 1, pageSize: 100 });
    expect(reply.errors).toBeUndefined();
    expect(reply.data.opportunities.pageInfo).toEqual({
      total: EXACT_TOTAL_LIMIT,
      totalIsLowerBound: true,
      pageCount: 101,
    });
    const exact = await browser.gql(PAGE, { page: 1, pageSize: 10, filter: { statuses: ['EXPIRED'] } });
    expect(exact.data.opportunities.pageInfo.totalIsLowerBound).toBe(false);
  });
});
