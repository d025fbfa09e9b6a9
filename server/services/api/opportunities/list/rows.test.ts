import { describe, expect, it } from 'vitest';
import { fromNearerEnd } from './rows.js';

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
