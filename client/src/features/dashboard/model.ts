/**
 * The dashboard's rules: the chart's months, the comparison of the current month with the previous one, the
 * statuses of the totals and the latest rows' toggle. Pure functions, unit-tested (model.test.ts).
 */
import type { OpportunityStatus } from '../../__generated__/graphql.js';
import { onFirstUse } from '../../lib/intlWarmup.js';

const MONTH_NAMES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

/** 1-12 → "novembro"; 0 is December (the month before January). */
export const monthName = (month: number) => MONTH_NAMES[(((month - 1) % 12) + 12) % 12];
/** 1-12 → "Nov" (the chart's axis). */
export const monthShort = (month: number) => {
  const name = monthName(month);
  return name.charAt(0).toUpperCase() + name.slice(1, 3);
};
export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface ChartMonth {
  /** 1-12. */
  month: number;
  /** "Jan" (the axis). */
  label: string;
  /** "janeiro" (the table and tooltips). */
  name: string;
  approved: number;
  disapproved: number;
}

/** The chart's points, January to the current month, from the server's arrays (one entry per month). */
export function chartMonths(monthly: { approved: readonly number[]; disapproved: readonly number[] }): ChartMonth[] {
  return monthly.approved.map((approved, i) => ({
    month: i + 1,
    label: monthShort(i + 1),
    name: monthName(i + 1),
    approved,
    disapproved: monthly.disapproved[i] ?? 0,
  }));
}

/** The chart's series and the colour token of each: the bars (MonthlyBars) and their legend (MonthlyChart). */
export const CHART_SERIES = [
  { key: 'approved', color: 'green.solid' },
  { key: 'disapproved', color: 'red.solid' },
] as const;

/** Nothing to draw: no decision in any month of the year. */
export const chartIsEmpty = (months: readonly ChartMonth[]) =>
  months.every((m) => m.approved === 0 && m.disapproved === 0);

export type Change =
  /** The previous month had figures: the change in whole percent (negative when it fell). */
  | { kind: 'percent'; percent: number }
  /** Both months are zero. */
  | { kind: 'unchanged' }
  /** The previous month is zero and this one is not: no percentage means anything. */
  | { kind: 'noBase' };

/** The current month against the previous one, in percent of the previous (rounded to a whole number). */
export function monthChange(current: number, previous: number): Change {
  if (previous === 0) return current === 0 ? { kind: 'unchanged' } : { kind: 'noBase' };
  const percent = Math.round(((current - previous) / previous) * 100);
  return percent === 0 ? { kind: 'unchanged' } : { kind: 'percent', percent };
}

const percentFormat = onFirstUse(() => new Intl.NumberFormat('pt-BR', { style: 'percent', signDisplay: 'exceptZero' }));

/** 25 → "+25%", -40 → "-40%" (pt-BR). */
export const formatPercent = (percent: number) => percentFormat().format(percent / 100);

/** The totals' statuses, in the order of the life cycle (labels from the opportunities' model). */
export const TOTAL_STATUSES: OpportunityStatus[] = [
  'ANALYSIS',
  'APPROVED',
  'DISAPPROVED',
  'AWAITING_RENOVATION',
  'RENOVATION',
  'EXPIRED',
];

/** The GraphQL totals' field of each status. */
export const TOTAL_FIELDS = {
  ANALYSIS: 'analysis',
  APPROVED: 'approved',
  DISAPPROVED: 'disapproved',
  AWAITING_RENOVATION: 'awaitingRenovation',
  RENOVATION: 'renovation',
  EXPIRED: 'expired',
} as const satisfies Record<OpportunityStatus, string>;

/** The latest rows' toggle: "Todas as oportunidades" or "Aprovadas". */
export type LatestView = 'ALL' | 'APPROVED';
