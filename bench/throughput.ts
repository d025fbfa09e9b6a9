/**
 * Throughput of a 10-row page of the opportunity list through GraphQL against the same page straight from
 * the REST service, 32 connections, both measured in one run. The servers run compiled, as `npm start` runs them:
 * on PostgreSQL the services and the gateway as separate processes (startCluster), on PGlite the one-process portal.
 * autocannon runs in its own process, so the load generator does not share an event loop with a server.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { print } from 'graphql';
import { OpportunityListDocument } from '../client/src/__generated__/graphql.js';
import { demoAccounts } from '../server/db/seed/accounts.js';
import { Browser } from '../tests/fixtures/gateway.js';
import { login } from '../tests/fixtures/http.js';
import { startCluster } from '../tests/fixtures/processes.js';
import { createTestDb } from '../tests/fixtures/test-db.js';
import { grownTemplate } from './grown-db.js';
import { startPortal } from './portal-process.js';
import { type BenchResult, isMain, writeResult } from './targets.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BRAND = 'scanora';
const CONNECTIONS = 32;
const PAGE_SIZE = 10;
/** Seconds per measurement (BENCH_THROUGHPUT_SECONDS); each side is measured twice, alternately. */
const seconds = () => Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 10);
const WARMUP_SECONDS = 3;
/** GraphQL at least this share of REST's requests per second. */
const RATIO_TARGET = 0.8;

interface Load {
  url: string;
  method?: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

interface Measured {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/** One autocannon run in a child process (its JSON summary on stdout). */
function autocannon(load: Load, duration: number): Promise<Measured> {
  const args = ['-c', String(CONNECTIONS), '-d', String(duration), '-j', '-m', load.method ?? 'GET'];
  for (const [k, v] of Object.entries(load.headers)) args.push('-H', `${k}=${v}`);
  if (load.body) args.push('-b', load.body);
  args.push(load.url);
  return new Promise((resolve, reject) => {
    execFile(
      path.join(ROOT, 'node_modules/.bin/autocannon'),
      args,
      { maxBuffer: 16 * 2 ** 20 },
      (err, stdout, stderr) => {
        if (err) return reject(new Error(`autocannon: ${err.message} ${stderr}`));
        const r = JSON.parse(stdout) as {
          requests: { average: number };
          latency: { p50: number; p99: number };
          non2xx: number;
          errors: number;
        };
        resolve({
          reqPerSec: r.requests.average,
          p50Ms: r.latency.p50,
          p99Ms: r.latency.p99,
          non2xx: r.non2xx,
          errors: r.errors,
        });
      },
    );
  });
}

/** The servers under load: the REST service and the gateway in front of it, on one grown database. */
async function startServers(template: string) {
  if (process.env.BENCH_DATABASE_URL) {
    const cluster = await startCluster({ template, compiled: true, env: { LOG_LEVEL: 'warn' } });
    const auth = await cluster.add('auth', 'auth');
    const mailer = await cluster.add('mailer', 'mailer');
    const api = await cluster.add('api', 'api');
    const gateway = await cluster.add('gateway', 'gateway');
    for (const p of [auth, mailer, api, gateway]) await p.start();
    return { layout: 'processes', authUrl: auth.url, apiUrl: api.url, gatewayUrl: gateway.url, stop: cluster.stop };
  }
  const db = await createTestDb(template);
  await db.db.close();
  const portal = await startPortal({ dataDir: db.dataDir });
  return {
    layout: 'one process',
    authUrl: portal.authUrl,
    apiUrl: portal.apiUrl,
    gatewayUrl: portal.url,
    async stop() {
      await portal.stop();
      await db.drop();
    },
  };
}

/** Each load is sent once first: it must answer 200 with a full page (and no GraphQL error). */
async function checkRest(load: Load) {
  const res = await fetch(load.url, { headers: load.headers });
  const body = (await res.json()) as { result?: unknown[] };
  if (res.status !== 200 || body.result?.length !== PAGE_SIZE) {
    throw new Error(`REST answered ${res.status}: ${JSON.stringify(body).slice(0, 500)}`);
  }
}

async function checkGraphql(gatewayUrl: string, load: Load) {
  // Node's fetch will not send a Host header: the test Browser does.
  const { host, ...headers } = load.headers;
  const reply = await new Browser(gatewayUrl, host).request('POST', '/graphql', { body: load.body, headers });
  const body = JSON.parse(reply.text) as { data?: { opportunities?: { items: unknown[] } }; errors?: unknown };
  if (reply.status !== 200 || body.errors || body.data?.opportunities?.items.length !== PAGE_SIZE) {
    throw new Error(`GraphQL answered ${reply.status}: ${reply.text.slice(0, 500)}`);
  }
}

export async function run(): Promise<BenchResult> {
  const { template } = await grownTemplate();
  const servers = await startServers(template);
  try {
    const { access_token: token } = await login(servers.authUrl, demoAccounts.representative.email, BRAND);
    // The very call the gateway makes for that query (its default order and the brand's name).
    const rest: Load = {
      url: `${servers.apiUrl}/opportunity/all?page=1&amount=${PAGE_SIZE}&order%5Bfield%5D=createdAt&order%5Bdirection%5D=-1&brandName=${BRAND}`,
      headers: { authorization: `Bearer ${token}`, company: BRAND },
    };
    // The list page's own query (client/src/features/opportunities/graphql), on the brand's host.
    const graphql: Load = {
      url: `${servers.gatewayUrl}/graphql`,
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, host: `${BRAND}.localhost`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: print(OpportunityListDocument), variables: { page: 1, pageSize: PAGE_SIZE } }),
    };
    await checkRest(rest);
    await checkGraphql(servers.gatewayUrl, graphql);

    await autocannon(rest, WARMUP_SECONDS);
    await autocannon(graphql, WARMUP_SECONDS);
    const restRuns: Measured[] = [];
    const graphqlRuns: Measured[] = [];
    for (let i = 0; i < 2; i++) {
      restRuns.push(await autocannon(rest, seconds()));
      graphqlRuns.push(await autocannon(graphql, seconds()));
    }
    const summary = (runs: Measured[]) => ({
      reqPerSec: round(runs.reduce((s, r) => s + r.reqPerSec, 0) / runs.length),
      p50Ms: Math.max(...runs.map((r) => r.p50Ms)),
      p99Ms: Math.max(...runs.map((r) => r.p99Ms)),
      non2xx: runs.reduce((s, r) => s + r.non2xx, 0),
      errors: runs.reduce((s, r) => s + r.errors, 0),
    });
    const restSummary = summary(restRuns);
    const graphqlSummary = summary(graphqlRuns);
    if (restSummary.non2xx || restSummary.errors || graphqlSummary.non2xx || graphqlSummary.errors) {
      throw new Error(`failed requests under load: ${JSON.stringify({ restSummary, graphqlSummary })}`);
    }
    const ratio = round(graphqlSummary.reqPerSec / restSummary.reqPerSec);
    return {
      figures: {
        layout: servers.layout,
        connections: CONNECTIONS,
        seconds: seconds(),
        pageSize: PAGE_SIZE,
        rest: restSummary,
        graphql: graphqlSummary,
        ratio,
      },
      targets: [
        { name: 'GraphQL / REST requests per second', value: ratio, limit: RATIO_TARGET, unit: '×', atLeast: true },
      ],
    };
  } finally {
    await servers.stop();
  }
}

const round = (x: number) => Math.round(x * 100) / 100;

if (isMain(import.meta.url)) {
  writeResult('throughput', await run());
  process.exit(0);
}
