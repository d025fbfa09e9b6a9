/** The one place where a personal data call's failure becomes words: operation + error code → text. */
import { ErrorCode, failureOf, SERVICE_UNAVAILABLE_MESSAGE } from '../../apollo/errors.js';
import { privacyMessages } from './messages.js';

const e = privacyMessages.errors;

export type PrivacyOperation = 'exportPersonalData' | 'erasePersonalData';

const FALLBACK: Record<PrivacyOperation, string> = {
  exportPersonalData: e.exportFailed,
  erasePersonalData: e.eraseFailed,
};

/** An invalid address is refused in the service's own words; a missing permission says so; else the operation's text. */
export function privacyErrorMessage(operation: PrivacyOperation, error: unknown): string {
  const { code, message } = failureOf(error);
  if (code === ErrorCode.UNAUTHENTICATED) return e.sessionEnded;
  if (code === ErrorCode.SERVICE_UNAVAILABLE) return SERVICE_UNAVAILABLE_MESSAGE;
  if (code === ErrorCode.FORBIDDEN) return e.forbidden;
  if (code === ErrorCode.BAD_USER_INPUT && message) return message;
  return FALLBACK[operation];
}
