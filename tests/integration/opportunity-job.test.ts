/**
 * The hourly opportunity job beyond validity (lifecycle.test.ts covers that): it leaves completed approvals alone
 * (approval-recovery.test.ts covers the interrupted ones), and on PostgreSQL two replicas running the job at once move
 * each opportunity once.
 */
import { describe, expect, it } from 'vitest';
import { claimScheduledRun, OPPORTUNITY_JOB_LOCK } from '../../server/services/api/jobs/index.js';
import { call } from '../fixtures/http.js';
import { isPostgresTest } from '../fixtures/test-db.js';
import {
  createOpportunity,
  loginAll,
  manualClock,
  opportunityStackPerFile,
  runJobOn,
} from './opportunities-fixture.js';

const { stack, tokens: t } = opportunityStackPerFile();

const job = () => runJobOn(stack);
const detail = async (id: string) =>
  (await call(stack.apiUrl, 'GET', `/opportunity/id/${id}`, { token: t.representative })).body.data[0];
const updates = (id: string) =>
  stack.db.query<{ username: string; user_id: string | null; modifications: unknown[] }>(
    `SELECT username, user_id, modifications FROM api.history WHERE type_id = $1 AND action_type = 'update'
     ORDER BY created_at, id`,
    [id],
  );

describe('the recovery of interrupted approvals in the job', () => {
  it('leaves a completed approval alone however old it is', async () => {
    const id = await createOpportunity(stack, t.resale);
    const approved = await call(stack.apiUrl, 'PATCH', `/opportunity/${id}`, {
      token: t.representative,
      body: { status: 'approved', name: 'Aprovação completa' },
    });
    expect(approved.status).toBe(200);
    manualClock(stack).advanceDays(1 / 24);
    Object.assign(t, await loginAll(stack));
    await job();
    expect(await detail(id)).toMatchObject({ status: 'approved', register: approved.body.data.register });
  });
});

describe('the schedule across replicas', () => {
  it('runs a job once per interval, whichever replica’s timer fires first', async () => {
    const hour = 3_600_000;
    const deps = { db: stack.db, clock: stack.clock };
    const clock = manualClock(stack);

    const first = await claimScheduledRun(deps, 'teste-agenda', hour);
    const otherReplicaSoonAfter = await claimScheduledRun(deps, 'teste-agenda', hour);
    clock.advanceDays(0.5 / 24);
    const halfAnHourLater = await claimScheduledRun(deps, 'teste-agenda', hour);
    clock.advanceDays(0.45 / 24);
    const nextTick = await claimScheduledRun(deps, 'teste-agenda', hour);

    expect([first, otherReplicaSoonAfter, halfAnHourLater, nextTick]).toEqual([true, false, false, true]);
    // Almost an hour went by on the stack's clock: the tests after this one need tokens of the new time.
    Object.assign(t, await loginAll(stack));
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
