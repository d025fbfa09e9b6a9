import { describe, expect, it } from 'vitest';
import { pageTotal } from './page-total.js';

// A limit of 10 stands for EXACT_TOTAL_LIMIT: the count stopped at limit + 1 = 11 rows. Pages of 4 rows.
const LIMIT = 10;
const totalOf = (counted: number, page: { offset: number; rows: number }) =>
  pageTotal(counted, { ...page, amount: 4 }, LIMIT);
const exact = (total: number, pageCount: number) => ({ total, totalIsLowerBound: false, pageCount });
const lowerBound = (pageCount: number) => ({ total: LIMIT, totalIsLowerBound: true, pageCount });

describe('pageTotal', () => {
  it('is exact up to the limit', () => {
    expect(totalOf(10, { offset: 0, rows: 4 })).toEqual(exact(10, 3));
  });

  it('past the limit reports the limit as a lower bound, with a page after every full page', () => {
    expect(totalOf(11, { offset: 0, rows: 4 })).toEqual(lowerBound(3));
    expect(totalOf(11, { offset: 40, rows: 4 })).toEqual(lowerBound(12));
  });

  it('past the limit, a last page that came back short tells the exact total', () => {
    expect(totalOf(11, { offset: 40, rows: 3 })).toEqual(exact(43, 11));
  });

  it('past the limit, a page beyond the end keeps the lower bound and the pages it proves', () => {
    expect(totalOf(11, { offset: 400, rows: 0 })).toEqual(lowerBound(3));
  });
});
