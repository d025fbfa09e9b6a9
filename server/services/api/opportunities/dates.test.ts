import { describe, expect, test } from 'vitest';
import { brDate, calendarDaysBetween, dayOf } from './dates.js';

const fresh = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

describe('dayOf', () => {
  test('the day in São Paulo, around midnight and in a summer-time year', () => {
    expect(dayOf(new Date('2026-11-26T02:59:59.999Z'))).toBe('2026-11-25');
    expect(dayOf(new Date('2026-11-26T03:00:00Z'))).toBe('2026-11-26');
    // Summer time (UTC-2) until 2019: midnight was 02:00 UTC.
    expect(dayOf(new Date('2018-01-10T01:59:59Z'))).toBe('2018-01-09');
    expect(dayOf(new Date('2018-01-10T02:00:00Z'))).toBe('2018-01-10');
    expect(brDate(new Date('2026-01-05T12:00:00Z'))).toBe('05/01/2026');
  });

  test('every minute over summer-time changes agrees with Intl, asked twice (the second answer remembered)', () => {
    const starts = ['2018-11-03T00:00:00Z', '2019-02-16T00:00:00Z', '1999-10-02T00:00:00Z', '1969-12-31T00:00:00Z'];
    for (const start of starts) {
      for (let m = 0; m < 3 * 24 * 60; m += 7) {
        const d = new Date(Date.parse(start) + m * 60_000);
        expect(dayOf(d)).toBe(fresh.format(d));
        expect(dayOf(d)).toBe(fresh.format(d));
      }
    }
  });

  test('calendar days follow the printed dates', () => {
    expect(calendarDaysBetween(new Date('2026-11-26T02:30:00Z'), new Date('2026-11-26T03:10:00Z'))).toBe(1);
  });
});
