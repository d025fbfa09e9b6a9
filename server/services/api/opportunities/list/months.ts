/** Month arithmetic on 'yyyy-mm-dd' days, for the creation rollup, which counts rows per month. */
import { DAY_MS } from '../../../../../shared/time.js';

/**
 * The months ('yyyy-mm') wholly inside a range of days, open at either end when the range is; undefined when none is.
 * The end's month counts as whole when the range reaches `today` (no row is created later, but an operator may write
 * one): `laterThanEnd` is then the first day after the range, whose rows the caller takes away.
 */
export function wholeMonths(
  day: { start?: string; end?: string },
  today: string,
): { from?: string; to?: string; laterThanEnd?: string } | undefined {
  const month = (d: string) => d.slice(0, 7);
  const shift = (m: string, by: number) => {
    const at = new Date(Date.UTC(Number(m.slice(0, 4)), Number(m.slice(5, 7)) - 1 + by, 1));
    return at.toISOString().slice(0, 7);
  };
  const nextDay = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  const from =
    day.start === undefined ? undefined : day.start.endsWith('-01') ? month(day.start) : shift(month(day.start), 1);
  let to: string | undefined;
  let laterThanEnd: string | undefined;
  if (day.end !== undefined) {
    const after = nextDay(day.end);
    if (after.endsWith('-01')) to = month(day.end);
    else if (day.end >= today) {
      to = month(day.end);
      laterThanEnd = after;
    } else to = shift(month(day.end), -1);
  }
  if (from !== undefined && to !== undefined && from > to) return undefined;
  return { from, to, laterThanEnd };
}

/** '2026-02' → '2026-02-28'. */
export function lastDayOf(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(year, m, 0)).getUTCDate()).padStart(2, '0')}`;
}
