import type { Queryable } from '../../../db/connection.js';
import { DASHBOARD_LAST_OPPORTUNITIES } from '../../../lib/constants.js';
import { BUSINESS_TIME_ZONE, dayOf } from '../opportunities/dates.js';
import { OPPORTUNITY_STATUSES, type OpportunityStatus } from '../opportunities/lifecycle.js';
import { listRows } from '../opportunities/list.js';
import { moneyNumber } from '../opportunities/money.js';
import { scopedWhere } from '../opportunities/scoped-where.js';
import type { Viewer } from '../viewer.js';

/** Opportunities registered in one month, per current status. */
type CreatedRow = Record<OpportunityStatus, number> & { month: string; total: number; estimated: string };
/** A representative's decisions in one month. */
type DecidedRow = { month: string; approved: number; disapproved: number };

const monthOf = (column: string) => `to_char(${column} AT TIME ZONE '${BUSINESS_TIME_ZONE}', 'YYYY-MM')`;

/**
 * Opportunities per month of creation (Brazilian calendar) and current status, for the viewer's scope: read from the
 * rollup that triggers keep with every change (migration 010_opportunity_counts), a few rows per resale, owner, month
 * and status, never a pass over opportunities. The totals by status, the analysis queue and the registrations of
 * each month come from it.
 */
async function createdPerMonth(q: Queryable, viewer: Viewer): Promise<CreatedRow[]> {
  const where = scopedWhere(viewer, { sql: 'TRUE', params: [] });
  const counts = OPPORTUNITY_STATUSES.map(
    (s) => `coalesce(sum(o.n) FILTER (WHERE o.status = '${s}'), 0)::int AS ${s}`,
  ).join(', ');
  // `o` is the rollup: it carries the columns the viewer's scope names (brand, is_deleted, resale_id, user_id).
  return q.query<CreatedRow>(
    `SELECT o.month, ${counts}, sum(o.n)::int AS total, coalesce(sum(o.estimated), 0)::text AS estimated
     FROM api.opportunity_counts o WHERE ${where.sql}
     GROUP BY o.month`,
    where.params,
  );
}

/**
 * The history entries that decided an opportunity: the predicate of history_opportunity_decisions_idx, verbatim.
 * Changes only: a note (POST /history/create) may claim a status it never set.
 */
const DECISION_ENTRY = `h.type = 'opportunity' AND h.kind = 'change'
  AND (h.modifications @> '[{"attribute": "status", "newValue": "approved"}]'
    OR h.modifications @> '[{"attribute": "status", "newValue": "disapproved"}]')`;

/**
 * Approvals and refusals per month in which the representative decided them (DESIGN section 4), read from the
 * history: every change that moved an opportunity to `approved` or `disapproved` is one decision, written in the
 * transaction of the change. The history, not `approve_date`, because a renewal clears the approval date while the
 * approval it replaced still happened; and a refusal keeps no date of its own on the opportunity. Only the months
 * shown are read (from `firstMonth`), through the index of decision entries, each joined to its opportunity by id.
 */
async function decidedPerMonth(q: Queryable, viewer: Viewer, firstMonth: string): Promise<DecidedRow[]> {
  const where = scopedWhere(viewer, { sql: 'TRUE', params: [] });
  const from = `$${where.params.length + 1}`;
  return q.query<DecidedRow>(
    `SELECT ${monthOf('h.created_at')} AS month,
       count(*) FILTER (WHERE m->>'newValue' = 'approved')::int AS approved,
       count(*) FILTER (WHERE m->>'newValue' = 'disapproved')::int AS disapproved
     FROM api.history h
     JOIN api.opportunities o ON o.id = h.type_id::uuid
     CROSS JOIN LATERAL jsonb_array_elements(h.modifications) m
     WHERE ${DECISION_ENTRY}
       AND h.created_at >= (${from}::date::timestamp AT TIME ZONE '${BUSINESS_TIME_ZONE}')
       AND ${where.sql} AND m->>'attribute' = 'status' AND m->>'newValue' IN ('approved', 'disapproved')
     GROUP BY 1`,
    [...where.params, `${firstMonth}-01`],
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
 * grouped by month"), totals by current status over every opportunity of the brand (DESIGN section 4), the current and previous months, and the last 11.
 */
export async function dashboardStatus(q: Queryable, viewer: Viewer, now: Date) {
  const [year, month] = dayOf(now).split('-').map(Number);
  const previous = month === 1 ? monthKey(year - 1, 12) : monthKey(year, month - 1);
  const current = monthKey(year, month);
  // The chart starts in January; in January the previous month (December) is the first one needed.
  const firstMonth = month === 1 ? previous : monthKey(year, 1);
  const [createdRows, decidedRows, last] = await Promise.all([
    createdPerMonth(q, viewer),
    decidedPerMonth(q, viewer, firstMonth),
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
    last,
  };
}
