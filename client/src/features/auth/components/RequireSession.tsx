import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { type ReactNode, startTransition, useEffect, useReducer } from 'react';
import { Navigate } from 'react-router';
import { MeDocument } from '../../../__generated__/graphql.js';
import { KEEP_SESSION_ON_401 } from '../../../apollo/client.js';
import { ErrorCode, sessionEndOf } from '../../../apollo/errors.js';
import { PATHS } from '../../../paths.js';
import { LoadingScreen } from '../../../ui/LoadingOverlay.js';
import { isExpired } from '../session/session.js';
import { adoptViewer, endSession, getSession, useSession } from '../session/store.js';
import { isVerified, markVerified } from '../session/verification.js';

/** The `me` check of each client, under way or answered, with the expiry it checks. */
const checks = new WeakMap<ApolloClient, { exp: number | undefined; answer: ReturnType<typeof askMe> }>();

const askMe = (client: ApolloClient) =>
  client.query({ query: MeDocument, fetchPolicy: 'network-only', context: KEEP_SESSION_ON_401 });

/** The check of the session with this expiry: the one already asked for, or a new one. */
function checkSession(client: ApolloClient, exp: number | undefined) {
  let check = checks.get(client);
  if (!check || check.exp !== exp) {
    check = { exp, answer: askMe(client) };
    checks.set(client, check);
  }
  return check.answer;
}

/**
 * Starts the guard's check as soon as the panel's code has loaded (routes.tsx): every fresh session looks expired
 * by the spec's rule (see verification.ts), so every panel page waited for this round trip before rendering, and it
 * was asked for only once the app had made its theme and rendered the guard. Now it runs meanwhile; the guard
 * takes its answer, or the request under way, instead of asking again.
 */
export function prefetchSessionCheck(client: ApolloClient): Promise<unknown> {
  const session = getSession();
  if (!session || !isExpired(session) || isVerified(session.expiresAt)) return Promise.resolve();
  return checkSession(client, session.expiresAt);
}

/**
 * Guard of /Painel: no session → login. A session that looks expired by the spec's rule is confirmed with `me`
 * first (the gateway renews tokens itself); only when the gateway no longer knows the user does it go to login,
 * which then says why (the session ended, or is another brand's).
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const client = useApolloClient();
  // Marking a session verified changes no cookie, so nothing else would re-render this guard.
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const needsCheck = !!session && isExpired(session) && !isVerified(session.expiresAt);

  useEffect(() => {
    if (!needsCheck) return;
    let live = true;
    checkSession(client, session?.expiresAt)
      .then(({ data }) => {
        if (!live) return;
        // No viewer: the gateway received no session at all (its cookies are gone).
        if (!data?.me) return endSession(ErrorCode.UNAUTHENTICATED);
        markVerified(adoptViewer(data.me)?.expiresAt);
        // The panel's first render (frame and page) in slices that let the browser in, not in one long task.
        startTransition(rerender);
      })
      .catch((error: unknown) => {
        if (!live) return;
        const ended = sessionEndOf(error);
        if (ended) endSession(ended);
        // Any other failure (gateway unreachable) is the page's to report; the session is not the problem.
        else {
          markVerified(session?.expiresAt);
          startTransition(rerender);
        }
      });
    return () => {
      live = false;
    };
  }, [needsCheck, client, session?.expiresAt]);

  if (!session) return <Navigate to={PATHS.login} replace />;
  if (needsCheck) return <LoadingScreen />;
  return children;
}
