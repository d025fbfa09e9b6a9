/**
 * The one place where a resale call's failure becomes the words of spec section 8: operation + error code → text.
 * Resale approve/reject fail with the generic message whatever the cause; hooks and pages ask here.
 */
import { ErrorCode, failureOf } from '../../apollo/errors.js';
import { resaleDetailsMessages } from './messages/details.js';

const e = resaleDetailsMessages.errors;

export type ResaleOperation = 'approveResale' | 'rejectResale' | 'load';

/** An ended session needs no text of its own (the app is on its way to login); anything else is the generic text. */
export function resaleErrorMessage(_operation: ResaleOperation, error: unknown): string {
  const { code } = failureOf(error);
  if (code === ErrorCode.UNAUTHENTICATED) return e.sessionEnded;
  return e.generic;
}
