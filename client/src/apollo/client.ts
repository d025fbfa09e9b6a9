import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { sessionEndOf } from './errors.js';
import { mockScenarioLink } from './mockScenario.js';
import { fetchNotingServerDate } from './serverClock.js';
import { sessionExpired } from './sessionExpiry.js';
import { createSessionRefreshLink } from './sessionRefresh.js';

/**
 * Operations that answer UNAUTHENTICATED as part of their normal result (a wrong password on login) set this in
 * their context, so that the error reaches the form instead of ending a session that does not exist.
 */
export const KEEP_SESSION_ON_401 = { keepSessionOn401: true } as const;

/**
 * `npm run dev -- --mock` (client/scripts/dev.ts sets the flag): the dev toolbar, loaded on its own, and its scenario
 * on every operation. Builds are never DEV, so the bundler drops both, the toolbar's chunk included.
 */
function mockGatewayLinks(): ApolloLink[] {
  if (import.meta.env.DEV && import.meta.env.VITE_MOCK_GATEWAY === 'true') {
    void import('../dev/mount.js').then((dev) => dev.mountMockToolbar());
    return [mockScenarioLink()];
  }
  return [];
}

export function createApolloClient(uri = '/graphql'): ApolloClient {
  const errorLink = new ErrorLink(({ error, operation }) => {
    if (operation.getContext().keepSessionOn401) return;
    // The gateway already tried to refresh the token once: no credential, or one that does not hold (ended, another
    // brand's), means the session is over, and the login page says which.
    const reason = sessionEndOf(error);
    if (reason) sessionExpired(reason);
  });
  // Same origin: the httpOnly session cookies travel with every call, the brand comes from the Host. Each reply's
  // Date header tells the refresh link the server's time (serverClock.ts).
  const http = new HttpLink({ uri, credentials: 'same-origin', fetch: fetchNotingServerDate });
  return new ApolloClient({
    // Operations wait while the session is renewed, in this tab or another (sessionRefresh.ts).
    link: ApolloLink.from([...mockGatewayLinks(), errorLink, createSessionRefreshLink(uri), http]),
    cache: new InMemoryCache(),
  });
}
