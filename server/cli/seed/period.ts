import { DAY_MS, type Random } from './random.js';

/**
 * The time frame of the demo data, fixed by the seed clock: activity spreads from January 1st of the current year
 * to now, reaching back into the previous year only when the year is too young to hold every status (an expired
 * registration is at least 120 days old).
 */
export interface Period {
  now: Date;
  yearStart: Date;
  /** The earliest creation date of a demo opportunity. */
  earliest: Date;
}

const MIN_SPAN_DAYS = 240;

export function periodOf(now: Date): Period {
  const yearStart = new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
  const earliest = new Date(Math.min(yearStart.getTime(), now.getTime() - MIN_SPAN_DAYS * DAY_MS));
  return { now, yearStart, earliest };
}

/** A moment between `from` and `to`, rounded to the minute. */
export function between(rnd: Random, from: Date, to: Date): Date {
  const t = from.getTime() + rnd.next() * Math.max(0, to.getTime() - from.getTime());
  return new Date(Math.max(from.getTime(), Math.floor(t / 60_000) * 60_000));
}
