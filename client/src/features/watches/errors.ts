/** The one place where a waiting-list call's failure becomes words: operation + error code → text. */
import { commonFailureMessage, ErrorCode, failureOf } from '../../apollo/errors.js';
import { watchMessages } from './messages.js';

const e = watchMessages.errors;

export type WatchOperation = 'customerWatches' | 'watchCustomer' | 'unwatchCustomer';

const FALLBACK: Record<WatchOperation, string> = {
  customerWatches: e.loadFailed,
  watchCustomer: e.watchFailed,
  unwatchCustomer: e.unwatchFailed,
};

/**
 * A refusal the service explains (an invalid CNPJ, a customer that is not protected, too many requests) is shown in
 * its own Portuguese words; a request that already ended says so; anything else the operation's text.
 */
export function watchErrorMessage(operation: WatchOperation, error: unknown): string {
  const { code, message } = failureOf(error);
  const common = commonFailureMessage(code);
  if (common) return common;
  if (code === ErrorCode.NOT_FOUND && operation === 'unwatchCustomer') return e.notFound;
  if ((code === ErrorCode.CONFLICT || code === ErrorCode.BAD_USER_INPUT) && message) return message;
  return FALLBACK[operation];
}
