import { z } from 'zod';
import { badRequest } from './errors.js';

/** Passwords are 8 to 128 characters at every door (design section 4): a longer one is refused, never cut. */
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_POLICY = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,128}$/;

/** Digits of a masked value ("(11) 9 8765-4321" → "11987654321"); numbers are accepted as the spec's client sends them. */
export const digitsOf = (v: unknown) => String(v ?? '').replace(/\D/g, '');

/** The longest e-mail address (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** A trimmed, lower-cased e-mail address; every failure answers `message`. */
export const emailField = (message: string) =>
  z.string({ error: message }).trim().toLowerCase().pipe(z.email(message).max(EMAIL_MAX_LENGTH, message));

/** A Brazilian phone: area code plus 8 or 9 digits, mask or number accepted, stored as digits. */
export const phoneField = (message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform(digitsOf)
    .pipe(z.string().regex(/^\d{10,11}$/, message));

/**
 * A mobile phone, as the seller form and the resale sign-up require (spec section 5: "exactly 15 characters after
 * masking", "a 2-digit area code plus 5 digits and 4 digits"): area code plus 9 digits, stored as digits.
 */
export const mobilePhoneField = (message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform(digitsOf)
    .pipe(z.string().regex(/^\d{11}$/, message));

/** The field message of a text with a NUL byte or a lone UTF-16 surrogate (design section 4, limits on input). */
export const INVALID_CHARACTER = 'Texto com caractere inválido';

const UNSTORABLE = /[\0\p{Cs}]/u;

/**
 * Whether `s` may be stored: no NUL byte (PostgreSQL text refuses it) and no lone UTF-16 surrogate (it would be
 * replaced by U+FFFD on the way). In a `u` regular expression a well-formed pair is one code point, so `\p{Cs}` only
 * matches a lone half.
 */
export const isStorableText = (s: string) => !UNSTORABLE.test(s);

/**
 * Field errors of every text inside a parsed input (JSON body, query string, GraphQL variables), keyed by its path
 * (`products.0.description`; `prefix` prepended), or undefined when every text can be stored. Object keys are texts
 * too. The one check every service's input passes (lib/http.ts) and the gateway's variables (gateway/variables.ts).
 * Iterative: a deeply nested body must not overflow the stack.
 */
export function unstorableTexts(value: unknown, prefix: ReadonlyArray<string | number> = []) {
  // Paths as linked steps, spelled out only for a bad text: a deep input costs linear time.
  type Step = { key: string | number; up: Step | undefined } | undefined;
  const spell = (step: Step, last?: string) => {
    const keys: Array<string | number> = last === undefined ? [] : [last];
    for (let s = step; s; s = s.up) keys.unshift(s.key);
    return [...prefix, ...keys].join('.') || '_';
  };
  const fields: Record<string, string> = {};
  const pending: Array<[unknown, Step]> = [[value, undefined]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [v, at] = next;
    if (typeof v === 'string') {
      if (!isStorableText(v)) fields[spell(at)] ??= INVALID_CHARACTER;
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) pending.push([v[i], { key: i, up: at }]);
    } else if (v && typeof v === 'object') {
      for (const [key, item] of Object.entries(v).reverse()) {
        if (isStorableText(key)) pending.push([item, { key, up: at }]);
        else fields[spell(at, key)] ??= INVALID_CHARACTER;
      }
    }
  }
  return Object.keys(fields).length ? fields : undefined;
}

/** The message of a password above PASSWORD_MAX_LENGTH, whichever door it comes through. */
export const PASSWORD_TOO_LONG = `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres`;

/** Whether a password is too long to be hashed or checked (login, change, reset). */
export const isPasswordTooLong = (password: string) => password.length > PASSWORD_MAX_LENGTH;

/**
 * Every wrong field's message, keyed by its path (`products.1.amount`; `_` for the body itself), the first message of
 * a field when it has several: what a 400 carries in `fields`, for a form to show next to each input.
 */
export function fieldErrors(
  issues: readonly z.core.$ZodIssue[],
  keyOf: (path: readonly PropertyKey[]) => string = (path) => path.join('.'),
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[keyOf(issue.path) || '_'] ??= issue.message;
  return fields;
}

/**
 * A request body checked by its schema; otherwise 400 with every field's message and, as its `message`, `message` or
 * the first field's (the client shows "the first validation error message", spec section 8). `keyOf` names a field
 * from an issue's path, when the fields a caller sent are not the schema's paths.
 */
export function parseBody<S extends z.ZodType>(
  schema: S,
  body: unknown,
  message?: string,
  keyOf?: (path: readonly PropertyKey[]) => string,
): z.output<S> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0]?.message ?? 'Dados inválidos';
  throw badRequest(message ?? first, fieldErrors(parsed.error.issues, keyOf));
}
