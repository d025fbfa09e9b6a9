/**
 * The hourly opportunity job beyond validity (lifecycle.test.ts covers that): approvals stalled by a crash go back to
 * analysis, and on PostgreSQL two replicas running the job at once move each opportunity once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/lib/logger.js';
import { OPPORTUNITY_JOB_LOCK, runOpportunityJob } from '../../server/services/api/jobs/index.js';
import { STALLED_APPROVAL_NOTE } from '../../server/services/api/opportunities/approval-recovery.js';
import { call } from '../fixtures/http.js';
import { type Stack, startStack } from '../fixtures/stack.js';
import { isPostgresTest } from '../fixtures/test-db.js';
import { createOpportunity, ensureCrmSeller, loginAll, manualClock, type Tokens } from './opportunities-fixture.js';

let stack: Stack;
let t: Tokens;

beforeAll(async () => {
  stack = await startStack();
  await ensureCrmSeller(stack);
  t = await loginAll(stack);
});
afterAll(() => stack?.stop());

const job = () =>
  runOpportunityJob({ db: stack.db, clock: stack.clock, config: stack.config, logger: createLogger('silent') });
const detail = async (id: string) =>
  (await call(stack.apiUrl, 'GET', `/opportunity/id/${id}`, { token: t.representative })).body.data[0];
const updates = (id: string) =>
  stack.db.query<{ username: string; user_id: string | null; modifications: unknown[] }>(
    `SELECT username, user_id, modifications FROM api.history WHERE type_id = $1 AND action_type = 'update'
     ORDER BY created_at, id`,
    [id],
  );

describe('an approval stalled by a crash', () => {
  it('goes back to analysis after 10 minutes, with the reason in its history, and can be approved again', async () => {
    const id = await createOpportunity(stack, t.resale);
    // The approval's first step (its compare-and-set claim), then the process dies before the CRM answers.
    await stack.db.query(`UPDATE api.opportunities SET status = 'approved', updated_at = $2 WHERE id = $1`, [
      id,
      stack.clock.now(),
    ]);

    manualClock(stack).advanceDays(9 / 1440);
    await job();
    expect(await detail(id)).toMatchObject({ status: 'approved', register: null, approveDate: null });

    manualClock(stack).advanceDays(2 / 1440);
    t = await loginAll(stack);
    await job();
    expect(await detail(id)).toMatchObject({ status: 'analysis', register: null, approveDate: null });
    expect(await updates(id)).toEqual([
      {
        username: 'Sistema',
        user_id: null,
        modifications: [
          { attribute: 'status', oldValue: 'approved', newValue: 'analysis' },
          { attribute: 'note', oldValue: null, newValue: STALLED_APPROVAL_NOTE },
        ],
      },
    ]);

    const approved = await call(stack.apiUrl, 'PATCH', `/opportunity/${id}`, {
      token: t.representative,
      body: { status: 'approved', name: 'Aprovada de novo' },
    });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', register: expect.stringMatching(/^006/) });
  });

  it('recovers a stalled approval of a renewed deal too, which keeps its CRM record', async () => {
    const id = await createOpportunity(stack, t.resale);
    const approve = (name: string) =>
      call(stack.apiUrl, 'PATCH', `/opportunity/${id}`, {
        token: t.representative,
        body: { status: 'approved', name },
      });
    const first = await approve('Primeiro ciclo');
    expect(first.status).toBe(200);
    // Renewed (renovation → awaiting_renovation → analysis): the approval date of the first cycle is gone.
    await stack.db.query(`UPDATE api.opportunities SET status = 'awaiting_renovation' WHERE id = $1`, [id]);
    const renewed = await call(stack.apiUrl, 'PATCH', `/opportunity/renovation/${id}`, {
      token: t.representative,
      body: { status: 'approved' },
    });
    expect(renewed.body.data).toMatchObject({ status: 'analysis', approveDate: null });
    // The second approval claims it, then the process dies.
    await stack.db.query(`UPDATE api.opportunities SET status = 'approved', updated_at = $2 WHERE id = $1`, [
      id,
      stack.clock.now(),
    ]);

    manualClock(stack).advanceDays(11 / 1440);
    t = await loginAll(stack);
    await job();
    expect(await detail(id)).toMatchObject({
      status: 'analysis',
      register: first.body.data.register,
      approveDate: null,
    });
    const again = await approve('Segundo ciclo');
    expect(again.body.data).toMatchObject({ status: 'approved', register: first.body.data.register });
    expect(again.body.data.approveDate).toBe(stack.clock.now().toISOString());
  });

  it('never moves a claim still waiting for its CRM call to renovation', async () => {
    const id = await createOpportunity(stack, t.resale);
    // Its validity ended, and an approval has just claimed it (status approved, no approval date yet).
    await stack.db.query(
      `UPDATE api.opportunities SET status = 'approved', created_at = created_at - interval '91 days', updated_at = $2
       WHERE id = $1`,
      [id, stack.clock.now()],
    );
    await job();
    expect(await detail(id)).toMatchObject({ status: 'approved', approveDate: null });
    expect(await updates(id)).toEqual([]);
  });

  it('leaves a completed approval alone however old it is', async () => {
    const id = await createOpportunity(stack, t.resale);
    const approved = await call(stack.apiUrl, 'PATCH', `/opportunity/${id}`, {
      token: t.representative,
      body: { status: 'approved', name: 'Aprovação completa' },
    });
    expect(approved.status).toBe(200);
    manualClock(stack).advanceDays(1 / 24);
    t = await loginAll(stack);
    await job();
    expect(await detail(id)).toMatchObject({ status: 'approved', register: approved.body.data.register });
  });
});

describe('two replicas running the job at once', () => {
  it.skipIf(!isPostgresTest())(
    'move each opportunity once, with one history row and one e-mail each (PostgreSQL only: PGlite is one process with one connection, so there is no second runner to exclude)',
    async () => {
      const ids: string[] = [];
      for (let i = 0; i < 4; i++) {
        const id = await createOpportunity(stack, i % 2 ? t.seller : t.resale);
        const res = await call(stack.apiUrl, 'PATCH', `/opportunity/${id}`, {
          token: t.representative,
          body: { status: 'approved', name: `Réplicas ${i}` },
        });
        expect(res.status).toBe(200);
        ids.push(id);
      }
      // Their validity ended: date them back rather than moving the clock past the whole seed.
      await stack.db.query(
        `UPDATE api.opportunities SET created_at = created_at - interval '91 days' WHERE id = ANY($1::uuid[])`,
        [ids],
      );

      const results = await Promise.all([job(), job()]);
      // The second runner either found the lock taken (undefined) or ran after the first and found nothing left.
      expect(results.reduce((sum, r) => sum + (r?.renovation ?? 0), 0)).toBeGreaterThanOrEqual(ids.length);
      for (const id of ids) {
        expect((await detail(id)).status).toBe('renovation');
        const moves = (await updates(id)).filter((h) => JSON.stringify(h.modifications).includes('"renovation"'));
        expect(moves, id).toHaveLength(1);
        const [{ n }] = await stack.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM api.mail_outbox WHERE kind = 'opportunity-renovation' AND content LIKE $1`,
          [`%${id}%`],
        );
        expect(n, id).toBe(1);
      }
    },
  );

  it.skipIf(!isPostgresTest())(
    'does nothing while another replica holds the job’s lock (PostgreSQL only: PGlite has no second session)',
    async () => {
      const id = await createOpportunity(stack, t.resale);
      expect(
        (
          await call(stack.apiUrl, 'PATCH', `/opportunity/${id}`, {
            token: t.representative,
            body: { status: 'approved', name: 'Com a trava tomada' },
          })
        ).status,
      ).toBe(200);
      await stack.db.query(`UPDATE api.opportunities SET created_at = created_at - interval '91 days' WHERE id = $1`, [
        id,
      ]);
      // Another replica's run: the lock is held by one pooled session while this one tries from another.
      const { ran, result } = await stack.db.withAdvisoryLock(OPPORTUNITY_JOB_LOCK, () => job());
      expect(ran).toBe(true);
      expect(result).toBeUndefined();
      expect((await detail(id)).status).toBe('approved');
      expect((await job())?.renovation).toBeGreaterThanOrEqual(1);
      expect((await detail(id)).status).toBe('renovation');
    },
  );
});
