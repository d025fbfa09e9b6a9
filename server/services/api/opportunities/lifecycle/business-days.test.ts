import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../../../shared/time.js';
import { dayOf } from '../dates.js';
import { businessDaysBetween, isBusinessDay, overdueCutoff, startOfDay } from './business-days.js';

/** An instant given in São Paulo's clock (UTC-3 since 2019). */
const sp = (local: string) => new Date(`${local}-03:00`);

describe('business days', () => {
  it.each([
    ['a weekday', '2026-11-25', true],
    ['a Saturday', '2026-11-28', false],
    ['a Sunday', '2026-11-29', false],
    ['Consciência Negra (national holiday)', '2026-11-20', false],
    ['Good Friday', '2026-04-03', false],
    ['New Year', '2027-01-01', false],
    ['Carnival Monday (not a national holiday: counts)', '2026-02-16', true],
    ['Carnival Tuesday', '2026-02-17', true],
    ['Corpus Christi (bank holiday only: counts)', '2026-06-04', true],
  ])('%s: %s is a business day: %s', (_what, day, expected) => {
    expect(isBusinessDay(day)).toBe(expected);
  });

  it.each([
    ['the same day', '2026-11-23T09:00:00', '2026-11-23T18:00:00', 0],
    ['Monday to Wednesday', '2026-11-23T10:00:00', '2026-11-25T10:00:00', 2],
    ['over a weekend', '2026-11-27T17:00:00', '2026-11-30T08:00:00', 1],
    ['over a holiday and a weekend', '2026-11-19T10:00:00', '2026-11-23T10:00:00', 1],
    ['over Good Friday', '2026-04-02T10:00:00', '2026-04-06T10:00:00', 1],
    ['over Carnival', '2026-02-13T10:00:00', '2026-02-18T10:00:00', 3],
    ['over New Year', '2026-12-31T10:00:00', '2027-01-04T10:00:00', 1],
    ['a month with a holiday', '2026-11-02T10:00:00', '2026-12-02T10:00:00', 21],
    ['backwards', '2026-11-25T10:00:00', '2026-11-23T10:00:00', 0],
  ])('%s: %s → %s is %i', (_what, from, to, expected) => {
    expect(businessDaysBetween(sp(from), sp(to))).toBe(expected);
  });

  it('counts days in São Paulo, not in UTC', () => {
    const monday = sp('2026-11-23T12:00:00');
    // 23:30 on Monday in São Paulo is already Tuesday in UTC.
    expect(businessDaysBetween(monday, new Date('2026-11-24T02:30:00Z'))).toBe(0);
    expect(businessDaysBetween(monday, new Date('2026-11-24T03:30:00Z'))).toBe(1);
  });

  it('starts a day at midnight in São Paulo', () => {
    expect(startOfDay('2026-11-23').toISOString()).toBe('2026-11-23T03:00:00.000Z');
  });

  it.each([
    ['Wednesday, target 2', '2026-11-25T15:00:00', 2, '2026-11-23T03:00:00.000Z'],
    ['Monday after a holiday Friday, target 2', '2026-11-23T09:00:00', 2, '2026-11-18T03:00:00.000Z'],
    ['Saturday, target 2', '2026-11-28T09:00:00', 2, '2026-11-25T03:00:00.000Z'],
    ['Wednesday, target 0', '2026-11-25T15:00:00', 0, '2026-11-25T03:00:00.000Z'],
  ])('the overdue cutoff on %s', (_what, now, target, expected) => {
    expect(overdueCutoff(sp(now), target).toISOString()).toBe(expected);
  });

  const instant = fc
    .integer({ min: Date.parse('2024-01-01T00:00:00Z'), max: Date.parse('2028-12-31T00:00:00Z') })
    .map((t) => new Date(t));

  it('counts what a day-by-day walk counts', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 400 }), (from, span) => {
        const to = new Date(from.getTime() + span * DAY_MS);
        let walked = 0;
        const end = dayOf(to);
        for (let t = from.getTime() + DAY_MS; dayOf(new Date(t)) <= end; t += DAY_MS) {
          // Noon-safe steps: whole days from any hour never skip or repeat a day (no DST in these years).
          if (isBusinessDay(dayOf(new Date(t)))) walked++;
        }
        expect(businessDaysBetween(from, to)).toBe(walked);
      }),
    );
  });

  it('is overdue exactly when the wait began before the cutoff', () => {
    fc.assert(
      fc.property(instant, instant, fc.integer({ min: 0, max: 10 }), (a, b, target) => {
        const [start, now] = a <= b ? [a, b] : [b, a];
        expect(businessDaysBetween(start, now) > target).toBe(start < overdueCutoff(now, target));
      }),
    );
  });
});
