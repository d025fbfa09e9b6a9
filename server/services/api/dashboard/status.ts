import type { Queryable } from '../../../db/connection.js';
import { dayOf } from '../opportunities/dates.js';
import { decisionTimes } from '../opportunities/lifecycle/decision-times.js';
import { OPPORTUNITY_STATUSES, type OpportunityStatus } from '../opportunities/lifecycle/statuses.js';
import { listRows } from '../opportunities/list/rows.js';
import { creationCounts, scopedWhere, seesWholeBrand } from '../opportunities/list/scope.js';
import { moneyNumber } from '../opportunities/money.js';
import type { Viewer } from '../viewer.js';
import { DASHBOARD_LAST_OPPORTUNITIES } from './rules.js';

/** Opportunities registered in one month, per current status. */
type CreatedRow = Record<OpportunityStatus, number> & { month: string; total: number; estimated: string };
/** A representative's decisions in one month. */
type DecidedRow = { month: string; approved: number; disapproved: number };

/**
 * Opportunities per month of creation (Brazilian calendar) and current status, for the viewer's scope: read from the
 * rollups that triggers keep with every change (migrations 010a_opportunity_counts and 018_dashboard_rollups), the
 * brand's few rows for a brand-wide viewer, a few rows per resale, owner, month and status otherwise; never a pass
 * over opportunities. The totals by status, the analysis queue and the registrations of each month come from it.
 */
async function createdPerMonth(q: Queryable, viewer: Viewer): Promise<CreatedRow[]> {
  const where = scopedWhere(viewer, { sql: 'TRUE', params: [] });
  const counts = OPPORTUNITY_STATUSES.map(
    (s) => `coalesce(sum(o.n) FILTER (WHERE o.status = '${s}'), 0)::int AS ${s}`,
  ).join(', ');
  // `o` is the rollup: it carries the columns the viewer's scope names. A scope's few rows whatever its values: the
  // statement is kept prepared (connection.ts).
  return q.query<CreatedRow>(
    `SELECT o.month, ${counts}, sum(o.n)::int AS total, coalesce(sum(o.estimated), 0)::text AS estimated
     FROM ${creationCounts(viewer)} o WHERE ${where.sql}
     GROUP BY o.month`,
    where.params,
    { prepared: true },
  );
}

/**
 * Approvals and refusals per month in which the representative decided them (design section 4). The history, not
 * `approve_date`, is the record: a renewal clears the approval date while the approval it replaced still happened,
 * and a refusal keeps no date of its own. Every change that moved an opportunity to `approved` or `disapproved` is
 * one decision; triggers count them, in the transaction that writes them, into rollups by month of decision (the
 * brand's, and one by the decided opportunity's resale and owner, which follows the opportunity when its scope
 * changes: migration 018_dashboard_rollups). Only the months shown are read, from `firstMonth`.
 */
async function decidedPerMonth(q: Queryable, viewer: Viewer, firstMonth: string): Promise<DecidedRow[]> {
  const where = scopedWhere(viewer, { sql: 'o.month >= $1', params: [firstMonth] });
  const rollup = seesWholeBrand(viewer) ? 'api.opportunity_brand_decision_counts' : 'api.opportunity_decision_counts';
  return q.query<DecidedRow>(
    `SELECT o.month, sum(o.approved)::int AS approved, sum(o.disapproved)::int AS disapproved
     FROM ${rollup} o WHERE ${where.sql}
     GROUP BY o.month`,
    where.params,
    { prepared: true },
  );
}

const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** One month: decisions by the month they were taken; the queue, the registrations and their value by creation. */
function monthFigures(created: CreatedRow | undefined, decided: DecidedRow | undefined) {
  return {
    approved: decided?.approved ?? 0,
    disapproved: decided?.disapproved ?? 0,
    analysis: created?.analysis ?? 0,
    total: created?.total ?? 0,
    estimated: moneyNumber(created?.estimated),
  };
}

/**
 * GET /dashboard/status: the chart from January to the current month (`monthly`: approved and disapproved by the
 * month they were decided; analysis and `total` by the month they were registered, spec section 7's "opportunities
 * grouped by month"), totals by current status over every opportunity of the brand (design section 4), the current and previous months, and the last 11.
 */
export async function dashboardStatus(q: Queryable, viewer: Viewer, now: Date) {
  const [year, month] = dayOf(now).split('-').map(Number);
  const previous = month === 1 ? monthKey(year - 1, 12) : monthKey(year, month - 1);
  const current = monthKey(year, month);
  // The chart starts in January; in January the previous month (December) is the first one needed.
  const firstMonth = month === 1 ? previous : monthKey(year, 1);
  const [createdRows, decidedRows, times, last] = await Promise.all([
    createdPerMonth(q, viewer),
    decidedPerMonth(q, viewer, firstMonth),
    // Brand-wide, as a representative's and support's dashboard is (design section 17).
    decisionTimes(q, viewer.brand, year, month),
    listRows(q, viewer, {
      filters: {},
      order: { field: 'createdAt', direction: -1 },
      amount: DASHBOARD_LAST_OPPORTUNITIES,
      offset: 0,
      now,
    }),
  ]);
  const created = new Map(createdRows.map((r) => [r.month, r]));
  const decided = new Map(decidedRows.map((r) => [r.month, r]));
  const months = Array.from({ length: month }, (_, i) => monthKey(year, i + 1));
  // Every registration of the brand, whatever its year: one still in analysis since December is in the queue too.
  const totals = Object.fromEntries(
    OPPORTUNITY_STATUSES.map((s) => [s, createdRows.reduce((sum, r) => sum + r[s], 0)]),
  ) as Record<OpportunityStatus, number>;
  return {
    year,
    month,
    monthly: {
      approved: months.map((m) => decided.get(m)?.approved ?? 0),
      disapproved: months.map((m) => decided.get(m)?.disapproved ?? 0),
      analysis: months.map((m) => created.get(m)?.analysis ?? 0),
      total: months.map((m) => created.get(m)?.total ?? 0),
    },
    totals: { ...totals, all: createdRows.reduce((sum, r) => sum + r.total, 0) },
    currentMonth: monthFigures(created.get(current), decided.get(current)),
    previousMonth: monthFigures(created.get(previous), decided.get(previous)),
    decisionTimes: times,
    last,
  };
}
