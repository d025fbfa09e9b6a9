import type { SessionEnd } from './errors.js';

/**
 * What happens when any GraphQL call says the session is over (UNAUTHENTICATED, SESSION_EXPIRED, WRONG_BRAND...):
 * the app registers one handler (clear the session, go to login, which says why); the Apollo error link calls it.
 * Kept apart from the router so that the link has no UI imports.
 */
type Handler = (reason: SessionEnd) => void;
let handler: Handler | undefined;

export function onSessionExpired(fn: Handler): () => void {
  handler = fn;
  return () => {
    if (handler === fn) handler = undefined;
  };
}

export function sessionExpired(reason: SessionEnd): void {
  handler?.(reason);
}
