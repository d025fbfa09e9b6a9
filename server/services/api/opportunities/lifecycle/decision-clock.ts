import { findBrand } from '../../../../../brands/brands.js';
import { DECISION_TARGET_BUSINESS_DAYS } from '../../../../lib/constants.js';
import type { OpportunityRow } from '../repository.js';
import { businessDaysBetween, overdueCutoff } from './business-days.js';

/** The brand's decision target in business days (design section 17). */
export const decisionTargetOf = (brand: string) =>
  findBrand(brand)?.decisionTargetBusinessDays ?? DECISION_TARGET_BUSINESS_DAYS;

/**
 * When the wait for a decision began, or null when nothing waits: registration for an opportunity in analysis, the
 * renewal request for one awaiting its renewal's decision.
 */
export function waitStartOf(o: Pick<OpportunityRow, 'status' | 'created_at' | 'request_renovation_at'>): Date | null {
  if (o.status === 'analysis') return o.created_at;
  if (o.status === 'awaiting_renovation') return o.request_renovation_at ?? o.created_at;
  return null;
}

/** How long the opportunity has waited for a decision, and whether that is past its brand's target. */
export function decisionClockOf(
  o: Pick<OpportunityRow, 'status' | 'created_at' | 'request_renovation_at' | 'brand'>,
  now: Date,
) {
  const start = waitStartOf(o);
  if (!start) return { waitingBusinessDays: null, decisionOverdue: false };
  const waitingBusinessDays = businessDaysBetween(start, now);
  return { waitingBusinessDays, decisionOverdue: waitingBusinessDays > decisionTargetOf(o.brand) };
}

/** The instant before which a wait that started is overdue now, in the brand (the list filter's cutoff). */
export const brandOverdueCutoff = (brand: string, now: Date) => overdueCutoff(now, decisionTargetOf(brand));
