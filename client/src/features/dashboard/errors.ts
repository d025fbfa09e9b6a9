/**
 * The one place where a dashboard call's failure becomes words (spec section 8, "Session and generic"): an ended
 * session is on its way to login; a service down for a moment says to try again shortly; anything else is the
 * generic message.
 */
import {
  ErrorCode,
  hasCode,
  isSessionEnd,
  SERVICE_UNAVAILABLE_MESSAGE,
  SESSION_ENDED_MESSAGE,
} from '../../apollo/errors.js';
import { dashboardMessages as m } from './messages.js';

export function dashboardErrorMessage(error: unknown): string {
  if (isSessionEnd(error)) return SESSION_ENDED_MESSAGE;
  return hasCode(error, ErrorCode.SERVICE_UNAVAILABLE) ? SERVICE_UNAVAILABLE_MESSAGE : m.loadFailed;
}
