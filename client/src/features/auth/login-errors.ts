/**
 * Login's part of errors.ts (spec section 8), apart for the reason login-messages.ts is: the login page is in the
 * entry file every visitor loads first, and errors.ts would bring the other auth texts (messages.ts) into it.
 */
import { ErrorCode, failureOf, type SessionEnd } from '../../apollo/errors.js';
import { loginMessages as m } from './login-messages.js';

/** A wrong user or password is a 401 (UNAUTHENTICATED); anything else is the generic text. */
export function loginErrorMessage(error: unknown): string {
  return failureOf(error).code === ErrorCode.UNAUTHENTICATED ? m.invalidCredentials : m.loginFailed;
}

/** What the login page says about the session that just ended, by the gateway's code (design section 8). */
export function sessionEndMessage(reason: SessionEnd): string {
  return m.sessionEnded[reason];
}
