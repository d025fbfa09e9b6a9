/**
 * The one place where a resale call's failure becomes the words of spec section 8: operation + error code → text.
 * Resale approve/reject fail with the generic message whatever the cause; the self-registration has its own reading
 * (registrationFailure). Hooks and pages ask here.
 */
import { commonFailureMessage, ErrorCode, failureOf } from '../../apollo/errors.js';
import { resaleDetailsMessages } from './messages/details.js';
import { resaleMessages } from './messages/signup.js';

const e = resaleDetailsMessages.errors;

export type ResaleOperation = 'approveResale' | 'rejectResale' | 'load';

/**
 * An ended session needs no text of its own (the app is on its way to login); a service down for a moment says to try
 * again shortly; anything else is the generic text.
 */
export function resaleErrorMessage(_operation: ResaleOperation, error: unknown): string {
  return commonFailureMessage(failureOf(error).code) ?? e.generic;
}

/**
 * What a refused self-registration means for its form: `cnpjTaken` stays on step 2 with the CNPJ marked,
 * `emailTaken` goes back to step 1 with the e-mail marked, `other` only shows its text.
 */
export type RegistrationFailure = { kind: 'cnpjTaken' | 'emailTaken' | 'other'; message: string };

/**
 * Spec section 8: a refused input (400, or 409 on a duplicate) names its field. The CNPJ alone: the server's text on
 * the CNPJ. Another field than the e-mail, which the form already checks: the server's reason for it. Otherwise the
 * e-mail is taken: "Já existe uma revenda registrada nesse email". Anything else is the generic text (a 429 too, once
 * the hook's one automatic retry is spent).
 */
export function registrationFailure(error: unknown): RegistrationFailure {
  const { code, fields = {} } = failureOf(error);
  if (code !== ErrorCode.BAD_USER_INPUT && code !== ErrorCode.CONFLICT) {
    return { kind: 'other', message: resaleMessages.failed };
  }
  if (fields.cnpj && !fields.email) return { kind: 'cnpjTaken', message: fields.cnpj };
  const otherField = Object.entries(fields).find(([name]) => name !== 'email');
  if (otherField) return { kind: 'other', message: otherField[1] };
  return { kind: 'emailTaken', message: resaleMessages.emailTaken };
}
