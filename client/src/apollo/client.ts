import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { ErrorCode, hasCode } from './errors.js';
import { fetchNotingServerDate } from './server-clock.js';
import { sessionExpired } from './session-expiry.js';
import { createSessionRefreshLink } from './session-refresh.js';

/**
 * Operations that answer UNAUTHENTICATED as part of their normal result (a wrong password on login) set this in
 * their context, so that the error reaches the form instead of ending a session that does not exist.
 */
export const KEEP_SESSION_ON_401 = { keepSessionOn401: true } as const;

export function createApolloClient(uri = '/graphql'): ApolloClient {
  const errorLink = new ErrorLink(({ error, operation }) => {
    if (operation.getContext().keepSessionOn401) return;
    // The gateway already tried to refresh the token once; UNAUTHENTICATED means the session is over.
    if (hasCode(error, ErrorCode.UNAUTHENTICATED)) sessionExpired();
  });
  // Same origin: the httpOnly session cookies travel with every call, the brand comes from the Host. Each reply's
  // Date header tells the refresh link the server's time (server-clock.ts).
  const http = new HttpLink({ uri, credentials: 'same-origin', fetch: fetchNotingServerDate });
  return new ApolloClient({
    // Operations wait while the session is renewed, in this tab or another (session-refresh.ts).
    link: ApolloLink.from([errorLink, createSessionRefreshLink(uri), http]),
    cache: new InMemoryCache(),
  });
}
