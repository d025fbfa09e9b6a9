import { calendarDaysBetween } from '../dates.js';
import type { OpportunityRow } from '../repository.js';
import { ELAPSED_DAYS_CAP, OPPORTUNITY_VALIDITY_DAYS } from '../rules.js';

type ValidityFields = Pick<OpportunityRow, 'created_at' | 'renovation_date'>;

/**
 * When the current 90-day validity began: the last approved renewal, or the creation when there was none. A renewal
 * starts a new period, so nothing of the previous one counts any more.
 */
export const validityStart = (o: ValidityFields): Date => o.renovation_date ?? o.created_at;

/**
 * How old an opportunity is, read on one clock from `validityStart` (docs/rest-api.md, "Tempo em análise"):
 * - `elapsedDays`: days since the validity began, capped at 60 (the age bar's scale);
 * - `expireDays`: while in analysis, 90 minus the same days (uncapped), never below 0; null in any other status.
 * Days are calendar days in São Paulo, like every date the screens print: an opportunity "criada em 25/11" is one
 * day old on 26/11 whatever the hour, and its days left reach 0 on the day its protection ends.
 */
export function ageOf(o: ValidityFields & Pick<OpportunityRow, 'status'>, now: Date) {
  const elapsed = Math.max(0, calendarDaysBetween(validityStart(o), now));
  return {
    expireDays: o.status === 'analysis' ? Math.max(0, OPPORTUNITY_VALIDITY_DAYS - elapsed) : null,
    elapsedDays: Math.min(ELAPSED_DAYS_CAP, elapsed),
  };
}
