import { z } from 'zod';
import { authMessages } from '../messages.js';

/**
 * Spec section 5: at least 8 characters with a lower-case and an upper-case letter, a digit and one of @$!%*?&
 * (the same expression the authenticator enforces).
 */
export const PASSWORD_POLICY = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/;

/** New password + confirmation, for the set-password page and Settings. */
export const newPasswordSchema = z
  .object({
    password: z.string().regex(PASSWORD_POLICY, authMessages.passwordPolicy),
    confirmation: z.string().min(1, authMessages.required),
  })
  .refine((v) => v.password === v.confirmation, { message: authMessages.passwordMismatch, path: ['confirmation'] });

export type NewPasswordValues = z.infer<typeof newPasswordSchema>;
