import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginDocument, MeDocument } from '../__generated__/graphql.js';
import { createApolloClient, KEEP_SESSION_ON_401 } from './client.js';
import { chooseMockScenario } from './mockScenario.js';
import { onSessionExpired } from './sessionExpiry.js';

/** A refusal as the gateway answers it: status 401 for a credential that does not hold, its own media type. */
const refusal = (code: string, message: string) =>
  new Response(JSON.stringify({ data: null, errors: [{ message, extensions: { code } }] }), {
    status: code === 'UNAUTHENTICATED' ? 200 : 401,
    headers: { 'content-type': 'application/graphql-response+json; charset=utf-8' },
  });
const unauthenticated = () => refusal('UNAUTHENTICATED', 'Usuário ou senha inválidos');

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

  it.each([
    ['UNAUTHENTICATED', 'Faça login para continuar.'],
    ['SESSION_EXPIRED', 'Sua sessão encerrou'],
    ['WRONG_BRAND', 'Estas credenciais são de outra marca do portal. Entre pelo endereço da sua marca.'],
  ])('ends the session, saying why, when any call answers %s', async (code, message) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => refusal(code, message)),
    );
    const expired = vi.fn();
    const off = onSessionExpired(expired);
    const client = createApolloClient('http://localhost/graphql');
    await expect(client.query({ query: MeDocument })).rejects.toThrow(message);
    expect(expired).toHaveBeenCalledWith(code);
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
