/** The opportunity's business numbers (spec section 9, design sections 4 and 17), named once for the services. */
export const OPPORTUNITY_VALIDITY_DAYS = 90;
export const ELAPSED_DAYS_CAP = 60;
export const DEFAULT_PROBABILITY_CLOSING = 25;
export const PROBABILITY_CLOSING_VALUES = [25, 50, 75, 100] as const;
/**
 * List totals are exact up to this many rows; past it a list reports this figure as a lower bound ("mais de 10.000")
 * instead of counting a whole brand on every page (design section 4).
 */
export const EXACT_TOTAL_LIMIT = 10_000;
/** The export holds at most the spec's 99999 rows ("Export up to 99999 rows"), the largest page a list may ask. */
export const EXPORT_MAX_ROWS = 99_999;
/** Rows per query of a streamed export: small enough to keep a service's memory flat, large enough to be few. */
export const EXPORT_BATCH_ROWS = 2_000;
/**
 * Business days a representative has to decide an opportunity in analysis or a renewal request, unless the brand
 * sets its own `decisionTargetBusinessDays`; past it the opportunity is "Fora do prazo" (design section 17).
 */
export const DECISION_TARGET_BUSINESS_DAYS = 2;
/** Opportunities the daily digest of late decisions names; the rest are counted, and the list's filter shows them. */
export const DECISION_DIGEST_ITEMS = 50;
