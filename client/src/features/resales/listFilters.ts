/**
 * The resale list's filters as the screen keeps them (what the inputs show, remembered per user and brand; spec
 * section 2) and as the `resales` query takes them.
 */
import type { ResaleFilter, ResaleStatus } from '../../__generated__/graphql.js';
import { RESALE_STATUSES } from './model.js';

export interface ResaleListFilters {
  statuses: ResaleStatus[];
  /** Sign-up day, yyyy-mm-dd (a date input's value). */
  date: string;
}

export const EMPTY_RESALE_FILTERS: ResaleListFilters = { statuses: [], date: '' };

/** Typed key by key (a date input's digits): it reaches the query after the debounce. */
export const TYPED_RESALE_FILTERS = ['date'] as const satisfies readonly (keyof ResaleListFilters)[];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What the query asks: empty filters left out, only statuses the schema knows, a date only once complete. */
export function toResaleFilter(filters: ResaleListFilters): ResaleFilter {
  const out: ResaleFilter = {};
  const statuses = RESALE_STATUSES.filter((s) => filters.statuses.includes(s));
  if (statuses.length) out.statuses = statuses;
  if (DAY.test(filters.date)) out.date = filters.date;
  return out;
}

export const hasAnyResaleFilter = (filters: ResaleListFilters) => Object.keys(toResaleFilter(filters)).length > 0;

/** Toggles one status, keeping the list in the filter's order. */
export function toggledStatuses(current: readonly ResaleStatus[], status: ResaleStatus): ResaleStatus[] {
  return current.includes(status)
    ? current.filter((s) => s !== status)
    : RESALE_STATUSES.filter((s) => s === status || current.includes(s));
}
