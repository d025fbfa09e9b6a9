/**
 * The one place where a dashboard call's failure becomes words (spec section 8, "Session and generic"): an ended
 * session is on its way to login; anything else is the generic message.
 */
import { isSessionEnd } from '../../apollo/errors.js';
import { dashboardMessages as m } from './messages.js';

export function dashboardErrorMessage(error: unknown): string {
  return isSessionEnd(error) ? m.sessionEnded : m.loadFailed;
}
