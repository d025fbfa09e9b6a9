/**
 * The recount of the dashboard's time to decision from the history (design section 17): decisions taken through the
 * API are counted at decision time; the recount finds the same histogram from their history entries, and running it
 * again changes nothing. The decisions are taken on the real clock, as the history's times are the database's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recountDecisionTimes } from '../../server/services/api/opportunities/lifecycle/decision-times-recount.js';
import { DAY_MS } from '../../shared/time.js';
import { call } from '../fixtures/http.js';
import { type Stack, startStack } from '../fixtures/stack.js';
import { createOpportunity, ensureCrmSeller, loginAll, manualClock, type Tokens } from './opportunities-fixture.js';

let stack: Stack;
let t: Tokens;

beforeAll(async () => {
  stack = await startStack();
  await ensureCrmSeller(stack);
});
afterAll(() => stack?.stop());

/** Moves the services' clock to `daysAgo` before the real now, with fresh sessions. */
const clockAt = async (daysAgo: number) => {
  manualClock(stack).set(new Date(Date.now() - daysAgo * DAY_MS));
  t = await loginAll(stack);
};
const patch = async (token: string, path: string, body: unknown) => {
  const res = await call(stack.apiUrl, 'PATCH', path, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const counts = () =>
  stack.db.query<{ brand: string; month: string; business_days: number; decisions: number; overdue: number }>(
    `SELECT brand, month, business_days, decisions, overdue FROM api.decision_time_counts ORDER BY 1, 2, 3`,
  );
const decisions = async () => (await counts()).reduce((n, r) => n + r.decisions, 0);

describe('the recount of decision times', () => {
  it('finds from the history what each decision counted when it was taken, and again the same', async () => {
    // The demo data's decisions are history alone (as decisions before migration 027 are): counted first.
    await recountDecisionTimes(stack.db);
    const seeded = await decisions();
    expect(seeded).toBeGreaterThan(0);

    // Registered eight days ago; two renewals asked six days ago (waits from the request, not the registration).
    await clockAt(8);
    const refused = await createOpportunity(stack, t.resale);
    const approved = await createOpportunity(stack, t.resale);
    const list = await call(stack.apiUrl, 'GET', '/opportunity/resale?amount=2&status[]=renovation', {
      token: t.resale,
    });
    const [renewed, lapsed] = (list.body.result as Array<{ id: string }>).map((o) => o.id);
    expect(lapsed).toBeDefined();
    await clockAt(6);
    for (const id of [renewed, lapsed]) {
      await patch(t.resale, `/opportunity/renovation/${id}/request`, { reason: 'Piloto', probabilityClosing: 75 });
    }

    await clockAt(0);
    await patch(t.representative, `/opportunity/${refused}`, { status: 'disapproved', reason: 'Sem projeto' });
    await patch(t.representative, `/opportunity/${approved}`, { status: 'approved', name: 'Aprovada' });
    await patch(t.representative, `/opportunity/renovation/${renewed}`, { status: 'approved' });
    await patch(t.representative, `/opportunity/${renewed}`, { status: 'approved', name: 'Renovada' });
    await patch(t.representative, `/opportunity/renovation/${lapsed}`, { status: 'disapproved', reason: 'Sem uso' });
    expect(await decisions()).toBe(seeded + 5);
    const counted = await counts();

    await stack.db.query('DELETE FROM api.decision_time_counts');
    expect(await recountDecisionTimes(stack.db)).toContainEqual({ brand: 'scanora', decisions: expect.any(Number) });
    expect(await counts()).toEqual(counted);
    await recountDecisionTimes(stack.db);
    expect(await counts()).toEqual(counted);
  });

  it("replaces one brand's rows and leaves the others", async () => {
    const counted = await counts();
    await stack.db.query(`UPDATE api.decision_time_counts SET decisions = decisions + 100`);
    await stack.db.query(
      `INSERT INTO api.decision_time_counts VALUES ('scanora', '2001-01', 3, 1, 0), ('yep', '2001-01', 3, 1, 0)`,
    );
    await recountDecisionTimes(stack.db, { brand: 'scanora' });
    const after = await counts();
    expect(after.filter((r) => r.brand === 'scanora')).toEqual(counted.filter((r) => r.brand === 'scanora'));
    expect(after.find((r) => r.brand === 'yep' && r.month === '2001-01')).toBeDefined();
    const others = after.filter((r) => r.brand !== 'scanora' && r.month !== '2001-01');
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((r) => r.decisions > 100)).toBe(true);
  });
});
