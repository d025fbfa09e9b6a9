/**
 * The opportunity total (spec section 3: the sum of amount × price over the product lines not flagged competition),
 * one rule for every place that computes it: the API's validation (the stored `estimated`), the demo seed, the
 * schema mocks and the registration form's running total. In cents, as integers: a float sum of many lines drifts.
 */

/** A product line as the total counts it. */
export interface PricedLine {
  amount: number | bigint;
  /** Unit price in integer cents. */
  priceCents: number | bigint;
  competition?: boolean | null;
}

/** The total in exact cents. */
export const opportunityTotalCents = (lines: readonly PricedLine[]): bigint =>
  lines.reduce((sum, l) => (l.competition ? sum : sum + BigInt(l.amount) * BigInt(l.priceCents)), 0n);

/** A price in reais (a form's or a mock's number) as whole cents. */
export const reaisToCents = (reais: number): number => Math.round(reais * 100);

/** A number a form may still hold while it is typed: empty or not a number counts as zero. */
const finite = (n: number | null | undefined) => (n !== null && n !== undefined && Number.isFinite(n) ? n : 0);

/** The total of lines priced in reais, in reais (the form's and the mocks' unit); missing values count as zero. */
export const opportunityTotalReais = (
  lines: readonly { amount?: number | null; price?: number | null; competition?: boolean | null }[],
): number =>
  Number(
    opportunityTotalCents(
      lines.map((l) => ({
        amount: Math.trunc(finite(l.amount)),
        priceCents: reaisToCents(finite(l.price)),
        competition: l.competition,
      })),
    ),
  ) / 100;
