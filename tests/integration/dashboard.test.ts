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
  for (let i = 0; i < 3; i++) {
    manualClock(stack).advanceDays(1 / 86_400);
    created.push(await createOpportunity(stack, i ? t.seller : t.resale, { products }));
  }
  // One registration of last year, which the year's totals leave out.
  await stack.db.query(
    `UPDATE api.opportunities SET created_at = created_at - interval '1 year'
     WHERE id = (SELECT id FROM api.opportunities WHERE brand = 'scanora' ORDER BY created_at, id LIMIT 1)`,
  );
  const res = await call(stack.apiUrl, 'PATCH', `/opportunity/${created[0]}`, {
    token: t.representative,
    body: { status: 'disapproved', reason: 'Fora do perfil' },
  });
  expect(res.status).toBe(200);
});
afterAll(() => stack?.stop());

/** The same figures counted straight from the table, month by month of the Brazilian calendar. */
async function expectedFigures() {
  const rows = await stack.db.query<{ month: string; status: string; n: number; estimated: string }>(
    `SELECT to_char(created_at AT TIME ZONE '${TZ}', 'YYYY-MM') AS month, status, count(*)::int AS n,
       sum(estimated)::text AS estimated
     FROM api.opportunities WHERE brand = 'scanora' AND NOT is_deleted GROUP BY 1, 2`,
  );
  const count = (pred: (r: (typeof rows)[number]) => boolean) => rows.filter(pred).reduce((s, r) => s + r.n, 0);
  return { rows, count };
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

    const { rows, count } = await expectedFigures();
    const key = (m: number, y = year) => `${y}-${String(m).padStart(2, '0')}`;
    for (const status of ['approved', 'disapproved', 'analysis'] as const) {
      expect(d.monthly[status]).toHaveLength(month);
      expect(d.monthly[status]).toEqual(
        Array.from({ length: month }, (_, i) => count((r) => r.month === key(i + 1) && r.status === status)),
      );
    }
    // Every opportunity of each month, whatever its status.
    expect(d.monthly.total).toEqual(Array.from({ length: month }, (_, i) => count((r) => r.month === key(i + 1))));
    // Totals cover the current year, like the chart: they add up to it.
    const thisYear = (r: { month: string }) => r.month.startsWith(`${year}-`);
    expect(count((r) => !thisYear(r))).toBeGreaterThan(0);
    for (const status of ['analysis', 'approved', 'disapproved', 'awaiting_renovation', 'renovation', 'expired']) {
      expect(d.totals[status], status).toBe(count((r) => thisYear(r) && r.status === status));
    }
    expect(d.totals.all).toBe(count(thisYear));
    expect(d.totals.all).toBe(d.monthly.total.reduce((a: number, b: number) => a + b, 0));

    const current = key(month);
    expect(d.currentMonth).toMatchObject({
      approved: count((r) => r.month === current && r.status === 'approved'),
      disapproved: count((r) => r.month === current && r.status === 'disapproved'),
      analysis: count((r) => r.month === current && r.status === 'analysis'),
      total: count((r) => r.month === current),
    });
    const cents = rows
      .filter((r) => r.month === current)
      .reduce((s, r) => s + Math.round(Number(r.estimated) * 100), 0);
    expect(Math.round(d.currentMonth.estimated * 100)).toBe(cents);
    const previous = month === 1 ? key(12, year - 1) : key(month - 1);
    expect(d.previousMonth.total).toBe(count((r) => r.month === previous));
    // This test's own rows are in the current month: at least them.
    expect(d.currentMonth.total).toBeGreaterThanOrEqual(3);
    expect(d.currentMonth.disapproved).toBeGreaterThanOrEqual(1);
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
});
