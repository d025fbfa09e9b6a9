/** The one place where a personal data call's failure becomes words: operation + error code → text. */
import { commonFailureMessage, ErrorCode, failureOf } from '../../apollo/errors.js';
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
  const common = commonFailureMessage(code);
  if (common) return common;
  if (code === ErrorCode.FORBIDDEN) return e.forbidden;
  if (code === ErrorCode.BAD_USER_INPUT && message) return message;
  return FALLBACK[operation];
}
