import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginDocument, MeDocument } from '../__generated__/graphql.js';
import { createApolloClient, KEEP_SESSION_ON_401 } from './client.js';
import { onSessionExpired } from './session-expiry.js';

const unauthenticated = () =>
  new Response(
    JSON.stringify({
      data: null,
      errors: [{ message: 'Sua sessão encerrou', extensions: { code: 'UNAUTHENTICATED' } }],
    }),
    {
      headers: { 'content-type': 'application/json' },
    },
  );

describe('Apollo client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('ends the session when any call answers UNAUTHENTICATED', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => unauthenticated()),
    );
    const expired = vi.fn();
    const off = onSessionExpired(expired);
    const client = createApolloClient('http://localhost/graphql');
    await expect(client.query({ query: MeDocument })).rejects.toThrow('Sua sessão encerrou');
    expect(expired).toHaveBeenCalledTimes(1);
    off();
  });

  it('leaves a wrong password to the login form', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => unauthenticated()),
    );
    const expired = vi.fn();
    const off = onSessionExpired(expired);
    const client = createApolloClient('http://localhost/graphql');
    await expect(
      client.mutate({
        mutation: LoginDocument,
        variables: { input: { username: 'a@b.com', password: 'x', keepConnected: true } },
        context: KEEP_SESSION_ON_401,
      }),
    ).rejects.toThrow();
    expect(expired).not.toHaveBeenCalled();
    off();
  });
});
