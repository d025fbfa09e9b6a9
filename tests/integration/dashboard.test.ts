import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../fixtures/http.js';
import { type Stack, startStack } from '../fixtures/stack.js';
import { createOpportunity, ensureCrmSeller, loginAll, manualClock, type Tokens } from './opportunities-fixture.js';

let stack: Stack;
let t: Tokens;
const created: string[] = [];
const TZ = 'America/Sao_Paulo';

beforeAll(async () => {
  stack = await startStack();
  await ensureCrmSeller(stack);
  // A minute after the seed, so these are the newest opportunities of the brand.
  manualClock(stack).advanceDays(1 / 1440);
  t = await loginAll(stack);
  const products = [
    { partNumber: 'SC-100', description: 'Coletor', amount: 2, price: '1000,00' },
    { partNumber: 'RIVAL', description: 'Concorrente', amount: 1, price: '10,00', competition: true },
  ];
  // Two registered before the previous month began and decided now (below): decisions count in their own month.
  const earlier = [await createOpportunity(stack, t.resale, { products }), await createOpportunity(stack, t.seller)];
  await stack.db.query(
    `UPDATE api.opportunities SET created_at = created_at - interval '62 days' WHERE id = ANY($1::uuid[])`,
    [earlier],
  );
  for (let i = 0; i < 3; i++) {
    manualClock(stack).advanceDays(1 / 86_400);
    created.push(await createOpportunity(stack, i ? t.seller : t.resale, { products }));
  }
  // One registration of last year: outside the chart's months, inside the brand's totals.
  await stack.db.query(
    `UPDATE api.opportunities SET created_at = created_at - interval '1 year'
     WHERE id = (SELECT id FROM api.opportunities WHERE brand = 'scanora' ORDER BY created_at, id LIMIT 1)`,
  );
  const rejected = await call(stack.apiUrl, 'PATCH', `/opportunity/${earlier[0]}`, {
    token: t.representative,
    body: { status: 'disapproved', reason: 'Fora do perfil' },
  });
  expect(rejected.status).toBe(200);
  const approved = await call(stack.apiUrl, 'PATCH', `/opportunity/${earlier[1]}`, {
    token: t.representative,
    body: { status: 'approved', name: 'Decidida agora' },
  });
  expect(approved.status).toBe(200);
});
afterAll(() => stack?.stop());

/**
 * The same figures counted straight from the tables, month by month of the Brazilian calendar: registrations by
 * their creation month, decisions (history changes that set the status to approved or disapproved, never notes) by
 * their own.
 */
async function expectedFigures() {
  const rows = await stack.db.query<{ month: string; status: string; n: number; estimated: string }>(
    `SELECT to_char(created_at AT TIME ZONE '${TZ}', 'YYYY-MM') AS month, status, count(*)::int AS n,
       sum(estimated)::text AS estimated
     FROM api.opportunities WHERE brand = 'scanora' AND NOT is_deleted GROUP BY 1, 2`,
  );
  const decisions = await stack.db.query<{ month: string; decision: string; n: number }>(
    `SELECT to_char(h.created_at AT TIME ZONE '${TZ}', 'YYYY-MM') AS month, d.decision, count(*)::int AS n
     FROM api.history h
     JOIN api.opportunities o ON o.id::text = h.type_id AND o.brand = 'scanora' AND NOT o.is_deleted
     JOIN (VALUES ('approved'), ('disapproved')) AS d(decision)
       ON h.modifications @> jsonb_build_array(jsonb_build_object('attribute', 'status', 'newValue', d.decision))
     WHERE h.type = 'opportunity' AND h.kind = 'change' GROUP BY 1, 2`,
  );
  const count = (pred: (r: (typeof rows)[number]) => boolean) => rows.filter(pred).reduce((s, r) => s + r.n, 0);
  const decided = (month: string, decision: 'approved' | 'disapproved') =>
    decisions.filter((r) => r.month === month && r.decision === decision).reduce((s, r) => s + r.n, 0);
  return { rows, count, decided };
}

describe('GET /dashboard/status', () => {
  it('answers the monthly chart, totals and the two months from the brand data', async () => {
    const res = await call(stack.apiUrl, 'GET', '/dashboard/status?brand=scanora', { token: t.representative });
    expect(res.status).toBe(200);
    const d = res.body.data;
    const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: TZ })
      .format(stack.clock.now())
      .split('-')
      .map(Number);
    expect(d).toMatchObject({ year, month });

    const { rows, count, decided } = await expectedFigures();
    const key = (m: number, y = year) => `${y}-${String(m).padStart(2, '0')}`;
    const months = Array.from({ length: month }, (_, i) => key(i + 1));
    // Approved and disapproved by the month the representative decided them; the queue by registration month.
    for (const decision of ['approved', 'disapproved'] as const) {
      expect(d.monthly[decision]).toEqual(months.map((m) => decided(m, decision)));
    }
    expect(d.monthly.analysis).toEqual(months.map((m) => count((r) => r.month === m && r.status === 'analysis')));
    expect(d.monthly.approved.reduce((a: number, b: number) => a + b, 0)).toBeGreaterThan(0);
    // Every opportunity of each month, whatever its status.
    expect(d.monthly.total).toEqual(Array.from({ length: month }, (_, i) => count((r) => r.month === key(i + 1))));
    // Totals cover every opportunity of the brand, last year's included: more than the chart's months hold.
    const thisYear = (r: { month: string }) => r.month.startsWith(`${year}-`);
    expect(count((r) => !thisYear(r))).toBeGreaterThan(0);
    for (const status of ['analysis', 'approved', 'disapproved', 'awaiting_renovation', 'renovation', 'expired']) {
      expect(d.totals[status], status).toBe(count((r) => r.status === status));
    }
    expect(d.totals.all).toBe(count(() => true));
    expect(d.totals.all).toBeGreaterThan(d.monthly.total.reduce((a: number, b: number) => a + b, 0));

    const current = key(month);
    expect(d.currentMonth).toMatchObject({
      approved: decided(current, 'approved'),
      disapproved: decided(current, 'disapproved'),
      analysis: count((r) => r.month === current && r.status === 'analysis'),
      total: count((r) => r.month === current),
    });
    const cents = rows
      .filter((r) => r.month === current)
      .reduce((s, r) => s + Math.round(Number(r.estimated) * 100), 0);
    expect(Math.round(d.currentMonth.estimated * 100)).toBe(cents);
    const previous = month === 1 ? key(12, year - 1) : key(month - 1);
    expect(d.previousMonth).toMatchObject({
      approved: decided(previous, 'approved'),
      disapproved: decided(previous, 'disapproved'),
      total: count((r) => r.month === previous),
    });
    // This test's decisions are in the current month although their opportunities were registered earlier.
    expect(d.currentMonth.total).toBeGreaterThanOrEqual(1);
    expect(d.currentMonth.disapproved).toBeGreaterThanOrEqual(1);
    expect(d.currentMonth.approved).toBeGreaterThanOrEqual(1);
  });

  it('lists the last 11 opportunities, newest first, without competitor lines', async () => {
    const res = await call(stack.apiUrl, 'GET', '/dashboard/status', { token: t.support });
    const last = res.body.data.last;
    expect(last).toHaveLength(11);
    expect(last.slice(0, 3).map((o: { id: string }) => o.id)).toEqual([...created].reverse());
    const times = last.map((o: { createdAt: string }) => Date.parse(o.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(last[0]).toMatchObject({ estimated: 2000, elapsedDays: 0 });
    expect(last[0].products).toEqual([expect.objectContaining({ partNumber: 'SC-100', competition: false })]);
  });

  it('is for representatives and support of the token brand only', async () => {
    for (const token of [t.resale, t.seller]) {
      expect((await call(stack.apiUrl, 'GET', '/dashboard/status', { token })).status).toBe(403);
    }
    const other = await call(stack.apiUrl, 'GET', '/dashboard/status?brand=yep', { token: t.representative });
    expect(other.status).toBe(403);
  });

  it('counts a decision in the month it was taken, not the month the opportunity was registered', async () => {
    const before = (await call(stack.apiUrl, 'GET', '/dashboard/status', { token: t.representative })).body.data;
    const id = await createOpportunity(stack, t.resale);
    // Registered three months ago, refused now.
    await stack.db.query(`UPDATE api.opportunities SET created_at = created_at - interval '95 days' WHERE id = $1`, [
      id,
    ]);
    const res = await call(stack.apiUrl, 'PATCH', `/opportunity/${id}`, {
      token: t.representative,
      body: { status: 'disapproved', reason: 'Sem orçamento' },
    });
    expect(res.status).toBe(200);
    const after = (await call(stack.apiUrl, 'GET', '/dashboard/status', { token: t.representative })).body.data;
    expect(after.currentMonth.disapproved).toBe(before.currentMonth.disapproved + 1);
    expect(after.monthly.disapproved.at(-1)).toBe(before.monthly.disapproved.at(-1) + 1);
    expect(after.monthly.disapproved.slice(0, -1)).toEqual(before.monthly.disapproved.slice(0, -1));
  });
});
