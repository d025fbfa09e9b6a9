import { describe, expect, it } from 'vitest';
import { centsToDecimal, parseCents } from './money.js';

describe('money', () => {
  it.each([
    // As people type them, and as JSON numbers.
    ['1.234,56', 123456n],
    ['1234,56', 123456n],
    ['1234,5', 123450n],
    ['1234.56', 123456n],
    ['R$ 1.234.567', 123456700n],
    [1234.56, 123456n],
    [0.1 + 0.2, 30n],
    ['10,005', 1001n],
    // With a thousands dot as the web form writes it: never a thousand times smaller.
    ['4.599,90', 459990n],
    ['4599,90', 459990n],
    ['4599.90', 459990n],
    ['R$ 4.599,90', 459990n],
    ['4.599', 459900n],
    ['1.234', 123400n],
    [4.599, 460n],
  ])('reads %s as %s cents', (typed, cents) => {
    expect(parseCents(typed)).toBe(cents);
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
