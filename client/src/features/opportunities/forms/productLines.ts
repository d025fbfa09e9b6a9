/**
 * The product rows of the registration form: three groups (spec section 3), typed amounts and prices, and which
 * rows are sent (only those with a part number or a description).
 */
import type { FactoryOpts } from 'imask';
import type { ProductLineInput } from '../../../__generated__/graphql.js';
import { parseReais } from '../../../lib/money.js';

/** What the form holds for one row: the texts as typed. */
export interface ProductRowValues {
  partNumber: string;
  description: string;
  amount: string;
  price: string;
}

export const EMPTY_PRODUCT_ROW: ProductRowValues = { partNumber: '', description: '', amount: '', price: '' };

/** The form's arrays of rows, in the order they are sent: main product, accessories, competitors' products. */
export const PRODUCT_GROUPS = [
  { group: 'main', field: 'mainProducts', accessory: false, competition: false },
  { group: 'accessory', field: 'accessories', accessory: true, competition: false },
  { group: 'competitor', field: 'competitors', accessory: false, competition: true },
] as const;

export type ProductGroupField = (typeof PRODUCT_GROUPS)[number]['field'];

/** The largest quantity of one line (the service refuses more): five digits. */
export const AMOUNT_MASK: FactoryOpts = { mask: /^\d{0,5}$/ };

/** "12" → 12; empty or not a whole number → null. */
export function parseAmount(text: string): number | null {
  const s = text.trim();
  return /^\d+$/.test(s) ? Number(s) : null;
}

/** Spec section 3: a row is sent when it has a part number or a description. */
export const isSentRow = (row: ProductRowValues) => !!(row.partNumber.trim() || row.description.trim());

/** One sent line and the form row it came from (`accessories.1`), for the server's `products.<n>.<field>` errors. */
export interface SentLine {
  line: ProductLineInput;
  formPath: string;
}

type Groups = Record<ProductGroupField, ProductRowValues[]>;

export function sentLines(values: Groups): SentLine[] {
  return PRODUCT_GROUPS.flatMap(({ field, accessory, competition }) =>
    values[field].flatMap((row, i) =>
      isSentRow(row)
        ? [
            {
              formPath: `${field}.${i}`,
              line: {
                partNumber: row.partNumber.trim() || null,
                description: row.description.trim() || null,
                amount: parseAmount(row.amount),
                price: parseReais(row.price),
                accessory,
                competition,
              },
            },
          ]
        : [],
    ),
  );
}
