import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { LOGIN_FAILURES_PER_EMAIL_IP } from '../../server/services/auth/throttling.js';
import { startGateway, type TestGateway } from '../fixtures/gateway.js';
import { call } from '../fixtures/http.js';
import { DEMO_PASSWORD, demoAccounts } from '../fixtures/stack.js';
import { isPostgresTest } from '../fixtures/test-db.js';

let g: TestGateway;
let urls: Record<'gateway' | 'api' | 'auth' | 'mailer', string>;
let key: string;

beforeAll(async () => {
  g = await startGateway();
  urls = { gateway: g.url, api: g.stack.apiUrl, auth: g.stack.authUrl, mailer: g.stack.mailerUrl };
  key = g.stack.config.serviceKey;
});
afterAll(async () => {
  await g?.stop();
});

const scrape = async (url: string, authorization?: string) => {
  const res = await fetch(`${url}/metrics`, { headers: authorization ? { authorization } : {} });
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
};

/**
 * The sum of the series `name` whose labels include all of `labels`; undefined when there is none. A sum, not the
 * first match: a series of other labels (another method) that appears between two scrapes would otherwise be
 * compared with a different one.
 */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  let sum: number | undefined;
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const has = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => has[k] === v)) sum = (sum ?? 0) + Number(m[3]);
  }
  return sum;
}

describe('/metrics', () => {
  test.each(['gateway', 'api', 'auth', 'mailer'] as const)(
    'of the %s answers 401 without the service key',
    async (s) => {
      for (const authorization of [undefined, 'Bearer errada', `Basic ${key}`, `Bearer ${key}x`]) {
        const reply = await scrape(urls[s], authorization);

        expect(reply.status).toBe(401);
        expect(JSON.parse(reply.text)).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Não autorizado' });
      }
    },
  );

  test.each(['gateway', 'api', 'auth', 'mailer'] as const)(
    'of the %s answers the service key with its own metrics',
    async (s) => {
      const reply = await scrape(urls[s], `Bearer ${key}`);

      expect(reply.status).toBe(200);
      expect(reply.type).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(reply.text).toContain('process_resident_memory_bytes');
      const services = new Set([...reply.text.matchAll(/service="(\w+)"/g)].map((m) => m[1]));
      expect([...services]).toEqual([s]);
    },
  );

  test('after a GraphQL request: the operation, the calls to the services and the routes by their pattern', async () => {
    // The services' metrics live as long as the process: other files of this worker count there too.
    const before = await Promise.all([urls.gateway, urls.api, urls.auth].map((u) => scrape(u, `Bearer ${key}`)));
    const browser = await g.signIn(demoAccounts.support.email);
    const missing = '00000000-0000-4000-8000-00000000abcd';
    // A name of the client's documents (OpportunityDetails is one of its queries): it keeps its own label.
    const probe = await browser.gql(`query OpportunityDetails { opportunity(id: "${missing}") { id } }`);
    // A busy machine can make the call time out instead (SERVICE_UNAVAILABLE): the counts below then differ.
    expect(probe.errors?.map((e) => e.extensions?.code)).toEqual(['NOT_FOUND']);
    const after = await Promise.all([urls.gateway, urls.api, urls.auth].map((u) => scrape(u, `Bearer ${key}`)));
    const [gateway, api, auth] = after.map((r, i) => (name: string, labels: Record<string, string>) => ({
      now: sample(r.text, name, labels) ?? 0,
      added: (sample(r.text, name, labels) ?? 0) - (sample(before[i].text, name, labels) ?? 0),
    }));

    const count = 'http_request_duration_seconds_count';
    expect(
      gateway('graphql_operation_duration_seconds_count', { operation: 'OpportunityDetails', type: 'query' }).added,
    ).toBe(1);
    expect(gateway('graphql_operation_duration_seconds_count', { operation: 'Login', errored: 'false' }).added).toBe(1);
    expect(gateway(count, { route: '/graphql', method: 'POST', status_class: '2xx' }).added).toBe(2);
    expect(gateway('upstream_request_duration_seconds_count', { upstream: 'api', status: '404' }).added).toBe(1);
    expect(gateway('upstream_request_duration_seconds_count', { upstream: 'auth', status: '200' }).added).toBe(1);
    expect(api(count, { route: '/opportunity/id/:id', method: 'GET', status_class: '4xx' }).added).toBe(1);
    expect(
      api('http_request_duration_seconds_bucket', { route: '/opportunity/id/:id', status_class: '4xx', le: '+Inf' })
        .added,
    ).toBe(1);
    expect(auth(count, { route: '/login', status_class: '2xx' }).added).toBe(1);
    expect(auth('login_attempts_total', { outcome: 'success' }).added).toBe(1);
    for (const r of after) expect(r.text).not.toContain(missing);
  });

  // The labels are the gateway's alone, whatever the database: run once (PGlite), not again in the PostgreSQL project.
  test.skipIf(isPostgresTest())(
    'labels only the operations the server knows: 1,000 names of the caller’s choosing add no series',
    async () => {
      const gatewaySeries = async () => {
        const { text } = await scrape(urls.gateway, `Bearer ${key}`);
        return text.split('\n').filter((line) => line.includes('service="gateway"'));
      };
      const anonymous = g.browser();
      const signedIn = await g.signIn(demoAccounts.support.email);
      const probe = (n: number) => {
        const name = `Zz_${n}_${Math.random().toString(36).slice(2)}`;
        return n % 2 ? anonymous.gql(`query ${name} { brand { name } }`) : signedIn.gql(`query ${name} { me { id } }`);
      };
      // The first unknown name of each caller makes the `other` series; none after it may add one.
      for (const n of [0, 1]) expect((await probe(n)).errors).toBeUndefined();
      const before = await gatewaySeries();

      // Any name that made its own series would show at once: a thousand prove it as well as ten thousand did, in a
      // tenth of the time (58 s of a loaded test run).
      const NAMES = 1_000;
      const CONCURRENT = 16;
      let next = 2;
      const failures: unknown[] = [];
      await Promise.all(
        Array.from({ length: CONCURRENT }, async () => {
          while (next < NAMES + 2) {
            const reply = await probe(next++);
            if (reply.errors) failures.push(reply.errors);
          }
        }),
      );
      const after = await gatewaySeries();

      expect(failures).toEqual([]);
      expect(after.length).toBe(before.length);
      const count = (lines: string[], operation: string) =>
        sample(lines.join('\n'), 'graphql_operation_duration_seconds_count', { operation }) ?? 0;
      expect(count(after, 'other') - count(before, 'other')).toBe(NAMES);
      expect(after.join('\n')).not.toContain('Zz_');
      // A known name with another type than its document's is not that operation either.
      const otherMutations = async () =>
        sample((await gatewaySeries()).join('\n'), 'graphql_operation_duration_seconds_count', {
          operation: 'other',
          type: 'mutation',
        }) ?? 0;
      const mutationsBefore = await otherMutations();
      await signedIn.gql('mutation Me { logout { loggedOut } }');
      expect(await otherMutations()).toBe(mutationsBefore + 1);
      expect((await gatewaySeries()).join('\n')).not.toMatch(/operation="Me",type="mutation"/);
    },
    300_000,
  );

  test('counts failed and throttled logins, and the limit that refused them', async () => {
    const ip = '10.77.0.1';
    const attempt = (password: string) =>
      call(g.stack.authUrl, 'GET', '/login?brand=scanora', {
        headers: {
          authorization: `Basic ${Buffer.from(`${demoAccounts.seller.email}:${password}`).toString('base64')}`,
          'x-forwarded-for': ip,
        },
      });
    for (let i = 0; i < LOGIN_FAILURES_PER_EMAIL_IP; i++) expect((await attempt(`Errada@${i}`)).status).toBe(401);
    expect((await attempt(DEMO_PASSWORD)).status).toBe(429);

    const auth = (await scrape(urls.auth, `Bearer ${key}`)).text;
    expect(sample(auth, 'login_attempts_total', { outcome: 'failure' })).toBeGreaterThanOrEqual(
      LOGIN_FAILURES_PER_EMAIL_IP,
    );
    expect(sample(auth, 'login_attempts_total', { outcome: 'throttled' })).toBeGreaterThanOrEqual(1);
    expect(sample(auth, 'rate_limit_refusals_total', { limiter: 'auth:login:email-ip' })).toBeGreaterThanOrEqual(1);
  });

  test('counts the gateway’s query limits as refusals', async () => {
    const aliases = Array.from({ length: 200 }, (_, i) => `a${i}: __typename`).join(' ');
    await g.browser().gql(`{ ${aliases} }`);

    const gateway = (await scrape(urls.gateway, `Bearer ${key}`)).text;
    expect(sample(gateway, 'rate_limit_refusals_total', { limiter: 'graphql:aliases' })).toBeGreaterThanOrEqual(1);
    expect(
      sample(gateway, 'graphql_operation_duration_seconds_count', { operation: 'invalid' }),
    ).toBeGreaterThanOrEqual(1);
  });

  test('reads the outbox backlog and, on PostgreSQL, the pool', async () => {
    const api = (await scrape(urls.api, `Bearer ${key}`)).text;
    const mailer = (await scrape(urls.mailer, `Bearer ${key}`)).text;

    expect(sample(api, 'outbox_pending_messages', { outbox: 'api.mail_outbox' })).toBeGreaterThanOrEqual(0);
    expect(sample(api, 'outbox_oldest_pending_age_seconds', { outbox: 'api.mail_outbox' })).toBeGreaterThanOrEqual(0);
    expect(sample(mailer, 'outbox_pending_messages', { outbox: 'mailer.messages' })).toBeGreaterThanOrEqual(0);
    if (g.stack.db.kind === 'postgres') {
      expect(sample(api, 'db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(api, 'db_gate_waiting_calls')).toBe(0);
    }
  });

  test('counts the runs of the scheduled jobs', async () => {
    const runs = async () =>
      sample((await scrape(urls.api, `Bearer ${key}`)).text, 'job_runs_total', {
        job: 'opportunity-job',
        outcome: 'success',
      }) ?? 0;
    const before = await runs();

    // The opportunity job runs 5 s after the API's background work starts, then hourly.
    g.stack.startBackground();

    await vi.waitFor(async () => expect(await runs()).toBeGreaterThan(before), { timeout: 20_000, interval: 200 });
  });
});
