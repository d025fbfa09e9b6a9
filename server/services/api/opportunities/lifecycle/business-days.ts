import Holidays from 'date-holidays';
import { DAY_MS } from '../../../../../shared/time.js';
import { BUSINESS_TIME_ZONE, dayOf } from '../dates.js';

/**
 * Business days of the approval clock (design section 17): Monday to Friday in the business time zone, less Brazil's
 * national holidays as the `date-holidays` library keeps them (its type `public`). Carnival (type `bank`/`optional`,
 * a "ponto facultativo" by law) and Corpus Christi (`bank`) count as business days: the distributor works them.
 */
const holidays = new Holidays('BR', { timezone: BUSINESS_TIME_ZONE, types: ['public'] });

/** Days since 1970-01-01 of a 'yyyy-mm-dd'. */
const indexOf = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayAt = (index: number) => new Date(index * DAY_MS).toISOString().slice(0, 10);
/** 1970-01-01 was a Thursday: index 0 → weekday 4 (Sunday 0). */
const weekdayOf = (index: number) => (((index + 4) % 7) + 7) % 7;
const isWeekend = (index: number) => weekdayOf(index) === 0 || weekdayOf(index) === 6;

/** The national holidays of a year that fall on a weekday, as day indexes, sorted; computed once per year. */
const weekdayHolidays = new Map<number, number[]>();
function holidaysOf(year: number): number[] {
  let found = weekdayHolidays.get(year);
  if (!found) {
    const days = holidays
      .getHolidays(year)
      .filter((h) => h.type === 'public')
      .map((h) => indexOf(h.date.slice(0, 10)))
      .filter((i) => !isWeekend(i));
    found = [...new Set(days)].sort((a, b) => a - b);
    weekdayHolidays.set(year, found);
  }
  return found;
}

export function isBusinessDay(day: string): boolean {
  const index = indexOf(day);
  return !isWeekend(index) && !holidaysOf(Number(day.slice(0, 4))).includes(index);
}

/** Weekdays from 1970-01-05 (a Monday) to `index`, inclusive: a running count, so a difference counts a range. */
const weekdaysUpTo = (index: number) => {
  const k = index - 4;
  return Math.floor(k / 7) * 5 + Math.min((((k % 7) + 7) % 7) + 1, 5);
};
/** Weekday holidays of `index`'s year up to it, plus those of every year in between from `fromYear`. */
function holidaysBetween(fromIndex: number, toIndex: number): number {
  const first = Number(dayAt(fromIndex).slice(0, 4));
  const last = Number(dayAt(toIndex).slice(0, 4));
  let n = 0;
  for (let y = first; y <= last; y++) for (const h of holidaysOf(y)) if (h > fromIndex && h <= toIndex) n++;
  return n;
}

/**
 * Business days after `from`'s day up to and including `to`'s day, in the business time zone: registered on a Monday,
 * it has waited 0 business days that Monday and 2 on Wednesday. 0 when `to` is not later.
 */
export function businessDaysBetween(from: Date, to: Date): number {
  const start = indexOf(dayOf(from));
  const end = indexOf(dayOf(to));
  if (end <= start) return 0;
  return weekdaysUpTo(end) - weekdaysUpTo(start) - holidaysBetween(start, end);
}

/** The instant a business-time-zone day begins (whole-hour offsets: the first hour whose day it is). */
export function startOfDay(day: string): Date {
  const base = indexOf(day) * DAY_MS;
  for (let h = -12; h <= 14; h++) {
    const t = new Date(base + h * 3_600_000);
    if (dayOf(t) === day) return t;
  }
  throw new Error(`no start for ${day}`);
}

/**
 * The instant before which a wait that started is past `targetDays` at `now`: the start of the (target + 1)-th
 * business day counting back from today. `businessDaysBetween(start, now) > targetDays` exactly when
 * `start < overdueCutoff(now, targetDays)`, so the list filters on an indexed timestamp instead of a per-row count.
 */
export function overdueCutoff(now: Date, targetDays: number): Date {
  let index = indexOf(dayOf(now));
  let seen = 0;
  for (;;) {
    if (isBusinessDay(dayAt(index)) && ++seen === targetDays + 1) return startOfDay(dayAt(index));
    index--;
  }
}
