import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatesDocument } from '../__generated__/graphql.js';
import { chooseMockScenario, mockScenarioHeaders, mockScenarioLink } from './mockScenario.js';

/** The X-Mock-Scenario header of each request a client with the link sent. */
async function sentScenarios(link: ApolloLink, times = 1) {
  const fetch = vi.fn(
    async (_uri: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify({ data: { states: [] } }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
  const client = new ApolloClient({
    link: ApolloLink.from([link, new HttpLink({ uri: 'http://localhost/graphql', fetch })]),
    cache: new InMemoryCache(),
  });
  for (let i = 0; i < times; i++) await client.query({ query: StatesDocument, fetchPolicy: 'no-cache' });
  return fetch.mock.calls.map(([, init]) => new Headers(init?.headers).get('X-Mock-Scenario'));
}

describe('the mock scenario link', () => {
  afterEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it("sends the tab's chosen scenario with every operation, and nothing once it is cleared", async () => {
    chooseMockScenario(' many, role:RESALE ');
    expect(await sentScenarios(mockScenarioLink(), 2)).toEqual(['many, role:RESALE', 'many, role:RESALE']);

    chooseMockScenario('');
    expect(await sentScenarios(mockScenarioLink())).toEqual([null]);
  });

  it('takes ?mockScenario= from the address and keeps it for the tab', async () => {
    chooseMockScenario('empty');
    window.history.replaceState(null, '', '/Painel/Opportunities?mockScenario=errors:LOCKED');

    expect(await sentScenarios(mockScenarioLink())).toEqual(['errors:LOCKED']);
    expect(sessionStorage.getItem('mockScenario')).toBe('errors:LOCKED');
  });

  it("gives the export's request the same scenario header, or none", () => {
    expect(mockScenarioHeaders()).toEqual({});
    chooseMockScenario('many');
    expect(mockScenarioHeaders()).toEqual({ 'X-Mock-Scenario': 'many' });
  });
});
