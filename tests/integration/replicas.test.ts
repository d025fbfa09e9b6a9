/**
 * The scale-out proof: two main API replicas and two gateways (gateway A in front of API A, B of B), one
 * authenticator and one mailer, all separate processes over one PostgreSQL database and one Redis. The opportunity
 * job runs once per interval across the replicas and moves each due opportunity once; the two mail dispatchers hand
 * each outbox message to the mailer once; rate limits count across replicas as on one; a session opened through one
 * gateway works through the other, and a logout through one ends it on the other.
 *
 * Job runs are counted in the database: a statement trigger (installed in this file's own database) records each
 * execution of the job's renovation UPDATE, which every run makes once, with the replica's application_name.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { CNPJ_LOOKUPS_PER_MINUTE } from '../../server/services/api/routes/cnpj.js';
import { RESALE_SIGNUPS_PER_HOUR } from '../../server/services/api/routes/resales.js';
import { LOGIN_FAILURES_PER_EMAIL_IP } from '../../server/services/auth/throttling.js';
import { mailSettled, mailsExactlyOnce } from '../fixtures/fault-invariants.js';
import { Browser, type GqlReply } from '../fixtures/gateway.js';
import { call, login } from '../fixtures/http.js';
import { freshCnpj } from '../fixtures/opportunity.js';
import { type Cluster, type ServiceProcess, startCluster } from '../fixtures/processes.js';
import { resaleSignupPayload } from '../fixtures/resale.js';
import { type SmtpFixture, startSmtpServer } from '../fixtures/smtp.js';
import { DEMO_PASSWORD, demoAccounts } from '../fixtures/stack.js';
import { isPostgresTest } from '../fixtures/test-db.js';

const JOB_INTERVAL_MS = 1_500;
/** The job's first run comes this long after a replica starts (server/services/api/jobs/index.ts). */
const FIRST_RUN_DELAY_MS = 5_000;
const JOB_WINDOW_INTERVALS = 5;
/** Sign-ups and seller creations written at once through both replicas (3 mails per pair). */
const BURST = 8;
const HOST = 'scanora.localhost';
const RESULTS = path.resolve(import.meta.dirname, '../../bench/results/replicas.json');

const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { viewer { id } } }';
const LOGOUT = 'mutation { logout { loggedOut } }';
const ME = '{ me { id email } }';
const OPPORTUNITIES = '{ opportunities(pageSize: 1) { pageInfo { total } } }';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let ipCounter = 0;
const freshIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
const codeOf = (r: GqlReply) => r.errors?.[0]?.extensions?.code as string | undefined;

describe.skipIf(!isPostgresTest() || !process.env.TEST_REDIS_URL)('two API replicas and two gateways', () => {
  let cluster: Cluster;
  let smtp: SmtpFixture;
  let auth: ServiceProcess;
  let mailer: ServiceProcess;
  let apiA: ServiceProcess;
  let apiB: ServiceProcess;
  let gwA: ServiceProcess;
  let gwB: ServiceProcess;
  let since: Date;
  let apisStartedAt: number;
  const figures: Record<string, unknown> = {};
  let printed = false;
  const printLogsOnFailure = () =>
    onTestFailed(() => {
      if (printed) return;
      printed = true;
      console.log(cluster.report(25));
    });

  beforeAll(async () => {
    const t0 = Date.now();
    smtp = await startSmtpServer();
    cluster = await startCluster({
      // The compiled server, as `npm start` runs it: each process starts without compiling TypeScript.
      compiled: true,
      env: {
        SMTP_URL: smtp.url,
        MAIL_DISPATCH_MS: '50',
        MAILER_POLL_MS: '200',
        JOB_INTERVAL_MS: String(JOB_INTERVAL_MS),
      },
    });
    await installJobProbe(cluster);
    auth = await cluster.add('auth', 'auth');
    mailer = await cluster.add('mailer', 'mailer');
    apiA = await cluster.add('api-a', 'api');
    apiB = await cluster.add('api-b', 'api');
    gwA = await cluster.add('gateway-a', 'gateway', { API_URL: apiA.url, TRUST_PROXY: '1' });
    gwB = await cluster.add('gateway-b', 'gateway', { API_URL: apiB.url, TRUST_PROXY: '1' });
    await auth.start();
    await Promise.all([mailer.start(), apiA.start(), apiB.start()]);
    apisStartedAt = Date.now();
    await Promise.all([gwA.start(), gwB.start()]);
    [{ since }] = await cluster.db.query<{ since: Date }>('SELECT now() AS since');
    figures.startMs = Date.now() - t0;
  }, 90_000);

  afterAll(async () => {
    console.log(`replicas figures\n${JSON.stringify(figures, null, 2)}`);
    fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
    fs.writeFileSync(RESULTS, `${JSON.stringify(figures, null, 2)}\n`);
    await cluster?.stop();
    await smtp?.stop();
  });

  describe('sessions', () => {
    let browserA: Browser;
    let browserB: Browser;

    it('a session opened through gateway A works through gateway B', async () => {
      printLogsOnFailure();
      browserA = new Browser(gwA.url, HOST);
      const signedIn = await browserA.gql(LOGIN, {
        input: { username: demoAccounts.representative.email, password: DEMO_PASSWORD, keepConnected: true },
      });
      expect(signedIn.errors).toBeUndefined();
      // The same browser behind a load balancer that sent its next calls to the other gateway.
      browserB = new Browser(gwB.url, HOST);
      for (const [k, v] of browserA.cookies) browserB.cookies.set(k, v);

      const me = await browserB.gql(ME);
      const list = await browserB.gql(OPPORTUNITIES);

      expect(me.data?.me?.email).toBe(demoAccounts.representative.email);
      expect(list.errors).toBeUndefined();
      expect(list.data.opportunities.pageInfo.total).toBeGreaterThan(0);
    });

    it('a logout through gateway A ends the session on gateway B at once', async () => {
      printLogsOnFailure();
      // B still holds the session's cookies: another tab, or a copy of them, that A's reply never reached.
      const loggedOut = await browserA.gql(LOGOUT);
      expect(loggedOut.errors).toBeUndefined();

      const me = await browserB.gql(ME);
      const list = await browserB.gql(OPPORTUNITIES);
      figures.afterLogoutOnB = { me: me.data?.me ?? codeOf(me) ?? null, opportunities: codeOf(list) ?? 'served' };

      expect(me.data?.me ?? null, 'me through B after logout through A').toBeNull();
      expect(codeOf(list), 'opportunities through B after logout through A').toBe('UNAUTHENTICATED');
    });
  });

  describe('rate limits count across replicas as on one', () => {
    /** The number of the first refused attempt, sending `attempts` through `send(i)`. */
    async function firstRefused(attempts: number, send: (i: number) => Promise<boolean>): Promise<number | null> {
      for (let i = 1; i <= attempts; i++) if (!(await send(i))) return i;
      return null;
    }

    /**
     * Attempts from one address to one replica, then from another address alternating between the two replicas
     * (`attempt(replica, ip, phase)` answers whether it was let through): both refuse first at attempt limit + 1.
     */
    async function expectSameLimit(
      figure: string,
      limit: number,
      attempt: (replica: 0 | 1, ip: string, phase: 'one' | 'alternating') => Promise<boolean>,
      single: 0 | 1 = 0,
    ) {
      const oneIp = freshIp();
      const alternatingIp = freshIp();
      const onOne = await firstRefused(limit + 3, () => attempt(single, oneIp, 'one'));
      const alternating = await firstRefused(limit + 3, (i) => attempt(i % 2 ? 0 : 1, alternatingIp, 'alternating'));
      figures[figure] = { limit, firstRefusedOnOne: onOne, firstRefusedAlternating: alternating };
      expect(onOne).toBe(limit + 1);
      expect(alternating).toBe(onOne);
    }

    it('failed logins alternated between the gateways hit the limit at the same attempt as on one', async () => {
      printLogsOnFailure();
      await expectSameLimit('loginLimit', LOGIN_FAILURES_PER_EMAIL_IP, async (replica, ip, phase) => {
        const email = phase === 'one' ? 'alguem@exemplo.com.br' : 'outra.pessoa@exemplo.com.br';
        const reply = await new Browser([gwA, gwB][replica].url, HOST).gql(
          LOGIN,
          { input: { username: email, password: 'Errada@123', keepConnected: false } },
          { 'x-forwarded-for': ip },
        );
        const code = codeOf(reply);
        if (code !== 'UNAUTHENTICATED' && code !== 'RATE_LIMITED') throw new Error(`login answered ${code}`);
        return code === 'UNAUTHENTICATED';
      });
    });

    it('sign-ups from one address alternated between the API replicas hit the limit at the same count as on one', async () => {
      printLogsOnFailure();
      await expectSameLimit('signupLimit', RESALE_SIGNUPS_PER_HOUR, async (replica, ip) => {
        const reply = await call([apiA, apiB][replica].url, 'POST', '/register/resale', {
          body: resaleSignupPayload(),
          headers: { 'x-forwarded-for': ip },
        });
        if (reply.status !== 201 && reply.status !== 429) throw new Error(`sign-up answered ${reply.status}`);
        return reply.status === 201;
      });
    });

    it('CNPJ lookups alternated between the API replicas hit the limit at the same count as on one', async () => {
      printLogsOnFailure();
      const lookup = async (replica: 0 | 1, ip: string) => {
        const reply = await call([apiA, apiB][replica].url, 'GET', `/cnpj/${freshCnpj()}`, {
          headers: { 'x-forwarded-for': ip },
        });
        return reply.status !== 429;
      };
      await expectSameLimit('cnpjLimit', CNPJ_LOOKUPS_PER_MINUTE, lookup, 1);
    });
  });

  it('the two mail dispatchers hand each outbox message to the mailer once, and it is delivered once', async () => {
    printLogsOnFailure();
    const resaleToken = (await login(auth.url, demoAccounts.resale.email)).access_token;
    // A burst of mail written through both replicas, for both dispatchers to race for.
    const writes: Promise<{ status: number }>[] = [];
    for (let i = 0; i < BURST; i++) {
      const api = i % 2 ? apiA : apiB;
      writes.push(
        call(api.url, 'POST', '/register/resale', {
          body: resaleSignupPayload(),
          headers: { 'x-forwarded-for': freshIp() },
        }),
        call(api.url, 'POST', '/seller', {
          token: resaleToken,
          brand: 'scanora',
          body: {
            name: `Vendedor Réplica ${i}`,
            email: `vendedor-replica-${i}-${Date.now()}@demo.com.br`,
            phone: '31987654321',
          },
        }),
      );
    }
    const statuses = (await Promise.all(writes)).map((r) => r.status);
    expect(statuses.filter((s) => s !== 201)).toEqual([]);

    const settled = async () => mailSettled(cluster.db, since, smtp.messages);
    for (let deadline = Date.now() + 20_000; !(await settled()) && Date.now() < deadline; ) await sleep(200);
    await sleep(500);

    const handovers = await cluster.db.query<{ id: string; attempts: number; by: string | null }>(
      `SELECT o.id, o.attempts, p.app AS by FROM api.mail_outbox o
         LEFT JOIN probe.outbox_sent p ON p.id = o.id
        WHERE o.created_at >= $1`,
      [since],
    );
    const accepted = mailer.events().filter((e) => e.msg === 'mail queued').length;
    const replayed = mailer.events().filter((e) => e.msg === 'mail already queued under this idempotency key').length;
    const delivery = await mailsExactlyOnce(cluster.db, since, smtp.messages);
    const byReplica: Record<string, number> = {};
    for (const h of handovers) byReplica[h.by ?? 'nobody'] = (byReplica[h.by ?? 'nobody'] ?? 0) + 1;
    figures.mailDispatch = {
      outbox: handovers.length,
      handedOverBy: byReplica,
      claimedMoreThanOnce: handovers.filter((h) => h.attempts !== 1).length,
      acceptedByMailer: accepted,
      replayedAtMailer: replayed,
      delivered: delivery.delivered,
      duplicates: delivery.duplicates,
      checked: delivery.checked,
    };

    expect(handovers.length).toBeGreaterThanOrEqual(BURST * 3);
    expect(
      handovers.filter((h) => h.attempts !== 1),
      'outbox rows claimed more than once',
    ).toEqual([]);
    expect(replayed, 'hand-overs the mailer had already queued').toBe(0);
    // The mailer also took what the APIs wrote as they started (the jobs' first run: the approval clock's digests).
    const [{ earlier }] = await cluster.db.query<{ earlier: number }>(
      'SELECT count(*)::int AS earlier FROM api.mail_outbox WHERE created_at < $1 AND sent_at IS NOT NULL',
      [since],
    );
    expect(accepted).toBe(handovers.length + earlier);
    expect(delivery.violations).toEqual([]);
  });

  it('the opportunity job runs once per interval across the replicas and moves each due opportunity once', async () => {
    printLogsOnFailure();
    // Past each replica's first run (shortly after its start), so that only the interval counts.
    const steady = apisStartedAt + FIRST_RUN_DELAY_MS + 1_000;
    if (Date.now() < steady) await sleep(steady - Date.now());
    const [{ windowStart }] = await cluster.db.query<{ windowStart: Date }>('SELECT now() AS "windowStart"');
    // Approved opportunities whose 90 days just ended: the next run moves them to renovation.
    const due = await cluster.db.query<{ id: string }>(
      `UPDATE api.opportunities SET created_at = now() - interval '91 days', renovation_date = NULL
        WHERE id IN (SELECT id FROM api.opportunities WHERE brand = 'scanora' AND status = 'approved'
                       AND approve_date IS NOT NULL AND NOT is_deleted ORDER BY id LIMIT 6)
        RETURNING id`,
    );
    await sleep(JOB_WINDOW_INTERVALS * JOB_INTERVAL_MS);
    const [{ windowEnd }] = await cluster.db.query<{ windowEnd: Date }>('SELECT now() AS "windowEnd"');

    const runs = await cluster.db.query<{ app: string; at: Date }>(
      'SELECT app, at FROM probe.job_runs WHERE at >= $1 AND at < $2 ORDER BY at',
      [windowStart, windowEnd],
    );
    const windowMs = windowEnd.getTime() - windowStart.getTime();
    const allowed = Math.floor(windowMs / JOB_INTERVAL_MS) + 1;
    const moved = await cluster.db.query<{ id: string; status: string; logged: number; mails: number }>(
      `SELECT o.id, o.status,
         (SELECT count(*)::int FROM api.history h WHERE h.type_id = o.id::text AND h.created_at >= $2
           AND h.modifications @> '[{"attribute": "status", "newValue": "renovation"}]') AS logged,
         (SELECT count(*)::int FROM api.mail_outbox m WHERE m.kind = 'opportunity-renovation'
           AND m.created_at >= $2 AND strpos(m.content, o.id::text) > 0) AS mails
         FROM api.opportunities o WHERE o.id = ANY($1::uuid[])`,
      [due.map((d) => d.id), windowStart],
    );
    const perReplica: Record<string, number> = {};
    for (const r of runs) perReplica[r.app] = (perReplica[r.app] ?? 0) + 1;
    figures.job = {
      intervalMs: JOB_INTERVAL_MS,
      windowMs,
      runs: runs.length,
      allowed,
      perReplica,
      gapsMs: runs.slice(1).map((r, i) => r.at.getTime() - runs[i].at.getTime()),
      due: due.length,
      moved: moved.filter((m) => m.status === 'renovation').length,
    };

    expect(runs.length, 'job runs seen by the probe (did the job stop making its renovation UPDATE?)').toBeGreaterThan(
      0,
    );
    expect(due.length).toBeGreaterThan(0);
    expect(moved.map((m) => [m.status, m.logged, m.mails])).toEqual(due.map(() => ['renovation', 1, 1]));
    expect(runs.length, `job runs in ${windowMs} ms at one per ${JOB_INTERVAL_MS} ms`).toBeLessThanOrEqual(allowed);
  }, 30_000);
});

/**
 * Probes in the test's own database: every execution of the job's renovation UPDATE (one per run, whether it moves
 * anything or not), and who marked each outbox row handed over; both with the connection's application_name, which
 * names the replica.
 */
async function installJobProbe(cluster: Cluster) {
  await cluster.db.query(`CREATE SCHEMA probe`);
  await cluster.db.query(
    `CREATE TABLE probe.job_runs (at timestamptz NOT NULL DEFAULT clock_timestamp(),
       app text NOT NULL DEFAULT current_setting('application_name'))`,
  );
  await cluster.db.query(
    `CREATE TABLE probe.outbox_sent (id uuid PRIMARY KEY, app text NOT NULL DEFAULT current_setting('application_name'))`,
  );
  await cluster.db.query(`CREATE FUNCTION probe.job_run() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF current_query() LIKE '%SET status = ''renovation''%' THEN INSERT INTO probe.job_runs DEFAULT VALUES; END IF;
      RETURN NULL;
    END $$`);
  await cluster.db.query(`CREATE TRIGGER job_run_probe AFTER UPDATE ON api.opportunities
    FOR EACH STATEMENT EXECUTE FUNCTION probe.job_run()`);
  await cluster.db.query(`CREATE FUNCTION probe.outbox_sent() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO probe.outbox_sent (id) VALUES (NEW.id) ON CONFLICT (id) DO NOTHING;
      RETURN NULL;
    END $$`);
  await cluster.db.query(`CREATE TRIGGER outbox_sent_probe AFTER UPDATE OF sent_at ON api.mail_outbox
    FOR EACH ROW WHEN (OLD.sent_at IS NULL AND NEW.sent_at IS NOT NULL) EXECUTE FUNCTION probe.outbox_sent()`);
}
