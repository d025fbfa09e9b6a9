import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { opportunityTotalCents, opportunityTotalReais } from './opportunity-total.js';

describe('the opportunity total', () => {
  it('sums amount × price over the lines not flagged competition, in exact cents', () => {
    const lines = [
      { amount: 3, priceCents: 123456n },
      { amount: 2, priceCents: 1005 },
      { amount: 7, priceCents: 999999n, competition: true },
    ];
    expect(opportunityTotalCents(lines)).toBe(3n * 123456n + 2n * 1005n);
    expect(opportunityTotalCents([])).toBe(0n);
  });

  it('in reais, counts an empty or half-typed cell as zero', () => {
    const total = opportunityTotalReais([
      { amount: 10, price: 1500.5, competition: false },
      { amount: 2, price: 100 },
      { amount: null, price: 99 },
      { amount: Number.NaN, price: 5 },
      { amount: 3, price: 1200, competition: true },
    ]);
    expect(total).toBe(15205);
  });

  it('does not drift over many lines, as a float sum does', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ amount: fc.integer({ min: 1, max: 1000 }), cents: fc.integer({ min: 1, max: 10_000_000 }) }),
        ),
        (rows) => {
          const exact = rows.reduce((sum, r) => sum + BigInt(r.amount) * BigInt(r.cents), 0n);
          const reais = opportunityTotalReais(rows.map((r) => ({ amount: r.amount, price: r.cents / 100 })));
          expect(BigInt(Math.round(reais * 100))).toBe(exact);
        },
      ),
    );
  });
});
