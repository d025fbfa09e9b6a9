import { isValidCnpj } from '@brazilian-utils/brazilian-utils';
import { CNPJ_MASK_LENGTH } from '../../ui/maskLengths.js';
import { cnpjCharsOf } from '../../ui/masks.js';

/** A masked CNPJ has all its 18 characters (XX.XXX.XXX/XXXX-XX). */
export const isCnpjComplete = (masked: string) => masked.length === CNPJ_MASK_LENGTH;

/** Numeric or alphanumeric CNPJ (12 characters [0-9A-Z] + 2 check digits), check digits verified. */
export function isCnpj(value: string): boolean {
  const c = cnpjCharsOf(value);
  return /^[0-9A-Z]{12}[0-9]{2}$/.test(c) && isValidCnpj(c, { version: 2 });
}
