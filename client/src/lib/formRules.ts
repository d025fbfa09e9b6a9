import { z } from 'zod';

/**
 * Field rules that several forms share (spec section 5), each with the form's own message: one definition of
 * what a valid e-mail or a complete mobile phone is.
 */

/** A mobile phone as the mask shows it: (DD) 9XXXX-XXXX, 15 characters. */
const MASKED_MOBILE_PHONE = /^\(\d{2}\) \d{5}-\d{4}$/;

export const emailField = (message: string) => z.string().trim().pipe(z.email(message));

export const maskedMobilePhoneField = (message: string) => z.string().regex(MASKED_MOBILE_PHONE, message);
