/**
 * The fault test: the authenticator, mailer and main API run as separate processes on PostgreSQL and Redis;
 * approvals, seller creations and public sign-ups run in parallel through the REST API while the main API is
 * SIGKILLed at random moments during those calls, and the mailer at random moments (half of them just after it
 * handed a message to the SMTP server), each restarted after a short pause. Once everything is up again and has
 * recovered, the invariants are checked with SQL and against the mail the SMTP server really received: no approval
 * stuck half-way, no CRM record without its approved opportunity, every seller creation complete or its e-mail free
 * again, every accepted sign-up stored with its mails, every outbox message delivered exactly once.
 *
 * FAULT_SEED replays a run's kill schedule and inputs (the interleaving with the processes stays the machine's);
 * FAULT_LOAD_MS sets how long the load and the kills last at least: they go on (up to half as long again) until the
 * API and the mailer were each killed a few times, since a loaded machine restarts them slowly. The figures are
 * printed and written to bench/results/fault-kill.json for the closing note.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import {
  approvalsComplete,
  approvalsInProgress,
  type InvariantResult,
  mailSettled,
  mailsExactlyOnce,
  noOrphanCrmRecord,
  noStuckApproval,
  type SellerCheck,
  sellerCreationsClean,
  sellerStates,
  signupsStored,
} from '../fixtures/fault-invariants.js';
import { countBy, faultLoad, type Outcome, sleep, until } from '../fixtures/fault-load.js';
import { call, login } from '../fixtures/http.js';
import { type Cluster, faultSeed, type ServiceProcess, seededRandom, startCluster } from '../fixtures/processes.js';
import { resaleSignupPayload } from '../fixtures/resale.js';
import { type SmtpFixture, startSmtpServer } from '../fixtures/smtp.js';
import { demoAccounts } from '../fixtures/stack.js';
import { isPostgresTest } from '../fixtures/test-db.js';

const LOAD_MS = Number(process.env.FAULT_LOAD_MS) || 30_000;
const MIN_KILLS = { api: 4, mailer: 3 };
const OPS = ['approve', 'seller', 'signup'] as const;
type Op = (typeof OPS)[number];
/** Parallel users of each kind: each kill of the API interrupts several calls. */
const USERS: Record<Op, number> = { approve: 3, seller: 2, signup: 2 };
/**
 * How long the services get, after the last restart, to finish or undo what the kills interrupted: an approval
 * interrupted by the last kill waits for its lease (18 CRM timeouts of 500 ms here) and then for the job's next pass.
 */
const RECOVERY_MS = 25_000;
const DRAIN_MS = 30_000;
/** A user whose call failed (the connection dropped) tries again, at most this many times in all. */
const MAX_TRIES = 3;
const SELLER_BRAND = 'scanora';
const RESULTS = path.resolve(import.meta.dirname, '../../bench/results/fault-kill.json');

describe.skipIf(!isPostgresTest() || !process.env.TEST_REDIS_URL)('services killed at random moments', () => {
  const seed = faultSeed();
  const rng = {
    inputs: seededRandom(seed),
    apiKiller: seededRandom(seed + 1),
    mailerKiller: seededRandom(seed + 2),
    think: seededRandom(seed + 3),
  };
  let cluster: Cluster;
  let smtp: SmtpFixture;
  let auth: ServiceProcess;
  let mailer: ServiceProcess;
  let api: ServiceProcess;
  let since: Date;
  let printed = false;
  const printLogsOnFailure = () =>
    onTestFailed(() => {
      if (printed) return;
      printed = true;
      console.log(`FAULT_SEED=${seed}\n${cluster.report()}`);
    });

  // What was tried, and what came of it.
  let load: ReturnType<typeof faultLoad<Op>> | undefined;
  const approvedOk = new Set<string>();
  const attemptedOpportunities: string[] = [];
  const attemptedSellers: string[] = [];
  const acceptedSignups: string[] = [];
  let signups = 0;
  const durations: Record<string, number> = {};
  const invariants: InvariantResult[] = [];
  const mail = { outbox: 0, delivered: 0, duplicates: 0, unaddressed: 0 };
  const sellerRetries: Outcome[] = [];
  let sellerStatesAfter: SellerCheck[] = [];
  const emailInUse = new Set<string>();

  beforeAll(async () => {
    const t0 = Date.now();
    console.log(`fault-kill: FAULT_SEED=${seed}, load ${LOAD_MS} ms`);
    smtp = await startSmtpServer();
    cluster = await startCluster({
      // The compiled server, as `npm start` runs it: each restart below is a start of node, not a TypeScript compile.
      compiled: true,
      env: {
        SMTP_URL: smtp.url,
        MAIL_DISPATCH_MS: '200',
        MAILER_POLL_MS: '200',
        MAIL_DISPATCH_LEASE_MS: '3000',
        MAIL_DISPATCH_RETRY_MS: '500',
        MAILER_CLAIM_LEASE_MS: '3000',
        // Recovery runs at start-up and in the job (design section 4): the job comes every few seconds here.
        JOB_INTERVAL_MS: '2000',
        // Leases of interrupted work end quickly here: an approval's is 18 CRM timeouts (3 min by default), an
        // account creation's 60 s. Both stay longer than the calls they cover on this machine.
        CRM_TIMEOUT_MS: '500',
        ACCOUNT_LEASE_SECONDS: '4',
      },
    });
    auth = await cluster.add('auth', 'auth');
    mailer = await cluster.add('mailer', 'mailer');
    api = await cluster.add('api', 'api');
    await auth.start();
    await Promise.all([mailer.start(), api.start()]);
    [{ since }] = await cluster.db.query<{ since: Date }>('SELECT now() AS since');
    durations.startMs = Date.now() - t0;
  }, 60_000);

  afterAll(async () => {
    const figures = {
      seed,
      loadMs: LOAD_MS,
      users: USERS,
      inputs: { opportunities: attemptedOpportunities.length, sellers: attemptedSellers.length, signups },
      ...load?.figures(),
      sellerRetriesAfterRecovery: countBy(sellerRetries),
      sellerStates: countBy(sellerStatesAfter.map((s) => s.state)),
      mail,
      invariants: Object.fromEntries(
        invariants.map((i) => [i.name, { checked: i.checked, violations: i.violations.length }]),
      ),
      invariantsChecked: invariants.reduce((n, i) => n + i.checked, 0),
      violations: Object.fromEntries(invariants.map((i) => [i.name, i.violations.slice(0, 10)])),
      durations,
    };
    console.log(`fault-kill figures\n${JSON.stringify(figures, null, 2)}`);
    fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
    fs.writeFileSync(RESULTS, `${JSON.stringify(figures, null, 2)}\n`);
    await cluster?.stop();
    await smtp?.stop();
  });

  it('keeps serving while the main API and the mailer are killed, and recovers', async () => {
    printLogsOnFailure();
    const brands = ['scanora', 'yep', 'etiquetta', 'handix', 'barcodia', 'rotulare'];
    const repTokens = new Map<string, string>();
    for (const brand of brands) {
      repTokens.set(brand, (await login(auth.url, demoAccounts.representative.email, brand)).access_token);
    }
    const resaleToken = (await login(auth.url, demoAccounts.resale.email, SELLER_BRAND)).access_token;
    const pool = rng.inputs.shuffle(
      await cluster.db.query<{ id: string; brand: string }>(
        `SELECT id, brand FROM api.opportunities WHERE status = 'analysis' AND NOT is_deleted AND brand = ANY($1)
          ORDER BY id`,
        [brands],
      ),
    );
    load = faultLoad({
      ops: OPS,
      api,
      mailer,
      smtp,
      rng,
      loadMs: LOAD_MS,
      minKills: MIN_KILLS,
      maxTries: MAX_TRIES,
    });
    const { loading, act, think } = load;
    const t0 = Date.now();

    async function approver() {
      while (loading()) {
        const o = pool.shift();
        if (!o) return;
        attemptedOpportunities.push(o.id);
        const reply = await act('approve', () =>
          call(api.url, 'PATCH', `/opportunity/${o.id}`, {
            token: repTokens.get(o.brand),
            brand: o.brand,
            body: { status: 'approved', name: `Aprovada sob falhas ${o.id.slice(0, 8)}` },
          }),
        );
        if (reply.status === 200) approvedOk.add(o.id);
        await think();
      }
    }
    async function reseller() {
      while (loading()) {
        const n = attemptedSellers.length + 1;
        const email = `vendedor-falha-${seed}-${n}@demo.com.br`;
        attemptedSellers.push(email);
        await act('seller', () =>
          call(api.url, 'POST', '/seller', {
            token: resaleToken,
            brand: SELLER_BRAND,
            body: { name: `Vendedor Falha ${n}`, email, phone: '31987654321' },
          }),
        );
        await think();
      }
    }
    async function applicant() {
      while (loading()) {
        const n = ++signups;
        const body = resaleSignupPayload({ email: `revenda-falha-${seed}-${n}@revenda.com.br` });
        // Each applicant from its own address, so that the per-IP sign-up limit stays out of the way.
        const ip = `10.9.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
        const reply = await act('signup', () =>
          call(api.url, 'POST', '/register/resale', { body, headers: { 'x-forwarded-for': ip } }),
        );
        if (reply.status === 201) acceptedSignups.push(reply.body.data.id);
        await think();
      }
    }

    const users = (n: number, user: () => Promise<void>) => Array.from({ length: n }, () => user);
    await load.run([
      ...users(USERS.approve, approver),
      ...users(USERS.seller, reseller),
      ...users(USERS.signup, applicant),
    ]);
    durations.loadMs = Date.now() - t0;
    for (const p of [auth, mailer, api]) expect(p.running, `${p.name} runs after the load`).toBe(true);
    expect(api.kills).toBeGreaterThan(0);
    expect(mailer.kills).toBeGreaterThan(0);

    // Recovery: whatever the services do at start-up or in their loops to finish or undo interrupted work.
    const t1 = Date.now();
    await until(
      async () =>
        (await noStuckApproval(cluster.db)).violations.length === 0 &&
        // An approval the last kills interrupted is finished or undone only once its lease has ended: until then
        // its CRM record may exist without the approval (checked below, after the recovery).
        (await approvalsInProgress(cluster.db)) === 0 &&
        (await sellerStates(cluster.db, attemptedSellers)).every((s) => s.state === 'complete' || s.state === 'free'),
      RECOVERY_MS,
      250,
    );
    durations.recoveryMs = Date.now() - t1;

    // A reseller whose seller creation failed tries again with the same e-mail.
    const t2 = Date.now();
    for (const s of await sellerStates(cluster.db, attemptedSellers)) {
      if (s.state === 'complete') continue;
      const reply = await call(api.url, 'POST', '/seller', {
        token: resaleToken,
        brand: SELLER_BRAND,
        body: { name: 'Vendedor Falha (de novo)', email: s.email, phone: '31987654321' },
      }).catch(() => ({ status: 'network' as const, body: undefined }));
      sellerRetries.push(reply.status);
      if (reply.status === 409) emailInUse.add(s.email);
    }
    sellerStatesAfter = await sellerStates(cluster.db, attemptedSellers);

    await until(() => mailSettled(cluster.db, since, smtp.messages), DRAIN_MS, 250);
    // A message redelivered after its lease would arrive after the queue looked settled: give it the time to.
    await sleep(1_000);
    durations.drainMs = Date.now() - t2;
    expect(attemptedOpportunities.length).toBeGreaterThan(0);
  }, 150_000);

  const check = async (run: () => Promise<InvariantResult> | InvariantResult) => {
    printLogsOnFailure();
    const r = await run();
    invariants.push(r);
    expect(r.checked, `${r.name}: nothing checked`).toBeGreaterThan(0);
    expect(r.violations, r.name).toEqual([]);
  };

  it('leaves no approval stuck half-way', () => check(() => noStuckApproval(cluster.db)));

  it('leaves every approval tried in analysis, or approved with CRM id, date, history and e-mail', () =>
    check(() => approvalsComplete(cluster.db, attemptedOpportunities, approvedOk, since)));

  it('leaves no CRM record without its approved opportunity', () =>
    check(() => noOrphanCrmRecord(cluster.db, attemptedOpportunities)));

  it('completes every seller creation or frees its e-mail', () =>
    check(() => sellerCreationsClean(sellerStatesAfter, emailInUse)));

  it('stores every accepted sign-up with its mails', () =>
    check(() => signupsStored(cluster.db, acceptedSignups, since)));

  it('delivers every outbox message exactly once (a second copy only of a delivery a mailer kill cut short)', () =>
    check(async () => {
      const r = await mailsExactlyOnce(cluster.db, since, smtp.messages, mailer.kills);
      Object.assign(mail, {
        outbox: r.outbox,
        delivered: r.delivered,
        duplicates: r.duplicates,
        unaddressed: r.unaddressed,
      });
      return r;
    }));
});
