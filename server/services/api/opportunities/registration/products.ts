import { z } from 'zod';
import { opportunityTotalCents } from '../../../../../shared/opportunity-total.js';
import { MAX_PRODUCT_LINES, TOO_MANY_LINES } from '../../../../lib/input-rules.js';
import { MAX_MONEY_CENTS, parseCents } from '../money.js';
import { EVEN_AFTER_ERRORS, optionalBoolean, optionalText, REQUIRED } from './form-fields.js';

/** The largest quantity of one line (the form's quantity input takes five digits). */
export const MAX_AMOUNT = 99999;

export const NO_MAIN_PRODUCT = 'Informe ao menos um produto principal com código, descrição, quantidade e preço';

const row = z.object({
  partNumber: optionalText(100),
  description: optionalText(500),
  amount: z.unknown(),
  price: z.unknown(),
  accessory: optionalBoolean(),
  competition: optionalBoolean(),
});
type Row = z.output<typeof row>;

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Quantity: a whole number 0..99999; null when it is something else. */
function parseAmount(v: unknown): number | null {
  if (isBlank(v)) return 0;
  const n = typeof v === 'number' ? v : /^\s*\d+\s*$/.test(String(v)) ? Number(v) : Number.NaN;
  return Number.isInteger(n) && n >= 0 && n <= MAX_AMOUNT ? n : null;
}

function parsePrice(v: unknown): bigint | null {
  if (isBlank(v)) return 0n;
  const cents = parseCents(v);
  return cents !== null && cents <= MAX_MONEY_CENTS ? cents : null;
}

/**
 * A main line has neither flag; accessories and competitors may leave quantity and price empty. A flag that failed
 * to parse counts as not set, so that its line is still checked as a main one.
 */
const isMain = (r: Row) => r.accessory !== true && r.competition !== true;
const hasContent = (r: Row) => !!(r.partNumber || r.description);

/**
 * Product lines: rows without a part number and a description are dropped (the form sends its empty rows); every
 * main line needs part number, description, a quantity of at least 1 and a price above 0, and there must be one
 * (checked even when a line failed elsewhere). Error paths keep the index of the row as sent.
 */
export const productsSchema = z
  .preprocess((v) => (Array.isArray(v) ? v : []), z.array(row).max(MAX_PRODUCT_LINES, TOO_MANY_LINES))
  .superRefine((rows, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', message, path });
    let mains = 0;
    let total = 0n;
    rows.forEach((r, i) => {
      // After a failed row (EVEN_AFTER_ERRORS) `r` is what was sent: anything but an object has no content to check.
      if (!r || typeof r !== 'object' || !hasContent(r)) return;
      const amount = parseAmount(r.amount);
      const price = parsePrice(r.price);
      if (amount === null) issue([i, 'amount'], `Quantidade inválida: use um número inteiro de 1 a ${MAX_AMOUNT}`);
      if (price === null) issue([i, 'price'], 'Preço inválido');
      if (isMain(r)) {
        mains++;
        if (!r.partNumber) issue([i, 'partNumber'], REQUIRED);
        if (!r.description) issue([i, 'description'], REQUIRED);
        if (amount === 0) issue([i, 'amount'], REQUIRED);
        if (price === 0n) issue([i, 'price'], REQUIRED);
      }
      if (amount !== null && price !== null && r.competition !== true) total += BigInt(amount) * price;
    });
    if (mains === 0) issue([], NO_MAIN_PRODUCT);
    if (total > MAX_MONEY_CENTS) issue([], 'Valor total da oportunidade acima do permitido');
  }, EVEN_AFTER_ERRORS)
  .transform((rows) =>
    rows.filter(hasContent).map((r) => ({
      partNumber: r.partNumber,
      description: r.description,
      amount: parseAmount(r.amount) ?? 0,
      priceCents: parsePrice(r.price) ?? 0n,
      accessory: r.accessory,
      competition: r.competition,
    })),
  );

export type ProductInput = z.output<typeof productsSchema>[number];

/** The opportunity total in exact cents (shared/opportunity-total.ts). */
export const estimatedCents = (products: ProductInput[]): bigint => opportunityTotalCents(products);
