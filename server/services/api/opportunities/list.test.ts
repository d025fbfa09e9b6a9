import { describe, expect, it } from 'vitest';
import { fromNearerEnd, pageTotal } from './list.js';

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
