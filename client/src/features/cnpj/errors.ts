/**
 * The one place where a CNPJ lookup's failure becomes the words of spec sections 5 and 8: error code → text. Hooks
 * and forms ask here; none maps codes itself.
 */
import { ErrorCode, failureOf } from '../../apollo/errors.js';
import { cnpjMessages as m } from './messages.js';

/** The lookup service itself failed, which says nothing about the CNPJ: a form may let the company be typed. */
export const isLookupUnavailable = (error: unknown) => failureOf(error).code === ErrorCode.CNPJ_LOOKUP_UNAVAILABLE;

/**
 * Spec section 5: 429 → the limit text; 404 or 400 → "CNPJ inválido! …"; anything else → "CNPJ inválido". Beyond
 * it, a failing lookup service says so instead of blaming the CNPJ.
 */
export function cnpjLookupErrorMessage(error: unknown): string {
  if (isLookupUnavailable(error)) return m.unavailable;
  const { code } = failureOf(error);
  if (code === ErrorCode.RATE_LIMITED) return m.rateLimited;
  if (code === ErrorCode.NOT_FOUND || code === ErrorCode.BAD_USER_INPUT) return m.notFound;
  return m.otherFailure;
}
