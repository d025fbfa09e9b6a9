/**
 * The conclusion date of spec section 5: typed as dd/mm/aa (masked, 8 characters), also accepted as dd-mm-aa or
 * aaaa-mm-dd, sent as aaaa-mm-dd, and never before today. Days are Brazilian days, as the server counts them.
 */
import type { FactoryOpts } from 'imask';
import { onFirstUse } from '../../../lib/intlWarmup.js';

export const CONCLUSION_DATE_MASK: FactoryOpts = { mask: '00/00/00' };

const BUSINESS_TIME_ZONE = 'America/Sao_Paulo';
const isoDay = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: BUSINESS_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
);

/** Today (or the day of `now`) in Brasília, as aaaa-mm-dd. */
export const businessDay = (now: Date = new Date()): string => isoDay().format(now);

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A real calendar day (no day or month 0, no 31/02) as aaaa-mm-dd, or null. */
function calendarDay(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1) return null;
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** dd/mm/aa, dd-mm-aa or aaaa-mm-dd (two-digit years are 20aa) → aaaa-mm-dd; null when it is not a real day. */
export function parseConclusionDate(text: string): string | null {
  const s = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (iso) return calendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const br = /^(\d{2})([/-])(\d{2})\2(\d{2})$/.exec(s);
  if (!br) return null;
  return calendarDay(2000 + Number(br[4]), Number(br[3]), Number(br[1]));
}

/** Whether the text is a real day, today or later. */
export function isFutureConclusionDate(text: string, today: string): boolean {
  const day = parseConclusionDate(text);
  return day !== null && day >= today;
}
