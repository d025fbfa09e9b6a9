/**
 * The one place where a resale call's failure becomes the words of spec section 8: operation + error code → text.
 * Resale approve/reject fail with the generic message whatever the cause; hooks and pages ask here.
 */
import { ErrorCode, failureOf, SERVICE_UNAVAILABLE_MESSAGE } from '../../apollo/errors.js';
import { resaleDetailsMessages } from './messages/details.js';

const e = resaleDetailsMessages.errors;

export type ResaleOperation = 'approveResale' | 'rejectResale' | 'load';

/**
 * An ended session needs no text of its own (the app is on its way to login); a service down for a moment says to try
 * again shortly; anything else is the generic text.
 */
export function resaleErrorMessage(_operation: ResaleOperation, error: unknown): string {
  const { code } = failureOf(error);
  if (code === ErrorCode.UNAUTHENTICATED) return e.sessionEnded;
  if (code === ErrorCode.SERVICE_UNAVAILABLE) return SERVICE_UNAVAILABLE_MESSAGE;
  return e.generic;
}
