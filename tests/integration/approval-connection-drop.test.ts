/**
 * Approvals whose PostgreSQL connections are terminated (pg_terminate_backend) while they complete: the API does not
 * crash and answers 503, and each approval is left claimed, with its CRM record written. Without a restart, every
 * claim is finished or undone soon after its lease ends: no opportunity stays "sendo aprovada", no CRM record is left
 * without its approved opportunity. PostgreSQL only (PGlite has no connections to drop).
 *
 * The completions are made to wait on the history, share-locked here (which lets the claims' updates through: a claim
 * writes no history), so that the terminations reach each approval after its claim and its CRM write: in its
 * completion, then in that completion's retry. The first completion waits there; the others wait behind it, on the
 * status counts it updated.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../server/lib/clock.js';
import { AFTER_LEASE_END_MS } from '../../server/services/api/jobs/lease-watch.js';
import { APPROVAL_IN_PROGRESS } from '../../server/services/api/opportunities/lifecycle/statuses.js';
import { call, login } from '../fixtures/http.js';
import { type Stack, startStack } from '../fixtures/stack.js';
import { isPostgresTest } from '../fixtures/test-db.js';
import { createOpportunity, EMAILS, ensureCrmSeller } from './opportunities-fixture.js';

const APPROVALS = 3;
/** Leases are 18 CRM timeouts: 3.6 s here, longer than it takes to drop the connections of the approvals twice. */
const CRM_TIMEOUT_MS = 200;
/** The API looks for ended leases this often here (LEASE_CHECK_MS). */
const LEASE_CHECK_MS = 500;
/** How long after its lease's end a claim may still be held: a look, its wait past the end, the recovery. */
const RECOVERED_WITHIN_MS = LEASE_CHECK_MS + AFTER_LEASE_END_MS + 3_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

describe.skipIf(!isPostgresTest())('approvals whose database connections are terminated', () => {
  let stack: Stack;
  let admin: pg.Client;
  let representative: string;
  let seller: string;
  const uncaught: unknown[] = [];
  const onUncaught = (err: unknown) => uncaught.push(err);
  const databaseName = () => new URL(stack.config.databaseUrl!).pathname.slice(1);

  beforeAll(async () => {
    stack = await startStack({
      clock: systemClock,
      env: { CRM_TIMEOUT_MS: String(CRM_TIMEOUT_MS), LEASE_CHECK_MS: String(LEASE_CHECK_MS) },
    });
    admin = new pg.Client({ connectionString: stack.config.databaseUrl, application_name: 'terminator' });
    await admin.connect();
    await ensureCrmSeller(stack);
    representative = (await login(stack.authUrl, EMAILS.representative)).access_token;
    seller = (await login(stack.authUrl, EMAILS.seller)).access_token;
    // The hourly job ran a moment ago (as on a replica started mid-hour): it will not come back within the test.
    await stack.db.query(`INSERT INTO api.job_runs (name, last_run_at) VALUES ('opportunity-job', now())`);
    stack.services.api.start();
    process.on('uncaughtException', onUncaught);
  });
  afterAll(async () => {
    process.off('uncaughtException', onUncaught);
    await admin?.end();
    await stack?.stop();
  });

  /**
   * Ends every server connection of the API's pool (the pool is named like its database), and waits until they are
   * gone: a terminated backend stays in pg_stat_activity, still "waiting on a lock", until it has exited, and the
   * retries' wait would then be seen at once, before the retries had started.
   */
  const terminate = async () => {
    const { rows } = await admin.query<{ pid: number }>(
      `SELECT pid, pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = $1 AND pid <> pg_backend_pid() AND application_name = $1`,
      [databaseName()],
    );
    const pids = rows.map((r) => r.pid);
    await until(
      'the terminated connections to end',
      async () => (await admin.query(`SELECT 1 FROM pg_stat_activity WHERE pid = ANY($1)`, [pids])).rowCount === 0,
      10_000,
    );
  };
  const completionsWaiting = async () => {
    const { rows } = await admin.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = $1 AND application_name = $1 AND wait_event_type = 'Lock'
          AND (query LIKE 'INSERT INTO api.history%' OR query LIKE 'UPDATE api.opportunities o SET status%')`,
      [databaseName()],
    );
    return rows[0].n;
  };
  const opportunities = (ids: string[]) =>
    stack.db.query<{ id: string; status: string; register: string | null; claimed: boolean; lease: Date | null }>(
      `SELECT id, status, register, approval_token IS NOT NULL AS claimed, approval_lease_until AS lease
         FROM api.opportunities WHERE id = ANY($1::uuid[]) ORDER BY id`,
      [ids],
    );
  const crmRecords = (ids: string[]) =>
    stack.db.query<{ id: string; opportunityId: string }>(
      `SELECT id, opportunity_id AS "opportunityId" FROM api.crm_opportunities WHERE opportunity_id = ANY($1::uuid[])
        ORDER BY opportunity_id`,
      [ids],
    );
  const patch = (id: string, body: unknown) =>
    call(stack.apiUrl, 'PATCH', `/opportunity/${id}`, { token: representative, body });

  it('leaves no claim behind once their lease ended, without a restart', async () => {
    const ids = await Promise.all(Array.from({ length: APPROVALS }, () => createOpportunity(stack, seller)));
    const blocker = new pg.Client({ connectionString: stack.config.databaseUrl, application_name: 'blocker' });
    await blocker.connect();
    let statuses: number[];
    try {
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE api.history IN SHARE MODE');
      let answered = 0;
      const replies = ids.map((id) =>
        patch(id, { status: 'approved', name: 'Conexão caiu', probabilityClosing: 75 }).finally(() => answered++),
      );
      // A completion whose connection was ended is run again, unless that one fails at once (a pooled connection
      // the termination ended too): each approval is then answered, or waiting again.
      for (const attempt of ['completions', 'their retries']) {
        await until(
          `${attempt} to wait on their row`,
          async () => (await completionsWaiting()) + answered === APPROVALS,
          10_000,
        );
        await terminate();
      }
      statuses = (await Promise.all(replies)).map((r) => r.status);
    } finally {
      await blocker.end();
    }

    expect(statuses).toEqual(ids.map(() => 503));
    const left = await opportunities(ids);
    expect(left.map((o) => [o.status, o.claimed])).toEqual(ids.map(() => ['analysis', true]));
    expect(await crmRecords(ids)).toHaveLength(APPROVALS);
    const lastLeaseEnd = Math.max(...left.map((o) => o.lease!.getTime()));

    await until(
      'every claim to be finished or undone',
      async () => (await opportunities(ids)).every((o) => !o.claimed),
      lastLeaseEnd + RECOVERED_WITHIN_MS - Date.now(),
    );

    const settled = await opportunities(ids);
    const records = await crmRecords(ids);
    for (const o of settled) {
      const own = records.filter((r) => r.opportunityId === o.id).map((r) => r.id);
      // Approved with its one CRM record, or back in plain analysis with none.
      if (o.status === 'approved') expect(own).toEqual([o.register]);
      else expect([o.status, o.register, own]).toEqual(['analysis', null, []]);
      const decision = await patch(o.id, { status: 'disapproved', reason: 'Cliente desistiu' });
      expect(decision.body.message).not.toBe(APPROVAL_IN_PROGRESS);
      if (o.status === 'analysis') expect(decision.status).toBe(200);
    }
    expect(uncaught).toEqual([]);
  });
});
