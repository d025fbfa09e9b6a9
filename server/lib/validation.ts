import { z } from 'zod';

/** Digits of a masked value ("(11) 9 8765-4321" → "11987654321"); numbers are accepted as the spec's client sends them. */
export const digitsOf = (v: unknown) => String(v ?? '').replace(/\D/g, '');

/** A trimmed, lower-cased e-mail address; every failure answers `message`. */
export const emailField = (message: string) =>
  z.string({ error: message }).trim().toLowerCase().pipe(z.email(message).max(254, message));

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
