import { formatCnpj, isValidCnpj } from '@brazilian-utils/brazilian-utils';

/** What a form shows next to an invalid CNPJ. */
export const INVALID_CNPJ = 'Verifique o cnpj digitado';

/**
 * CNPJ in both formats: numeric, and the alphanumeric one issued since July 2026 (12 characters [0-9A-Z] plus two
 * numeric check digits). Stored and compared without the mask, upper case, 14 characters.
 */
export function normalizeCnpj(input: unknown): string {
  return String(input ?? '')
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '');
}

export function isCnpj(input: unknown): boolean {
  const c = normalizeCnpj(input);
  return /^[0-9A-Z]{12}[0-9]{2}$/.test(c) && isValidCnpj(c, { version: 2 });
}

/** Head office and branches share the first 8 characters: deal protection matches on them. */
export function cnpjRoot(input: unknown): string {
  return normalizeCnpj(input).slice(0, 8);
}

/** 00.000.000/0000-00 (or 12.ABC.345/01DE-35). */
export function maskCnpj(input: unknown): string {
  return formatCnpj(normalizeCnpj(input), { version: 2 });
}

/** Appends the two check digits to a 12-character base (numeric or alphanumeric; value = ASCII code − 48). */
export function withCheckDigits(base12: string): string {
  const base = normalizeCnpj(base12);
  if (!/^[0-9A-Z]{12}$/.test(base)) throw new Error(`CNPJ base must have 12 characters: ${base12}`);
  const digit = (s: string) => {
    const weights = s.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const sum = [...s].reduce((acc, ch, i) => acc + (ch.charCodeAt(0) - 48) * weights[i], 0);
    const r = sum % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const d1 = digit(base);
  return `${base}${d1}${digit(base + d1)}`;
}
