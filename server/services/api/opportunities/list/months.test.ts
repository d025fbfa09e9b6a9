import { describe, expect, it } from 'vitest';
import { lastDayOf, wholeMonths } from './months.js';

describe('wholeMonths', () => {
  it('the months wholly inside a range of days, open where the range is', () => {
    expect(wholeMonths({ start: '2026-01-01', end: '2026-03-31' }, '2026-11-26')).toEqual({
      from: '2026-01',
      to: '2026-03',
    });
    expect(wholeMonths({ start: '2026-01-02', end: '2026-03-30' }, '2026-11-26')).toEqual({
      from: '2026-02',
      to: '2026-02',
    });
    expect(wholeMonths({ start: '2025-12-15', end: '2026-02-28' }, '2026-11-26')).toEqual({
      from: '2026-01',
      to: '2026-02',
    });
    expect(wholeMonths({ end: '2024-02-29' }, '2026-11-26')).toEqual({ from: undefined, to: '2024-02' });
    expect(wholeMonths({ start: '2026-10-27' }, '2026-11-26')).toEqual({ from: '2026-11', to: undefined });
  });

  it('none when the range lies within one month or across two partial ones', () => {
    expect(wholeMonths({ start: '2026-03-02', end: '2026-03-30' }, '2026-11-26')).toBeUndefined();
    expect(wholeMonths({ start: '2026-09-15', end: '2026-10-14' }, '2026-11-26')).toBeUndefined();
  });

  it('a range reaching today takes its month whole, less the rows after the range', () => {
    expect(wholeMonths({ start: '2026-10-27', end: '2026-11-26' }, '2026-11-26')).toEqual({
      from: '2026-11',
      to: '2026-11',
      laterThanEnd: '2026-11-27',
    });
    expect(wholeMonths({ start: '2026-11-01', end: '2026-12-10' }, '2026-11-26')).toEqual({
      from: '2026-11',
      to: '2026-12',
      laterThanEnd: '2026-12-11',
    });
    // The last day of a month needs nothing taken away.
    expect(wholeMonths({ start: '2026-11-01', end: '2026-11-30' }, '2026-11-26')).toEqual({
      from: '2026-11',
      to: '2026-11',
    });
  });
});

describe('lastDayOf', () => {
  it('knows the months of 30 and 31 days and February in and out of a leap year', () => {
    expect(['2026-02', '2024-02', '2026-04', '2026-12'].map(lastDayOf)).toEqual([
      '2026-02-28',
      '2024-02-29',
      '2026-04-30',
      '2026-12-31',
    ]);
  });
});
