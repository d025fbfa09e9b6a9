/**
 * Benchmarks of the REST services on the seeded demo database (PGlite by default, BENCH_DATABASE_URL for
 * PostgreSQL). Prints the figures and writes them to bench/results/<name>.json. Figures are compared as ratios
 * measured in one run (e.g. a page of 1000 rows against a page of 10), never asserted in tests.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD, demoAccounts } from '../server/db/seed/accounts.js';
import { startGateway } from '../tests/fixtures/gateway.js';
import { growBrand } from '../tests/fixtures/grow.js';
import { call, login } from '../tests/fixtures/http.js';

const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');

async function timeIt(n: number, fn: () => Promise<unknown>) {
  await fn(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  const pct = (p: number) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))];
  return { n, p50: round(pct(0.5)), p95: round(pct(0.95)), max: round(samples[samples.length - 1]) };
}
const round = (x: number) => Math.round(x * 100) / 100;

function write(name: string, data: unknown) {
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}-${process.env.TEST_DB_KIND}.json`);
  fs.writeFileSync(
    file,
    `${JSON.stringify({ at: new Date().toISOString(), db: process.env.TEST_DB_KIND, cpus: os.cpus().length, ...(data as object) }, null, 2)}\n`,
  );
  console.log(`${name}: ${JSON.stringify(data)}`);
}

process.env.TEST_DB_KIND = process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite';
if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
const gw = await startGateway();
const { stack } = gw;
const scaleTo = Number(process.env.BENCH_ROWS ?? 20_000);
/** Samples per case (the slow "before" cases at a million rows take seconds each). */
const samples = Number(process.env.BENCH_SAMPLES ?? 20);

/** A row of the grown brand whose values the filter cases look for (every value occurs in each clone). */
async function sampleRow() {
  const [r] = await stack.db.query<{ cnpj: string; name: string; fantasy_name: string; state: string; city: string }>(
    `SELECT cnpj, name, fantasy_name, state, city FROM api.opportunities
     WHERE brand = 'scanora' AND NOT is_deleted AND length(name) >= 8 AND length(fantasy_name) >= 8
     ORDER BY id LIMIT 1`,
  );
  return r;
}

/** A piece from the middle of a word, in another case, accents as typed: what a user types in a "contains". */
const middleOf = (s: string) => s.slice(2, 7).toUpperCase();

const OPPORTUNITIES = `query Bench($filter: OpportunityFilter, $order: OpportunityOrder, $page: Int!, $pageSize: Int!) {
  opportunities(filter: $filter, order: $order, page: $page, pageSize: $pageSize) {
    items { id status name estimated } pageInfo { total pageCount }
  }
}`;

try {
  const growStart = performance.now();
  await growBrand(stack.db, 'scanora', scaleTo);
  const growMs = round(performance.now() - growStart);
  const rep = await login(stack.authUrl, demoAccounts.representative.email);
  const resale = await login(stack.authUrl, demoAccounts.resale.email);
  const [{ n: rows }] = await stack.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM api.opportunities WHERE brand = 'scanora'",
  );
  console.log(`brand scanora: ${rows} opportunities (grown in ${growMs} ms)`);
  const sample = await sampleRow();
  const cnpjPrefix = `${sample.cnpj.slice(0, 2)}.${sample.cnpj.slice(2, 5)}`;

  // Issue 10's list cases, each through REST and through GraphQL (the gateway on top of the same REST call).
  const cases: Array<{ name: string; rest: string; gql: Record<string, unknown>; as?: 'resale' }> = [
    { name: 'firstPage', rest: 'amount=100&page=1', gql: { page: 1, pageSize: 100 } },
    {
      name: 'cnpjPrefix',
      rest: `amount=100&page=1&cnpj=${encodeURIComponent(cnpjPrefix)}`,
      gql: { page: 1, pageSize: 100, filter: { cnpj: cnpjPrefix } },
    },
    {
      name: 'nameContains',
      rest: `amount=100&page=1&name=${encodeURIComponent(middleOf(sample.name))}`,
      gql: { page: 1, pageSize: 100, filter: { name: middleOf(sample.name) } },
    },
    {
      name: 'clientContains',
      rest: `amount=100&page=1&client=${encodeURIComponent(middleOf(sample.fantasy_name))}`,
      gql: { page: 1, pageSize: 100, filter: { fantasyName: middleOf(sample.fantasy_name) } },
    },
    {
      name: 'stateCity',
      rest: `amount=100&page=1&state=${sample.state.toLowerCase()}&city=${encodeURIComponent(sample.city)}`,
      gql: { page: 1, pageSize: 100, filter: { state: sample.state.toLowerCase(), city: sample.city } },
    },
    {
      name: 'sortByEstimated',
      rest: 'amount=100&page=1&order[field]=estimated&order[direction]=-1',
      gql: { page: 1, pageSize: 100, order: { field: 'ESTIMATED', direction: 'DESC' } },
    },
    { name: 'resaleScope', rest: 'amount=100&page=1', gql: { page: 1, pageSize: 100 }, as: 'resale' },
    { name: 'deepPage5000of100', rest: 'amount=100&page=5000', gql: { page: 5000, pageSize: 100 } },
  ];
  const browsers = {
    rep: await gatewayLogin(demoAccounts.representative.email),
    resale: await gatewayLogin(demoAccounts.resale.email),
  };
  const issue10: Record<string, unknown> = { brandRows: rows, growMs, cnpjPrefix };
  for (const c of cases) {
    const token = c.as === 'resale' ? resale.access_token : rep.access_token;
    const path = c.as === 'resale' ? '/opportunity/resale' : '/opportunity/all';
    const rest = await timeIt(samples, async () => {
      const r = await call(stack.apiUrl, 'GET', `${path}?${c.rest}`, { token, brand: 'scanora' });
      if (r.status !== 200) throw new Error(`${c.name} ${r.status}`);
    });
    const browser = c.as === 'resale' ? browsers.resale : browsers.rep;
    const graphql = await timeIt(samples, async () => {
      const r = await browser.gql(OPPORTUNITIES, c.gql);
      if (r.errors) throw new Error(`${c.name} ${JSON.stringify(r.errors)}`);
    });
    issue10[c.name] = { rest, graphql };
    console.log(`  ${c.name}: REST p50 ${rest.p50} p95 ${rest.p95} | GraphQL p50 ${graphql.p50} p95 ${graphql.p95}`);
  }
  issue10.dashboard = await timeIt(samples, async () => {
    const r = await call(stack.apiUrl, 'GET', '/dashboard/status?brand=scanora', {
      token: rep.access_token,
      brand: 'scanora',
    });
    if (r.status !== 200) throw new Error(`dashboard ${r.status}`);
  });
  write('issue10', issue10);

  // Opportunity list: cost of a page as the page grows (the query must not do per-row work).
  const list: Record<string, unknown> = { brandRows: rows };
  for (const amount of [10, 100, 1000]) {
    list[`page${amount}`] = await timeIt(samples, async () => {
      const r = await call(stack.apiUrl, 'GET', `/opportunity/all?amount=${amount}&page=1`, {
        token: rep.access_token,
        brand: 'scanora',
      });
      if (r.status !== 200) throw new Error(`list ${r.status}`);
    });
  }
  list.ratio1000to10 = round((list.page1000 as { p50: number }).p50 / (list.page10 as { p50: number }).p50);
  list.filteredByStatus = await timeIt(samples, () =>
    call(
      stack.apiUrl,
      'GET',
      '/opportunity/all?amount=100&page=1&status[]=approved&order[field]=estimated&order[direction]=-1',
      {
        token: rep.access_token,
        brand: 'scanora',
      },
    ),
  );
  list.resaleScope = await timeIt(samples, () =>
    call(stack.apiUrl, 'GET', '/opportunity/resale?amount=100&page=1', {
      token: resale.access_token,
      brand: 'scanora',
    }),
  );
  write('opportunity-list', list);

  // Dashboard: one SQL aggregation for the whole year.
  write('dashboard', {
    brandRows: rows,
    status: await timeIt(samples, () =>
      call(stack.apiUrl, 'GET', '/dashboard/status?brand=scanora', { token: rep.access_token, brand: 'scanora' }),
    ),
  });

  // Login cost is dominated by argon2id (m=19 MiB, t=2): the throttling budget should dwarf it.
  write('login', { login: await timeIt(10, () => login(stack.authUrl, demoAccounts.resale.email)) });

  const mem = process.memoryUsage();
  write('memory', { rssMiB: round(mem.rss / 2 ** 20), heapUsedMiB: round(mem.heapUsed / 2 ** 20) });
} finally {
  await gw.stop();
}

async function gatewayLogin(email: string) {
  const browser = gw.browser('scanora.localhost');
  const r = await browser.gql('mutation Login($input: LoginInput!) { login(input: $input) { viewer { id } } }', {
    input: { username: email, password: DEMO_PASSWORD, keepConnected: true },
  });
  if (r.errors) throw new Error(`gateway login ${JSON.stringify(r.errors)}`);
  return browser;
}
