import { useApolloClient } from '@apollo/client/react';
import { type ReactNode, startTransition, useEffect, useReducer } from 'react';
import { Navigate } from 'react-router';
import { MeDocument } from '../../../__generated__/graphql.js';
import { KEEP_SESSION_ON_401 } from '../../../apollo/client.js';
import { ErrorCode, hasCode } from '../../../apollo/errors.js';
import { PATHS } from '../../../constants.js';
import { LoadingScreen } from '../../../ui/LoadingOverlay.js';
import { isExpired } from '../session/session.js';
import { adoptViewer, endSession, useSession } from '../session/store.js';
import { isVerified, markVerified } from '../session/verification.js';

/**
 * Guard of /Painel: no session → login. A session that looks expired by the spec's rule is confirmed with `me`
 * first (the gateway renews tokens itself); only when the gateway no longer knows the user does it go to login.
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
    client
      .query({ query: MeDocument, fetchPolicy: 'network-only', context: KEEP_SESSION_ON_401 })
      .then(({ data }) => {
        if (!live) return;
        if (!data?.me) return endSession();
        markVerified(adoptViewer(data.me)?.expiresAt);
        // The panel's first render (frame and page) in slices that let the browser in, not in one long task.
        startTransition(rerender);
      })
      .catch((error: unknown) => {
        if (!live) return;
        if (hasCode(error, ErrorCode.UNAUTHENTICATED)) endSession();
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
