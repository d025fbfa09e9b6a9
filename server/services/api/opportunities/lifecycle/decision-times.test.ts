import { describe, expect, it } from 'vitest';
import { monthOfDecisions, percentileOf } from './decision-times.js';

const bucket = (businessDays: number, decisions: number, overdue = 0) => ({ businessDays, decisions, overdue });

describe('time to decision of a month', () => {
  it('has no percentile without decisions', () => {
    expect(percentileOf([], 0.5)).toBeNull();
    expect(monthOfDecisions(3, [])).toEqual({
      month: 3,
      decisions: 0,
      medianBusinessDays: null,
      p90BusinessDays: null,
      overdue: 0,
    });
  });

  it('takes the nearest rank of the histogram, in any order', () => {
    // 10 decisions: five in 1 day, three in 2, one in 4, one in 9.
    const month = [bucket(9, 1, 1), bucket(1, 5), bucket(4, 1, 1), bucket(2, 3)];
    expect(percentileOf(month, 0.5)).toBe(1);
    expect(percentileOf(month, 0.6)).toBe(2);
    expect(percentileOf(month, 0.9)).toBe(4);
    expect(percentileOf(month, 1)).toBe(9);
    expect(monthOfDecisions(11, month)).toEqual({
      month: 11,
      decisions: 10,
      medianBusinessDays: 1,
      p90BusinessDays: 4,
      overdue: 2,
    });
  });
});
