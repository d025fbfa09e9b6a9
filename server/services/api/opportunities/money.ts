/**
 * Money as integer cents in BigInt: the opportunity total is amount × price summed over many lines, and must be
 * exact (a float sum drifts). Prices arrive typed by people ("1.234,56", "1234,56", "4.599") or as JSON numbers (1234.56).
 */

/** The largest value a numeric(16, 2) column holds, in cents. */
export const MAX_MONEY_CENTS = 10n ** 16n - 1n;

/**
 * "4.599,90" → "4599.90": the pt-BR forms (comma decimals, dots grouping thousands) to a plain decimal string, read
 * as the web client's price field reads them: a dot followed by exactly three digits groups thousands ("4.599" is four
 * thousand reais, never R$ 4,60), a dot followed by one or two digits is a decimal point ("4599.90").
 */
function plainDecimal(text: string): string | null {
  const s = text.replace(/^R\$\s*/i, '').replace(/\s/g, '');
  if (s.includes(',')) {
    return /^(\d{1,3}(\.\d{3})+|\d+),\d+$/.test(s) ? s.replace(/\./g, '').replace(',', '.') : null;
  }
  if (/^[1-9]\d{0,2}(\.\d{3})+$/.test(s)) return s.replace(/\./g, '');
  return /^\d+(\.\d{1,2})?$/.test(s) ? s : null;
}

/** A JSON number's decimal text: always a decimal point, whatever its digits. */
const numberText = (n: number) => (/^\d+(\.\d+)?$/.test(String(n)) ? String(n) : null);

/** Cents of a price, rounded half-up to the cent; null when the value is not a non-negative amount of money. */
export function parseCents(input: unknown): bigint | null {
  let plain: string | null;
  if (typeof input === 'number') {
    if (!Number.isFinite(input) || input < 0) return null;
    plain = numberText(input);
  } else if (typeof input === 'string') {
    plain = plainDecimal(input.trim());
  } else {
    return null;
  }
  if (plain === null) return null;
  const [int, frac = ''] = plain.split('.');
  const cents = BigInt(int) * 100n + BigInt(frac.padEnd(2, '0').slice(0, 2));
  return frac.length > 2 && Number(frac[2]) >= 5 ? cents + 1n : cents;
}

/** 123456n → "1234.56" (what numeric columns take and return). */
export function centsToDecimal(value: bigint | number): string {
  const cents = BigInt(value);
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** A numeric column's text ("1234.50") as the JSON number of the replies. */
export const moneyNumber = (value: string | number | null | undefined): number => Number(value ?? 0);
