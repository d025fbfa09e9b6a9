/**
 * A rolling restart under load (design section 14): the two-replica set-up of the replicas test (two main APIs, two
 * gateways, one authenticator, one mailer, separate processes over one PostgreSQL and Redis) serves a steady mix of
 * reads and writes while every process is stopped with SIGTERM and started again, one at a time. A load balancer in
 * front of the gateways (this test) sends requests to the gateways whose /readyz answers 200, as a real one would.
 * Every request must succeed, every process must exit 0, and every registration accepted must be stored once.
 * To look into a failure: ROLL_ONLY=gateway-a,api-a restarts only those, ROLL_LOG_LEVEL=info with PROCESS_LOG_DIR keeps
 * every process's log lines.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { Browser, type GqlReply } from '../fixtures/gateway.js';
import { CREATE_OPPORTUNITY, createOpportunityInput } from '../fixtures/gateway-inputs.js';
import { type Cluster, type ServiceProcess, startCluster } from '../fixtures/processes.js';
import { DEMO_PASSWORD, demoAccounts } from '../fixtures/stack.js';
import { isPostgresTest } from '../fixtures/test-db.js';

const HOST = 'scanora.localhost';
/** Longer than the gateway's idle keep-alive to the services (4 s) and the balancer's readiness poll (below). */
const SHUTDOWN_DELAY_MS = 4_500;
const READINESS_POLL_MS = 100;
const USERS = 4;
const PAUSE_MS = 40;

const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { viewer { id } } }';
const LIST = '{ opportunities(pageSize: 10) { pageInfo { total } items { id name status } } }';
const DETAILS = 'query D($id: ID!) { opportunity(id: $id) { id name status } }';
const ME = '{ me { id roles } }';
const DASHBOARD = '{ dashboard { totals { approved } } }';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!isPostgresTest() || !process.env.TEST_REDIS_URL)('a rolling restart under load', () => {
  let cluster: Cluster;
  let gateways: ServiceProcess[];
  const ready = new Map<ServiceProcess, boolean>();
  let polling = true;

  beforeAll(async () => {
    cluster = await startCluster({
      compiled: true,
      env: {
        SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS),
        SHUTDOWN_TIMEOUT_MS: '10000',
        LOG_LEVEL: process.env.ROLL_LOG_LEVEL ?? 'warn',
      },
    });
    const auth = await cluster.add('auth', 'auth');
    const mailer = await cluster.add('mailer', 'mailer');
    const apiA = await cluster.add('api-a', 'api');
    const apiB = await cluster.add('api-b', 'api');
    // Each gateway waits for its API through the API's restart (a refused connection is tried again).
    const gwA = await cluster.add('gateway-a', 'gateway', { API_URL: apiA.url, UPSTREAM_RESTART_WAIT_MS: '15000' });
    const gwB = await cluster.add('gateway-b', 'gateway', { API_URL: apiB.url, UPSTREAM_RESTART_WAIT_MS: '15000' });
    await auth.start();
    await Promise.all([mailer.start(), apiA.start(), apiB.start()]);
    await Promise.all([gwA.start(), gwB.start()]);
    gateways = [gwA, gwB];
    void (async () => {
      while (polling) {
        await Promise.all(
          gateways.map(async (g) => {
            const answer = await fetch(`${g.url}/readyz`, { signal: AbortSignal.timeout(500) }).catch(() => undefined);
            ready.set(g, answer?.status === 200);
          }),
        );
        await sleep(READINESS_POLL_MS);
      }
    })();
  }, 120_000);

  afterAll(async () => {
    polling = false;
    await cluster?.stop();
  });

  let phase = 'start';
  let phaseAt = Date.now();
  /** The balancer: the next ready gateway; a connection it refuses is sent to another (it never reached one). */
  let turn = 0;
  async function send(cookies: Map<string, string>, query: string, variables?: Record<string, unknown>) {
    for (let attempt = 0; attempt < 50; attempt++) {
      const candidates = gateways.filter((g) => ready.get(g));
      const gateway = candidates[turn++ % Math.max(1, candidates.length)] ?? gateways[0];
      const browser = new Browser(gateway.url, HOST);
      for (const [k, v] of cookies) browser.cookies.set(k, v);
      try {
        const reply = await browser.gql(query, variables);
        for (const [k, v] of browser.cookies) cookies.set(k, v);
        return reply;
      } catch (err) {
        if ((err as { code?: string }).code !== 'ECONNREFUSED') {
          throw new Error(
            `${gateway.name} (${phase} +${Date.now() - phaseAt} ms, ready ${[...ready.values()]}): ${String(err)}`,
          );
        }
        await sleep(50);
      }
    }
    throw new Error('no gateway took the connection');
  }

  it('loses no request and no data, and every process exits 0', async () => {
    onTestFailed(() => console.log(cluster.report(30)));
    const signIn = async (email: string) => {
      const cookies = new Map<string, string>();
      const reply = await send(cookies, LOGIN, {
        input: { username: email, password: DEMO_PASSWORD, keepConnected: true },
      });
      expect(reply.errors).toBeUndefined();
      return cookies;
    };
    const representative = await signIn(demoAccounts.representative.email);
    const reseller = await signIn(demoAccounts.resale.email);
    const firstId = (await send(representative, LIST)).data.opportunities.items[0].id as string;

    const failures: Array<{ op: string; reply: unknown }> = [];
    const created: string[] = [];
    let requests = 0;
    let loading = true;
    const user = async (n: number) => {
      while (loading) {
        const op = ['list', 'details', 'me', 'dashboard', 'create'][(n + requests) % 5];
        let reply: GqlReply;
        try {
          if (op === 'create') {
            reply = await send(reseller, CREATE_OPPORTUNITY, { i: createOpportunityInput() });
            const id = reply.data?.createOpportunity?.opportunity?.id;
            if (id) created.push(id);
          } else if (op === 'details') reply = await send(representative, DETAILS, { id: firstId });
          else reply = await send(representative, { list: LIST, me: ME, dashboard: DASHBOARD }[op] ?? ME);
          if (reply.errors || reply.status !== 200) failures.push({ op, reply: reply.errors ?? reply.status });
        } catch (err) {
          failures.push({ op, reply: String(err) });
        }
        requests += 1;
        await sleep(PAUSE_MS);
      }
    };
    const load = Promise.all(Array.from({ length: USERS }, (_, n) => user(n)));

    // One at a time, as an operator rolls a new version out: each process is stopped, started, and ready again.
    const exits: Record<string, unknown> = {};
    for (const name of (process.env.ROLL_ONLY ?? 'api-a,api-b,auth,mailer,gateway-a,gateway-b').split(',')) {
      const p = cluster.processes.find((q) => q.name === name)!;
      await sleep(300);
      phase = `stopping ${name}`;
      phaseAt = Date.now();
      await p.stop(SHUTDOWN_DELAY_MS + 15_000);
      phase = `starting ${name}`;
      exits[name] = p.lastExit;
      await p.start();
      await expect.poll(async () => (await fetch(`${p.url}/readyz`)).status, { timeout: 30_000 }).toBe(200);
      phase = `after ${name}`;
    }
    await sleep(300);
    loading = false;
    await load;

    console.log(`rolling restart: ${requests} requests, ${created.length} registrations, ${failures.length} failed`);
    expect(failures).toEqual([]);
    expect(Object.values(exits)).toEqual(Array(6).fill({ code: 0, signal: null }));
    expect(requests).toBeGreaterThan(100);
    const stored = await cluster.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM api.opportunities WHERE id = ANY($1::uuid[])',
      [created],
    );
    expect(stored[0].n).toBe(created.length);
  }, 300_000);
});
