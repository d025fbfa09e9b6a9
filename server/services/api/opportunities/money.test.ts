import { describe, expect, it } from 'vitest';
import { centsToDecimal, parseCents } from './money.js';

describe('money', () => {
  it('reads prices as people type them and as JSON numbers', () => {
    expect(parseCents('1.234,56')).toBe(123456n);
    expect(parseCents('1234,56')).toBe(123456n);
    expect(parseCents('1234,5')).toBe(123450n);
    expect(parseCents('1234.56')).toBe(123456n);
    expect(parseCents('R$ 1.234.567')).toBe(123456700n);
    expect(parseCents(1234.56)).toBe(123456n);
    expect(parseCents(0.1 + 0.2)).toBe(30n);
    expect(parseCents('10,005')).toBe(1001n);
  });

  it('reads a price typed with a thousands dot as the web form does, never a thousand times smaller', () => {
    expect(parseCents('4.599,90')).toBe(459990n);
    expect(parseCents('4599,90')).toBe(459990n);
    expect(parseCents('4599.90')).toBe(459990n);
    expect(parseCents('R$ 4.599,90')).toBe(459990n);
    expect(parseCents('4.599')).toBe(459900n);
    expect(parseCents('1.234')).toBe(123400n);
    expect(parseCents(4.599)).toBe(460n);
  });

  it('refuses what is not money', () => {
    for (const v of ['abc', '-1', '1,2,3', '1.23.4', '4.5999', '45.99,90', '0.500', -5, Number.NaN, 1e25, {}, null])
      expect(parseCents(v)).toBeNull();
  });

  it('writes cents as numeric text', () => {
    expect(centsToDecimal(123456n)).toBe('1234.56');
    expect(centsToDecimal(5n)).toBe('0.05');
    expect(centsToDecimal(10n ** 17n + 1n)).toBe('1000000000000000.01');
  });
});
