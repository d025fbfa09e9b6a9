import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginDocument, MeDocument } from '../__generated__/graphql.js';
import { createApolloClient, KEEP_SESSION_ON_401 } from './client.js';
import { chooseMockScenario } from './mock-scenario.js';
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

const signedOut = () =>
  new Response(JSON.stringify({ data: { me: null } }), { headers: { 'content-type': 'application/json' } });
const scenarioOf = (call: unknown[]) => new Headers((call[1] as RequestInit).headers).get('X-Mock-Scenario');

describe('Apollo client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    sessionStorage.clear();
    document.getElementById('mock-scenario-toolbar')?.remove();
  });

  it('against the mock gateway in development, sends the chosen scenario and shows the toolbar', async () => {
    vi.stubEnv('VITE_MOCK_GATEWAY', 'true');
    const fetch = vi.fn(async () => signedOut());
    vi.stubGlobal('fetch', fetch);
    chooseMockScenario('expired-session');

    await createApolloClient('http://localhost/graphql').query({ query: MeDocument });

    expect(scenarioOf(fetch.mock.calls[0] as unknown[])).toBe('expired-session');
    expect(await screen.findByText('Mock: expired-session')).toBeInTheDocument();
  });

  it('against the real gateway, sends no scenario even when one is stored', async () => {
    const fetch = vi.fn(async () => signedOut());
    vi.stubGlobal('fetch', fetch);
    chooseMockScenario('expired-session');

    await createApolloClient('http://localhost/graphql').query({ query: MeDocument });

    expect(scenarioOf(fetch.mock.calls[0] as unknown[])).toBeNull();
  });

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
