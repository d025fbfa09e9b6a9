/** Milliseconds in a day: one name for server, client and tests (a calendar day in UTC, with no leap second). */
export const DAY_MS = 86_400_000;
