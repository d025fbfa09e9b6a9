import { describe, expect, it } from 'vitest';
import { fromNearerEnd, pageTotal, wholeMonths } from './list.js';

// A limit of 10 stands for EXACT_TOTAL_LIMIT: the count stopped at limit + 1 = 11 rows.
const LIMIT = 10;

describe('pageTotal', () => {
  it('is exact up to the limit', () => {
    expect(pageTotal(10, { offset: 0, amount: 4, rows: 4 }, LIMIT)).toEqual({
      total: 10,
      totalIsLowerBound: false,
      pageCount: 3,
    });
  });

  it('past the limit reports the limit as a lower bound, with a page after every full page', () => {
    expect(pageTotal(11, { offset: 0, amount: 4, rows: 4 }, LIMIT)).toEqual({
      total: 10,
      totalIsLowerBound: true,
      pageCount: 3,
    });
    expect(pageTotal(11, { offset: 40, amount: 4, rows: 4 }, LIMIT)).toEqual({
      total: 10,
      totalIsLowerBound: true,
      pageCount: 12,
    });
  });

  it('past the limit, a last page that came back short tells the exact total', () => {
    expect(pageTotal(11, { offset: 40, amount: 4, rows: 3 }, LIMIT)).toEqual({
      total: 43,
      totalIsLowerBound: false,
      pageCount: 11,
    });
  });

  it('past the limit, a page beyond the end keeps the lower bound and the pages it proves', () => {
    expect(pageTotal(11, { offset: 400, amount: 4, rows: 0 }, LIMIT)).toEqual({
      total: 10,
      totalIsLowerBound: true,
      pageCount: 3,
    });
  });
});

describe('fromNearerEnd', () => {
  const byValue = { field: 'estimated', direction: 1 } as const;

  it('reads a page of the first half as asked', () => {
    const page = { order: byValue, offset: 40, amount: 10 };
    expect(fromNearerEnd(page, 100)).toBe(page);
    expect(fromNearerEnd({ ...page, offset: 50 }, 100)).toEqual({ ...page, offset: 50 });
  });

  it('reads a page of the second half from the other end, in the opposite order', () => {
    // Rows 60-69 of 100 ascending are rows 30-39 descending.
    expect(fromNearerEnd({ order: byValue, offset: 60, amount: 10 }, 100)).toEqual({
      order: { field: 'estimated', direction: -1 },
      offset: 30,
      amount: 10,
    });
    // The last page, shorter than the others: its three rows are the first three from the other end.
    expect(fromNearerEnd({ order: { field: 'createdAt', direction: -1 }, offset: 100, amount: 25 }, 103)).toEqual({
      order: { field: 'createdAt', direction: 1 },
      offset: 0,
      amount: 3,
    });
  });

  it('reads nothing past the end', () => {
    expect(fromNearerEnd({ order: byValue, offset: 100, amount: 10 }, 100).amount).toBe(0);
    expect(fromNearerEnd({ order: byValue, offset: 150, amount: 10 }, 100).amount).toBeLessThanOrEqual(0);
  });
});

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
