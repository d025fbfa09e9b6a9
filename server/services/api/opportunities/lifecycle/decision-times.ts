import type { Queryable } from '../../../../db/connection.js';
import { dayOf } from '../dates.js';
import type { OpportunityRow } from '../repository.js';
import { decisionClockOf, type WaitFields } from './decision-clock.js';

/** Where a decision counts: its brand, month (São Paulo calendar), business days waited, and whether that was late. */
export interface DecisionTime {
  brand: string;
  month: string;
  businessDays: number;
  overdue: boolean;
}

/**
 * The decision time of `before` leaving its wait at `now`, or null when it was not waiting (design section 17): the
 * one rule for the decision's own write and for the recount from the history (decision-times-recount.ts).
 */
export function decisionTimeOf(before: WaitFields & Pick<OpportunityRow, 'brand'>, now: Date): DecisionTime | null {
  const { waitingBusinessDays, decisionOverdue } = decisionClockOf(before, now);
  if (waitingBusinessDays === null) return null;
  return {
    brand: before.brand,
    month: dayOf(now).slice(0, 7),
    businessDays: waitingBusinessDays,
    overdue: decisionOverdue,
  };
}

/**
 * Counts a decision (an opportunity or a renewal request leaving its wait) into the month's histogram of business
 * days (migration 027), in the transaction that writes it: the dashboard then reads a few rows a month.
 */
export async function recordDecisionTime(q: Queryable, before: OpportunityRow, now: Date): Promise<void> {
  const d = decisionTimeOf(before, now);
  if (!d) return;
  await q.query(
    `INSERT INTO api.decision_time_counts (brand, month, business_days, decisions, overdue) VALUES ($1, $2, $3, 1, $4)
     ON CONFLICT (brand, month, business_days) DO UPDATE SET
       decisions = api.decision_time_counts.decisions + 1, overdue = api.decision_time_counts.overdue + EXCLUDED.overdue`,
    [d.brand, d.month, d.businessDays, d.overdue ? 1 : 0],
  );
}

export interface DecisionTimeBucket {
  businessDays: number;
  decisions: number;
  overdue: number;
}

/** The nearest-rank percentile `p` (0-1] of a histogram: the least value with at least p of the decisions at or below. */
export function percentileOf(buckets: DecisionTimeBucket[], p: number): number | null {
  const sorted = [...buckets].sort((a, b) => a.businessDays - b.businessDays);
  const total = sorted.reduce((n, b) => n + b.decisions, 0);
  if (!total) return null;
  const rank = Math.max(1, Math.ceil(p * total));
  let seen = 0;
  for (const b of sorted) {
    seen += b.decisions;
    if (seen >= rank) return b.businessDays;
  }
  return sorted[sorted.length - 1].businessDays;
}

/** One month of the dashboard's decision times. */
export function monthOfDecisions(month: number, buckets: DecisionTimeBucket[]) {
  return {
    month,
    decisions: buckets.reduce((n, b) => n + b.decisions, 0),
    medianBusinessDays: percentileOf(buckets, 0.5),
    p90BusinessDays: percentileOf(buckets, 0.9),
    overdue: buckets.reduce((n, b) => n + b.overdue, 0),
  };
}

/** The brand's decision times per month of `year`, January to `month` (the dashboard's months). */
export async function decisionTimes(q: Queryable, brand: string, year: number, month: number) {
  const rows = await q.query<{ month: string; business_days: number; decisions: number; overdue: number }>(
    `SELECT month, business_days, decisions, overdue FROM api.decision_time_counts
     WHERE brand = $1 AND month >= $2 AND month <= $3`,
    [brand, `${year}-01`, `${year}-${String(month).padStart(2, '0')}`],
    { prepared: true },
  );
  return Array.from({ length: month }, (_, i) => {
    const key = `${year}-${String(i + 1).padStart(2, '0')}`;
    const buckets = rows
      .filter((r) => r.month === key)
      .map((r) => ({ businessDays: r.business_days, decisions: r.decisions, overdue: r.overdue }));
    return monthOfDecisions(i + 1, buckets);
  });
}
