/**
 * The dashboard's table of the latest opportunities holds this many (spec section 9). Apart from status.ts so that
 * the mock gateway, which the client's tests load, reads it without the queries.
 */
export const DASHBOARD_LAST_OPPORTUNITIES = 11;
