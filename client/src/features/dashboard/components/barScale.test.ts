import { describe, expect, it } from 'vitest';
import { valueTicks, visibleLabels } from './barScale.js';

describe('valueTicks', () => {
  it('gives five ticks from zero with a round step above the highest bar', () => {
    expect(valueTicks(39)).toEqual([0, 10, 20, 30, 40]);
    expect(valueTicks(40)).toEqual([0, 10, 20, 30, 40]);
    expect(valueTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(valueTicks(41)).toEqual([0, 15, 30, 45, 60]);
    expect(valueTicks(1234)).toEqual([0, 350, 700, 1050, 1400]);
  });

  it('never steps by less than one opportunity', () => {
    expect(valueTicks(3)).toEqual([0, 1, 2, 3, 4]);
    expect(valueTicks(1)).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('visibleLabels', () => {
  it('keeps every name when they fit', () => {
    expect(visibleLabels([20, 60, 100], [30, 30, 30])).toEqual([true, true, true]);
  });

  it('keeps the first name and skips those that would overlap the last one written', () => {
    expect(visibleLabels([14, 41, 68, 95, 122], [30, 30, 30, 30, 30])).toEqual([true, false, true, false, true]);
  });
});
