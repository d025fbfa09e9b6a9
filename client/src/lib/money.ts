/**
 * Reais as people type them into a price field, and as the field shows them once left. The form keeps the text;
 * every sum and every payload reads it through `parseReais`, so what the total shows is what is registered.
 */

import { onFirstUse } from './intlWarmup.js';

/** The largest price a field takes: far above any deal, and every cent of it exact in a double. */
export const MAX_REAIS = 999_999_999.99;

// Made on first use (lib/intlWarmup.ts says why).
const twoDecimals = onFirstUse(
  () => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/** 4599.9 → "4.599,90": thousands grouped by dots, always two decimals after the comma, no "R$". */
export const formatReais = (value: number) => twoDecimals().format(value);

/**
 * The longest text a money field needs: the largest price written the way the field writes it, "999.999.999,99"
 * (money.test.ts checks it against `formatReais`; written out, loading the module makes no formatter).
 */
export const MONEY_TEXT_MAX_LENGTH = 14;

/** "4.599.999" or "4,599,999": a first group of one to three digits (not a lone 0), then groups of three. */
const groupedBy = (separator: '.' | ',') => new RegExp(`^[1-9]\\d{0,2}(\\${separator}\\d{3})+$`);
const GROUPED = { '.': groupedBy('.'), ',': groupedBy(',') };

/** The integer part, without its thousands separators; null when they do not group it in threes. */
function integerPart(text: string, separator: '.' | ','): string | null {
  if (!text.includes(separator)) return /^\d*$/.test(text) ? text : null;
  return GROUPED[separator].test(text) ? text.split(separator).join('') : null;
}

/** The integer and decimal digits, and the separator that groups the integer's thousands. */
function splitDecimal(s: string): { int: string; frac: string; groups: '.' | ',' } {
  const comma = s.lastIndexOf(',');
  const dot = s.lastIndexOf('.');
  if (comma < 0 && dot < 0) return { int: s, frac: '', groups: '.' };
  // Both present: the last one separates the cents and the other groups thousands ("4.599,90", or "4,599.90"
  // pasted from a sheet in English).
  if (comma >= 0 && dot >= 0) {
    const at = Math.max(comma, dot);
    return { int: s.slice(0, at), frac: s.slice(at + 1), groups: comma > dot ? '.' : ',' };
  }
  if (comma >= 0) return { int: s.slice(0, comma), frac: s.slice(comma + 1), groups: '.' };
  // Only dots. In pt-BR a dot groups thousands, so a dot followed by exactly three digits does ("4.599", and
  // every dot of "1.234.567"); a single dot followed by one or two digits can only be a decimal point ("4599.90").
  const parts = s.split('.');
  if (parts.length === 2 && parts[1].length !== 3) return { int: parts[0], frac: parts[1], groups: '.' };
  return { int: s, frac: '', groups: '.' };
}

/**
 * The value of a typed or pasted price, in reais: "4.599,90", "4599,90", "4599.90", "R$ 4.599,90" → 4599.9.
 * A separator typed last counts as not yet followed by anything ("4.599," → 4599), so that a running total follows
 * the typing. Null for an empty text, more than two decimals, badly grouped thousands, a negative or a value above
 * MAX_REAIS.
 */
export function parseReais(text: string): number | null {
  const s = text.replace(/\s/g, '').replace(/^R\$/i, '').replace(/[.,]$/, '');
  if (!/^[\d.,]+$/.test(s)) return null;
  const parts = splitDecimal(s);
  if (!/^\d{0,2}$/.test(parts.frac)) return null;
  const int = integerPart(parts.int, parts.groups);
  if (int === null || (int === '' && parts.frac === '')) return null;
  const value = Number(`${int || '0'}.${parts.frac || '0'}`);
  return value <= MAX_REAIS ? value : null;
}

/** What a money field shows once left: the typed text rewritten as `formatReais` writes it; unreadable text as is. */
export function normalizeReaisText(text: string): string {
  const value = parseReais(text);
  return value === null ? text : formatReais(value);
}
