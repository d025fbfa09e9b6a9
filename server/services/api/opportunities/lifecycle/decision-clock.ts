import { findBrand } from '../../../../../brands/brands.js';
import type { OpportunityRow } from '../repository.js';
import { DECISION_TARGET_BUSINESS_DAYS } from '../rules.js';
import { validityStart } from './age.js';
import { businessDaysBetween, overdueCutoff } from './business-days.js';

/** The brand's decision target in business days (design section 17). */
export const decisionTargetOf = (brand: string) =>
  findBrand(brand)?.decisionTargetBusinessDays ?? DECISION_TARGET_BUSINESS_DAYS;

/** The columns the wait is read from. */
export type WaitFields = Pick<OpportunityRow, 'status' | 'created_at' | 'request_renovation_at' | 'renovation_date'>;

/**
 * When the wait for a decision began, or null when nothing waits: for an opportunity in analysis, when its validity
 * began (registration, or the approval of its last renewal, which puts it back in analysis): the same instant as its
 * "Tempo em análise" (age.ts), so the two figures of one page never contradict each other; the renewal request for
 * one awaiting its renewal's decision.
 */
export function waitStartOf(o: WaitFields): Date | null {
  if (o.status === 'analysis') return validityStart(o);
  if (o.status === 'awaiting_renovation') return o.request_renovation_at ?? o.created_at;
  return null;
}

/**
 * `waitStartOf` in SQL, on the row aliased `o`, for the rows in a wait: the filter and the digest compare it with the
 * cutoff. Its columns are in the partial index of waits (migration 033), so it is read without the table.
 */
export const WAIT_START_SQL =
  "CASE WHEN o.status = 'analysis' THEN COALESCE(o.renovation_date, o.created_at) " +
  'ELSE COALESCE(o.request_renovation_at, o.created_at) END';

/** How long the opportunity has waited for a decision, and whether that is past its brand's target. */
export function decisionClockOf(o: WaitFields & Pick<OpportunityRow, 'brand'>, now: Date) {
  const start = waitStartOf(o);
  if (!start) return { waitingBusinessDays: null, decisionOverdue: false };
  const waitingBusinessDays = businessDaysBetween(start, now);
  return { waitingBusinessDays, decisionOverdue: waitingBusinessDays > decisionTargetOf(o.brand) };
}

/** The instant before which a wait that started is overdue now, in the brand (the list filter's cutoff). */
export const brandOverdueCutoff = (brand: string, now: Date) => overdueCutoff(now, decisionTargetOf(brand));
