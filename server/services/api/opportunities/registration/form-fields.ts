import { z } from 'zod';

/**
 * Field schemas of the registration form's payload. Every one turns what the form may send (numbers for phone and
 * CEP, "true"/"false" for flags, blank strings for untouched inputs) into one clean type, and reports a missing
 * value as the form does: "*Campo Obrigatório".
 */
export const REQUIRED = '*Campo Obrigatório';

/**
 * Options of a cross-field rule that runs even after a field of its object failed. Zod 4 skips refinements once any
 * earlier step failed, so a bad conclusion date would hide the follow-up questions until the next submit; the form
 * must get every problem at once. Such a rule sees the values as far as they parsed (a failed field keeps what was
 * sent), so it acts only on values of the type it expects and leaves a failed field to its own message.
 */
export const EVEN_AFTER_ERRORS = { when: () => true };

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Numbers become text; blanks become '' (required) so that a missing field fails `min(1)` with REQUIRED. */
const asText = (v: unknown) => (blank(v) ? '' : typeof v === 'number' ? String(v) : v);

export const requiredText = (max = 255) =>
  z.preprocess(asText, z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, `Máximo de ${max} caracteres`));

export const optionalText = (max = 255) =>
  z.preprocess(
    (v) => (blank(v) ? undefined : asText(v)),
    z
      .string({ error: 'Texto inválido' })
      .trim()
      .max(max, `Máximo de ${max} caracteres`)
      .optional()
      .transform((s) => s || null),
  );

const BOOLEANS: Record<string, boolean> = {
  true: true,
  false: false,
  sim: true,
  não: false,
  nao: false,
  '1': true,
  '0': false,
};

export function toBoolean(v: unknown): unknown {
  if (typeof v === 'boolean' || blank(v)) return blank(v) ? undefined : v;
  if (typeof v === 'number') return v === 1 ? true : v === 0 ? false : v;
  if (typeof v === 'string') return BOOLEANS[v.trim().toLowerCase()] ?? v;
  return v;
}

export const requiredBoolean = () => z.preprocess(toBoolean, z.boolean({ error: REQUIRED }));
export const optionalBoolean = () => z.preprocess(toBoolean, z.boolean({ error: 'Valor inválido' }).default(false));

/** A required text checked by `test`, with `message` when present but wrong. */
export const checkedText = (test: (s: string) => boolean, message: string, prepare: (v: unknown) => unknown = asText) =>
  z.preprocess(
    (v) => (blank(v) ? '' : prepare(v)),
    z
      .string({ error: REQUIRED })
      .min(1, REQUIRED)
      .refine((s) => s === '' || test(s), message),
  );

/** Strips the mask: phones and CEPs travel as digits (or as numbers, which lose a CEP's leading zero). */
export const digitsOf = (v: unknown) => (typeof v === 'number' ? String(v) : String(v ?? '')).replace(/\D/g, '');
