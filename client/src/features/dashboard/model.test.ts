import { describe, expect, it } from 'vitest';
import { chartIsEmpty, chartMonths, formatPercent, monthChange, monthName, monthShort } from './model.js';

describe('monthChange', () => {
  it('gives the change in whole percent of the previous month', () => {
    expect(monthChange(12, 10)).toEqual({ kind: 'percent', percent: 20 });
    expect(monthChange(3, 5)).toEqual({ kind: 'percent', percent: -40 });
    expect(monthChange(2, 3)).toEqual({ kind: 'percent', percent: -33 });
    expect(monthChange(0, 4)).toEqual({ kind: 'percent', percent: -100 });
  });

  it('says unchanged when both months agree, and has no base when the previous month is zero', () => {
    expect(monthChange(7, 7)).toEqual({ kind: 'unchanged' });
    expect(monthChange(0, 0)).toEqual({ kind: 'unchanged' });
    expect(monthChange(5, 0)).toEqual({ kind: 'noBase' });
  });
});

describe('formatPercent', () => {
  it('writes the sign and the Brazilian percent', () => {
    expect(formatPercent(20)).toBe('+20%');
    expect(formatPercent(-40)).toBe('-40%');
  });
});

describe('months', () => {
  it('names months in Portuguese, December before January', () => {
    expect(monthName(1)).toBe('janeiro');
    expect(monthName(3)).toBe('março');
    expect(monthName(0)).toBe('dezembro');
    expect(monthShort(11)).toBe('Nov');
  });

  it('builds one chart point per month, January first', () => {
    const months = chartMonths({ approved: [1, 0, 4], disapproved: [0, 2, 0] });
    expect(months).toEqual([
      { month: 1, label: 'Jan', name: 'janeiro', approved: 1, disapproved: 0 },
      { month: 2, label: 'Fev', name: 'fevereiro', approved: 0, disapproved: 2 },
      { month: 3, label: 'Mar', name: 'março', approved: 4, disapproved: 0 },
    ]);
    expect(chartIsEmpty(months)).toBe(false);
    expect(chartIsEmpty(chartMonths({ approved: [0, 0], disapproved: [0, 0] }))).toBe(true);
  });
});
