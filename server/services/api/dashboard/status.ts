import type { Queryable } from '../../../db/connection.js';
import { DASHBOARD_LAST_OPPORTUNITIES } from '../../../lib/constants.js';
import { BUSINESS_TIME_ZONE, dayOf } from '../opportunities/dates.js';
import { OPPORTUNITY_STATUSES, type OpportunityStatus } from '../opportunities/lifecycle.js';
import { listPage } from '../opportunities/list.js';
import { moneyNumber } from '../opportunities/money.js';
import { scopedWhere } from '../opportunities/scoped-where.js';
import type { Viewer } from '../viewer.js';

type MonthRow = Record<OpportunityStatus, number> & { month: string; total: number; estimated: string };

/**
 * Counts per month of creation (Brazilian calendar) and status, for the viewer's brand: ONE aggregation whose rows
 * are months, never a pass over opportunities. Totals, the chart and the two compared months all come from it.
 */
async function monthlyCounts(q: Queryable, viewer: Viewer): Promise<MonthRow[]> {
  const where = scopedWhere(viewer, { sql: 'TRUE', params: [] });
  const counts = OPPORTUNITY_STATUSES.map((s) => `count(*) FILTER (WHERE o.status = '${s}')::int AS ${s}`).join(', ');
  return q.query<MonthRow>(
    `SELECT to_char(o.created_at AT TIME ZONE '${BUSINESS_TIME_ZONE}', 'YYYY-MM') AS month, ${counts},
       count(*)::int AS total, coalesce(sum(o.estimated), 0)::text AS estimated
     FROM api.opportunities o WHERE ${where.sql}
     GROUP BY 1`,
    where.params,
  );
}

const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

function monthFigures(row: MonthRow | undefined) {
  return {
    approved: row?.approved ?? 0,
    disapproved: row?.disapproved ?? 0,
    analysis: row?.analysis ?? 0,
    total: row?.total ?? 0,
    estimated: moneyNumber(row?.estimated),
  };
}

/**
 * GET /dashboard/status: the chart from January to the current month (`monthly`: per status, and `total`, every
 * opportunity created that month: spec section 7's "opportunities grouped by month"), totals by status over the same
 * current year, so that totals and chart add up, the current and previous months, and the last 11.
 */
export async function dashboardStatus(q: Queryable, viewer: Viewer, now: Date) {
  const [year, month] = dayOf(now).split('-').map(Number);
  const [rows, last] = await Promise.all([
    monthlyCounts(q, viewer),
    listPage(q, viewer, {
      filters: {},
      order: { field: 'createdAt', direction: -1 },
      amount: DASHBOARD_LAST_OPPORTUNITIES,
      offset: 0,
      now,
    }),
  ]);
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  const months = Array.from({ length: month }, (_, i) => byMonth.get(monthKey(year, i + 1)));
  const thisYear = rows.filter((r) => r.month.startsWith(`${year}-`));
  const totals = Object.fromEntries(
    OPPORTUNITY_STATUSES.map((s) => [s, thisYear.reduce((sum, r) => sum + r[s], 0)]),
  ) as Record<OpportunityStatus, number>;
  const previous = month === 1 ? monthKey(year - 1, 12) : monthKey(year, month - 1);
  return {
    year,
    month,
    monthly: {
      approved: months.map((r) => r?.approved ?? 0),
      disapproved: months.map((r) => r?.disapproved ?? 0),
      analysis: months.map((r) => r?.analysis ?? 0),
      total: months.map((r) => r?.total ?? 0),
    },
    totals: { ...totals, all: thisYear.reduce((sum, r) => sum + r.total, 0) },
    currentMonth: monthFigures(byMonth.get(monthKey(year, month))),
    previousMonth: monthFigures(byMonth.get(previous)),
    last: last.items,
  };
}
