import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatReais, MAX_REAIS, MONEY_TEXT_MAX_LENGTH, normalizeReaisText, parseReais } from './money.js';

const MAX_CENTS = Math.round(MAX_REAIS * 100);
/** Any price a field takes, as whole cents. */
const cents = fc.integer({ min: 0, max: MAX_CENTS });
const reais = (c: number) => c / 100;
const ungrouped = (c: number) => `${Math.floor(c / 100)}|${String(c % 100).padStart(2, '0')}`;

describe('parseReais', () => {
  it.each([
    ['4.599,90', 4599.9],
    ['4599,90', 4599.9],
    ['4599.90', 4599.9],
    ['R$ 4.599,90', 4599.9],
    ['R$\u00a04.599,90', 4599.9],
    ['  4.599,90 ', 4599.9],
    ['1.234,56', 1234.56],
    ['1.234.567,89', 1234567.89],
    ['4,599.90', 4599.9],
    ['350,00', 350],
    ['1200,5', 1200.5],
    ['4.599', 4599],
    ['1.234.567', 1234567],
    ['4599.9', 4599.9],
    ['4599', 4599],
    ['0,50', 0.5],
    [',5', 0.5],
    ['0', 0],
  ])('reads %j as %d', (text, value) => {
    expect(parseReais(text)).toBe(value);
  });

  it.each([
    ['4.599,', 4599],
    ['4599.', 4599],
    ['4,', 4],
    ['1.234.', 1234],
  ])('reads %j, a separator just typed, as %d so that the total follows the typing', (text, value) => {
    expect(parseReais(text)).toBe(value);
  });

  it.each([
    '',
    '   ',
    'R$',
    ',',
    'abc',
    '-5',
    '1,234',
    '4599.905',
    '0.500',
    '45.99,90',
    '1.234.56',
    '1,2,3',
    '4.599,90,1',
    '1.000.000.000,00',
  ])('refuses %j', (text) => {
    expect(parseReais(text)).toBeNull();
  });

  it('reads back every price as the field writes it, with or without "R$"', () => {
    fc.assert(
      fc.property(cents, (c) => {
        expect(parseReais(formatReais(reais(c)))).toBe(reais(c));
        expect(parseReais(`R$ ${formatReais(reais(c))}`)).toBe(reais(c));
      }),
    );
  });

  it('reads every price typed without thousands separators, with a decimal comma or a decimal point', () => {
    fc.assert(
      fc.property(cents, fc.constantFrom(',', '.'), (c, decimal) => {
        expect(parseReais(ungrouped(c).replace('|', decimal))).toBe(reais(c));
      }),
    );
  });
});

describe('formatReais', () => {
  it.each([
    [4599.9, '4.599,90'],
    [350, '350,00'],
    [1200.5, '1.200,50'],
    [0.5, '0,50'],
    [1234567.89, '1.234.567,89'],
  ])('writes %d as %j', (value, text) => {
    expect(formatReais(value)).toBe(text);
  });

  it("fits the largest price in the field's length", () => {
    expect(formatReais(MAX_REAIS)).toHaveLength(MONEY_TEXT_MAX_LENGTH);
  });
});

describe('normalizeReaisText', () => {
  it.each([
    ['4599.90', '4.599,90'],
    ['350,00', '350,00'],
    ['350', '350,00'],
    ['1200,5', '1.200,50'],
    ['', ''],
    ['45.99,90', '45.99,90'],
  ])('rewrites %j as %j', (text, shown) => {
    expect(normalizeReaisText(text)).toBe(shown);
  });

  it('leaves a field it has already rewritten as it is', () => {
    fc.assert(
      fc.property(cents, (c) => {
        const shown = normalizeReaisText(ungrouped(c).replace('|', ','));
        expect(normalizeReaisText(shown)).toBe(shown);
      }),
    );
  });
});
