/**
 * The one place where an auth call's failure becomes the words of spec section 8: operation + error code → text.
 * Hooks and pages ask here; none maps codes itself.
 */
import { ErrorCode, failureOf, type SessionEnd } from '../../apollo/errors.js';
import { authMessages as m } from './messages.js';

/** A wrong user or password is a 401 (UNAUTHENTICATED); anything else is the generic text. */
export function loginErrorMessage(error: unknown): string {
  return failureOf(error).code === ErrorCode.UNAUTHENTICATED ? m.invalidCredentials : m.loginFailed;
}

/** What the login page says about the session that just ended, by the gateway's code (design section 8). */
export function sessionEndMessage(reason: SessionEnd): string {
  return m.sessionEnded[reason];
}

export type AuthOperation = 'requestPasswordReset' | 'setPasswordWithToken' | 'updatePassword';

/** What the operation says when nothing more specific applies. */
const FALLBACK: Record<AuthOperation, string> = {
  requestPasswordReset: m.recoveryFailed,
  setPasswordWithToken: m.setPasswordFailed,
  updatePassword: m.passwordUpdateFailed,
};

/**
 * Recovery: an unknown e-mail has its own text. Setting a password (from a link or in settings): a refused token or
 * password (BAD_USER_INPUT) shows the service's own text, which says why ("Link inválido ou expirado…"). Anything
 * else is the operation's text.
 */
export function authErrorMessage(operation: AuthOperation, error: unknown): string {
  const { code, message } = failureOf(error);
  if (operation === 'requestPasswordReset') {
    return code === ErrorCode.NOT_FOUND ? m.recoveryNotFound : FALLBACK[operation];
  }
  return (code === ErrorCode.BAD_USER_INPUT && message) || FALLBACK[operation];
}
