/**
 * The approval clock (design section 17), through the real services: an opportunity in analysis counts its wait in
 * business days from registration, is "Fora do prazo" past the brand's target (2), the list's filter finds it by
 * REST and GraphQL, and the opportunity job writes one digest a business day to the brand's representatives. After
 * an approved renewal the wait starts again from that approval, on the clock of "Tempo em análise".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recountDecisionTimes } from '../../server/services/api/opportunities/lifecycle/decision-times-recount.js';
import { startGateway, type TestGateway } from '../fixtures/gateway.js';
import { call } from '../fixtures/http.js';
import { type Stack, startStack } from '../fixtures/stack.js';
import {
  createOpportunity,
  ensureCrmSeller,
  loginAll,
  manualClock,
  runJobOn,
  type Tokens,
} from './opportunities-fixture.js';

let stack: Stack;
let t: Tokens;
let g: TestGateway;
let late: string;
let fresh: string;

/** Wednesday 18/11/2026 and the next Wednesday, 10:00 in São Paulo; Friday 20/11 is a national holiday. */
const REGISTERED = new Date('2026-11-18T13:00:00Z');
const NOW = new Date('2026-11-25T13:00:00Z');

beforeAll(async () => {
  stack = await startStack();
  await ensureCrmSeller(stack);
  manualClock(stack).set(REGISTERED);
  t = await loginAll(stack);
  late = await createOpportunity(stack, t.resale);
  manualClock(stack).set(NOW);
  t = await loginAll(stack);
  fresh = await createOpportunity(stack, t.resale);
  // The demo data's waits in the brand start this morning: the digest then names the late one alone, and the
  // newest-first list starts with the fresh one.
  await stack.db.query(
    `UPDATE api.opportunities SET created_at = $2, request_renovation_at = $2
     WHERE brand = 'scanora' AND status IN ('analysis', 'awaiting_renovation') AND id <> ALL($1::uuid[])`,
    [[late, fresh], new Date(NOW.getTime() - 3_600_000)],
  );
  // The demo data's decision times (counted by the seed) are left out: the dashboard's figures are this test's own.
  await stack.db.query(`DELETE FROM api.decision_time_counts WHERE brand = 'scanora'`);
  g = await startGateway({ stack });
});

afterAll(async () => {
  await g?.stop();
  await stack?.stop();
});

const detail = async (id: string) =>
  (await call(stack.apiUrl, 'GET', `/opportunity/id/${id}`, { token: t.representative })).body.data[0];
const listIds = async (query: string) => {
  const res = await call(stack.apiUrl, 'GET', `/opportunity/all?amount=100&${query}`, { token: t.representative });
  expect(res.status).toBe(200);
  return res.body.result.map((o: { id: string }) => o.id) as string[];
};
const runJob = () => runJobOn(stack);
const digests = () =>
  stack.db.query<{ recipient_role: string | null; recipients: string[]; subject: string; content: string }>(
    // In the order they were written: a table has none of its own (on PostgreSQL the mailer's update of a sent row
    // moves it, and an earlier digest came last in a loaded run).
    `SELECT recipient_role, recipients, subject, content FROM api.mail_outbox
     WHERE kind = 'decision-digest' AND brand = 'scanora' ORDER BY created_at, id`,
  );

describe('the wait for a decision', () => {
  it('counts business days since registration and flags the wait past the target', async () => {
    // Thu 19, Mon 23, Tue 24, Wed 25: Friday's holiday and the weekend do not count.
    expect(await detail(late)).toMatchObject({ waitingBusinessDays: 4, decisionOverdue: true });
    expect(await detail(fresh)).toMatchObject({ waitingBusinessDays: 0, decisionOverdue: false });
  });

  it('stops once decided', async () => {
    const decided = await createOpportunity(stack, t.resale);
    await stack.db.query(`UPDATE api.opportunities SET status = 'disapproved', reason = 'x' WHERE id = $1`, [decided]);
    expect(await detail(decided)).toMatchObject({ waitingBusinessDays: null, decisionOverdue: false });
  });

  it('is what the list filter "Fora do prazo" finds, by REST and through GraphQL', async () => {
    const overdue = await listIds('decisionOverdue=true');
    expect(overdue).toContain(late);
    expect(overdue).not.toContain(fresh);
    expect(await listIds('decisionOverdue=false')).toContain(fresh);

    const representative = await g.signIn('representante@demo.com.br');
    const reply = await representative.gql(
      '{ opportunities(pageSize: 1000, filter: { decisionOverdue: true }) { items { id waitingBusinessDays decisionOverdue } } }',
    );
    const items = reply.data.opportunities.items as Array<{ id: string; decisionOverdue: boolean }>;
    expect(items.find((i) => i.id === late)).toEqual({ id: late, waitingBusinessDays: 4, decisionOverdue: true });
    expect(items.every((i) => i.decisionOverdue)).toBe(true);
  });
});

describe('the daily digest', () => {
  it('is written once a business day to the representatives, naming the late opportunity', async () => {
    await runJob();
    await runJob();
    const written = await digests();
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ recipient_role: 'REPRESENTATIVE', recipients: [] });
    expect(written[0].subject).toBe('1 oportunidade fora do prazo de decisão');
    expect(written[0].content).toContain('aguardando há 4 dias úteis');
    expect(written[0].content).toContain(`/Painel/Opportunities/${late}`);
    // Its button opens the list on "Fora do prazo" alone.
    expect(written[0].content).toContain('/Painel/Opportunities?decisionOverdue=true');
    expect(written[0].content).not.toContain(`/Painel/Opportunities/${fresh}`);
  });

  it('is not written on a weekend, and again on the next business day', async () => {
    manualClock(stack).set(new Date('2026-11-28T13:00:00Z'));
    await runJob();
    expect(await digests()).toHaveLength(1);
    manualClock(stack).set(new Date('2026-11-30T13:00:00Z'));
    await runJob();
    expect(await digests()).toHaveLength(2);
  });
});

describe('the dashboard', () => {
  it("shows the month's time to decision and the decisions past the target", async () => {
    // Monday 30/11: the late one has waited 7 business days (19, 23 to 27, 30) when it is refused.
    t = await loginAll(stack);
    const refused = await call(stack.apiUrl, 'PATCH', `/opportunity/${late}`, {
      token: t.representative,
      body: { status: 'disapproved', reason: 'Cliente sem projeto' },
    });
    expect(refused.status).toBe(200);
    expect(await detail(late)).toMatchObject({ waitingBusinessDays: null, decisionOverdue: false });

    const representative = await g.signIn('representante@demo.com.br');
    const reply = await representative.gql(
      '{ dashboard { month decisionTimes { month decisions medianBusinessDays p90BusinessDays overdue } } }',
    );
    const { month, decisionTimes } = reply.data.dashboard;
    expect(month).toBe(11);
    expect(decisionTimes).toHaveLength(11);
    expect(decisionTimes[10]).toEqual({
      month: 11,
      decisions: 1,
      medianBusinessDays: 7,
      p90BusinessDays: 7,
      overdue: 1,
    });
    expect(decisionTimes[0]).toMatchObject({ month: 1, decisions: 0, medianBusinessDays: null });
  });
});

// After the dashboard's month: this moves the clock into December.
describe('the daily digest, later', () => {
  it('lists the longest waits first, a renewal by its request, from the indexes of waits', async () => {
    t = await loginAll(stack);
    const older = await createOpportunity(stack, t.resale);
    const renewal = await createOpportunity(stack, t.resale);
    await stack.db.query(`UPDATE api.opportunities SET created_at = '2026-11-02T13:00:00Z' WHERE id = $1`, [older]);
    await stack.db.query(
      `UPDATE api.opportunities SET status = 'awaiting_renovation', created_at = '2026-01-05T13:00:00Z',
         request_renovation_at = '2026-11-10T13:00:00Z' WHERE id = $1`,
      [renewal],
    );
    // Tuesday 01/12: every other wait of the brand began this morning.
    const tuesday = new Date('2026-12-01T13:00:00Z');
    manualClock(stack).set(tuesday);
    await stack.db.query(
      `UPDATE api.opportunities SET created_at = $2, request_renovation_at = $2
       WHERE brand = 'scanora' AND status IN ('analysis', 'awaiting_renovation') AND id <> ALL($1::uuid[])`,
      [[older, renewal], new Date(tuesday.getTime() - 3_600_000)],
    );

    await runJob();

    const written = await digests();
    expect(written).toHaveLength(3);
    const { subject, content } = written[2];
    // The late one of the start was refused on the dashboard's Monday.
    expect(subject).toBe('2 oportunidades fora do prazo de decisão');
    const at = (id: string) => content.indexOf(`/Painel/Opportunities/${id}`);
    expect(at(older)).toBeGreaterThan(-1);
    expect(at(older)).toBeLessThan(at(renewal));
    expect(content).toMatch(/renovação aguardando há \d+ dias úteis/);
    expect(at(late)).toBe(-1);
  });
});

// Last: this moves the clock months ahead, through a whole validity.
describe('after an approved renewal', () => {
  const patch = (token: string, path: string, body: unknown) => call(stack.apiUrl, 'PATCH', path, { token, body });
  const decisionTimesOf = async () =>
    stack.db.query<{ month: string; business_days: number; decisions: number }>(
      `SELECT month, business_days, decisions FROM api.decision_time_counts WHERE brand = 'scanora' ORDER BY 1, 2`,
    );

  it('waits from the approval, on one clock with "Tempo em análise", in the filter, the digest and the recount', async () => {
    // Wednesday 02/12/2026: registered and approved the same day.
    manualClock(stack).set(new Date('2026-12-02T13:00:00Z'));
    t = await loginAll(stack);
    const id = await createOpportunity(stack, t.resale);
    expect((await patch(t.representative, `/opportunity/${id}`, { status: 'approved', name: 'Renovada' })).status).toBe(
      200,
    );
    // 91 days later the job puts it in renovation; the owner asks for the renewal on Tuesday 09/03/2027, two business
    // days before the representative approves it on Thursday 11/03.
    manualClock(stack).set(new Date('2027-03-04T13:00:00Z'));
    await runJob();
    manualClock(stack).set(new Date('2027-03-09T13:00:00Z'));
    t = await loginAll(stack);
    const asked = await patch(t.resale, `/opportunity/renovation/${id}/request`, {
      reason: 'Piloto em andamento',
      probabilityClosing: 75,
    });
    expect(asked.status).toBe(200);
    manualClock(stack).set(new Date('2027-03-11T13:00:00Z'));
    t = await loginAll(stack);
    const approved = await patch(t.representative, `/opportunity/renovation/${id}`, { status: 'approved' });
    expect(approved.body.data.status).toBe('analysis');

    // The page's two figures, the same day: 0 days in analysis, 90 left, and waiting since today, not 66 days.
    expect(await detail(id)).toMatchObject({
      elapsedDays: 0,
      expireDays: 90,
      waitingBusinessDays: 0,
      decisionOverdue: false,
    });
    expect(await listIds('decisionOverdue=false')).toContain(id);
    expect(await listIds('decisionOverdue=true')).not.toContain(id);

    // Monday 15/03: 2 business days (12, 15), the target; Wednesday 17/03: 4, late, in the filter and the digest.
    manualClock(stack).set(new Date('2027-03-15T13:00:00Z'));
    t = await loginAll(stack);
    expect(await detail(id)).toMatchObject({ elapsedDays: 4, waitingBusinessDays: 2, decisionOverdue: false });
    expect(await listIds('decisionOverdue=true')).not.toContain(id);
    manualClock(stack).set(new Date('2027-03-17T13:00:00Z'));
    t = await loginAll(stack);
    expect(await detail(id)).toMatchObject({ elapsedDays: 6, waitingBusinessDays: 4, decisionOverdue: true });
    expect(await listIds('decisionOverdue=true')).toContain(id);
    // Every other wait of the brand began this morning: the digest then names this one alone.
    await stack.db.query(
      `UPDATE api.opportunities SET created_at = $2, request_renovation_at = $2, renovation_date = NULL
       WHERE brand = 'scanora' AND status IN ('analysis', 'awaiting_renovation') AND id <> $1`,
      [id, new Date('2027-03-17T12:00:00Z')],
    );
    await runJob();
    const digest = (await digests()).at(-1)!;
    expect(digest.subject).toBe('1 oportunidade fora do prazo de decisão');
    expect(digest.content).toContain(`/Painel/Opportunities/${id}`);
    expect(digest.content).toContain('aguardando há 4 dias úteis');

    // Its decision counts 4 business days in March, and the recount from the history gives the same histogram.
    const before = (await decisionTimesOf()).filter((r) => r.month === '2027-03');
    const decided = await patch(t.representative, `/opportunity/${id}`, { status: 'approved', name: 'Renovada' });
    expect(decided.status).toBe(200);
    const march = (await decisionTimesOf()).filter((r) => r.month === '2027-03');
    // The renewal's approval counted its 2 business days since the request; this approval its 4 since that approval.
    expect(march).toEqual([
      { month: '2027-03', business_days: 2, decisions: 1 },
      { month: '2027-03', business_days: 4, decisions: 1 },
    ]);
    expect(before).toEqual([{ month: '2027-03', business_days: 2, decisions: 1 }]);
    // The history is dated by the database, the decisions by the services' clock, moved here: dated as on a real
    // clock (each entry at the instant it wrote), the recount from the history gives the same histogram.
    await stack.db.query(
      `UPDATE api.history h SET created_at = (
         SELECT (m ->> 'newValue')::timestamptz FROM jsonb_array_elements(h.modifications) m
         WHERE m ->> 'attribute' IN ('approveDate', 'renovationDate', 'requestRenovationAt', 'renovationAt')
           AND m ->> 'newValue' IS NOT NULL LIMIT 1)
       WHERE h.type_id = $1 AND h.kind = 'change' AND EXISTS (
         SELECT 1 FROM jsonb_array_elements(h.modifications) m
         WHERE m ->> 'attribute' IN ('approveDate', 'renovationDate', 'requestRenovationAt', 'renovationAt')
           AND m ->> 'newValue' IS NOT NULL)`,
      [id],
    );
    await recountDecisionTimes(stack.db, { brand: 'scanora' });
    expect((await decisionTimesOf()).filter((r) => r.month === '2027-03')).toEqual(march);
  });
});
