import { ApolloLink } from '@apollo/client';
import { print } from 'graphql';
import { defer, mergeMap } from 'rxjs';
import { RefreshSessionDocument } from '../__generated__/graphql.js';
import { parseExp } from '../features/auth/session/session.js';
import {
  COOKIES,
  SESSION_REFRESH_LOCK,
  SESSION_REFRESH_MARGIN_SECONDS,
  SESSION_REFRESH_TIMEOUT_MS,
} from '../features/auth/settings.js';
import { readCookie } from '../lib/cookies.js';
import { fetchNotingServerDate, serverNow } from './serverClock.js';

export interface SessionRefreshOptions {
  /** The origin's Web Locks; absent where the browser has none (each page then coordinates only itself). */
  locks?: Pick<LockManager, 'request'>;
}

/**
 * Refresh tokens rotate on every use, and the gateway treats a rotated one presented again as stolen: the session is
 * revoked. Several tabs and parallel calls share one session, so the browser coordinates its refreshes:
 * before any operation, when the readable `exp` cookie says the access token expires within
 * SESSION_REFRESH_MARGIN_SECONDS, the page takes the origin's Web Lock, reads the cookie again (another tab may have
 * refreshed meanwhile) and, if it still must, sends `refreshSession` once. Every operation of the page waits for
 * that, and the other tabs wait on the lock, so no request ever carries a refresh token that was rotated under it.
 * Where the browser has no Web Locks the page still coalesces its own operations on one refresh.
 *
 * A failed refresh is not this link's to report: the operation goes on, and an ended session answers
 * UNAUTHENTICATED to it (the error link sends the user to login).
 */
export function createSessionRefreshLink(
  uri: string,
  { locks = globalThis.navigator?.locks }: SessionRefreshOptions = {},
): ApolloLink {
  let pending: Promise<void> | undefined;
  // The `exp` this page's own refresh produced: not refreshed again, or a browser clock running far ahead of the
  // server's would refresh before every operation (the gateway still renews that token before it expires).
  let produced: string | undefined;

  const expiresSoon = () => {
    const raw = readCookie(COOKIES.exp);
    const exp = parseExp(raw);
    return exp !== undefined && raw !== produced && exp < serverNow() + SESSION_REFRESH_MARGIN_SECONDS * 1000;
  };

  const refresh = async () => {
    try {
      const response = await fetchNotingServerDate(uri, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ operationName: 'RefreshSession', query: print(RefreshSessionDocument) }),
        signal: AbortSignal.timeout(SESSION_REFRESH_TIMEOUT_MS),
      });
      const reply = (await response.json()) as { data?: { refreshSession?: unknown } };
      if (reply.data?.refreshSession) produced = readCookie(COOKIES.exp);
    } catch {
      // Offline, timed out or not JSON: the operations go on and report their own failure.
    }
  };

  const inTurn = async () => {
    if (expiresSoon()) await refresh();
  };

  const sessionReady = (): Promise<void> => {
    if (!expiresSoon()) return Promise.resolve();
    // A lock the browser refuses (a page being unloaded) leaves the renewal to the gateway.
    pending ??= (locks ? locks.request(SESSION_REFRESH_LOCK, inTurn) : inTurn())
      .catch(() => undefined)
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };

  return new ApolloLink((operation, forward) => defer(() => sessionReady()).pipe(mergeMap(() => forward(operation))));
}
