import { describe, expect, it } from 'vitest';
import { pageTotal } from './list.js';

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
