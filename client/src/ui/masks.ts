import type { FactoryOpts } from 'imask';
import { MONEY_TEXT_MAX_LENGTH, normalizeReaisText } from '../lib/money.js';

/**
 * Input masks of spec sections 5 and 9. Defined once at module level: imask re-applies options whenever their
 * identity changes.
 */

/** (DD) XXXX-XXXX up to 10 digits, (DD) XXXXX-XXXX with 11 (15 characters). */
export const PHONE_MASK: FactoryOpts = {
  mask: [{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }],
};

/** A phone number's masked input: its mask, and a phone's keypad to type it. */
export const PHONE_INPUT = { maskOptions: PHONE_MASK, type: 'tel', inputMode: 'tel' } as const;

/**
 * XX.XXX.XXX/XXXX-XX. The first twelve places take letters too (the alphanumeric CNPJ), upper-cased as typed;
 * the two check digits are always numbers.
 */
export const CNPJ_MASK: FactoryOpts = {
  mask: '##.###.###/####-00',
  definitions: { '#': /[0-9A-Za-z]/ },
  prepareChar: (ch: string) => ch.toUpperCase(),
};

export const CEP_MASK: FactoryOpts = { mask: '00000-000' };

/**
 * Reais, typed the Brazilian way ("4.599,90") or not ("4599.90"). A number mask would have to decide what a dot
 * means the moment it is typed, before the digits that tell a thousands separator ("4.599") from a decimal point
 * ("4599.90"); this one only keeps digits, dots and commas (a pasted "R$ " falls away) and leaves the reading to
 * parseReais. Once the field is left it shows the value as formatReais writes it, two decimals always.
 */
export const MONEY_MASK: FactoryOpts = {
  mask: new RegExp(`^[\\d.,]{0,${MONEY_TEXT_MAX_LENGTH}}$`),
  commit: (text, masked) => {
    const shown = normalizeReaisText(text);
    // Setting the value commits again, with the rewritten text: the rewrite leaves that one as it is.
    if (shown !== text) masked.value = shown;
  },
};

export const digitsOf = (v: string) => v.replace(/\D/g, '');
/** The CNPJ without its mask: 14 characters, upper case. */
export const cnpjCharsOf = (v: string) => v.toUpperCase().replace(/[^0-9A-Z]/g, '');

/** 01310100 → 01310-100; anything but eight digits → 00000-000 (spec section 5, CNPJ lookup). */
export function formatCep(cep: string | null | undefined): string {
  const d = digitsOf(cep ?? '');
  return d.length === 8 ? `${d.slice(0, 5)}-${d.slice(5)}` : '00000-000';
}
