import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MeDocument } from '../__generated__/graphql.js';
import { SESSION_REFRESH_MARGIN_SECONDS } from '../features/auth/settings.js';
import { createApolloClient } from './client.js';
import { noteServerDate } from './serverClock.js';

const URI = 'http://localhost/graphql';
/** The server's clock: Date.now as it was before a test moves the browser's. */
const serverNow = Date.now;
const nowSeconds = () => Math.floor(serverNow() / 1000);
const setExp = (exp: number) => {
  document.cookie = `exp=${exp}; path=/`;
};
/** A JSON reply; `dated` adds the server's Date header, as the gateway's replies carry. */
const json = (body: unknown, dated = false) =>
  new Response(JSON.stringify(body), {
    headers: { 'content-type': 'application/json', ...(dated ? { date: new Date(serverNow()).toUTCString() } : {}) },
  });
const me = { __typename: 'Viewer', id: 'u1', name: 'Ana', roles: ['SUPPORT'], brand: 'scanora', expiresAt: '' };

/**
 * The gateway as the pages see it: refreshSession takes a while and then sets a new `exp` (as its Set-Cookie would);
 * every other operation records whether a refresh was still under way when it was sent.
 */
function gateway({ dated = false } = {}) {
  const log: string[] = [];
  let refreshing = 0;
  const fetch = vi.fn(async (_uri: string, init: RequestInit) => {
    const { operationName } = JSON.parse(String(init.body)) as { operationName: string };
    if (operationName === 'RefreshSession') {
      log.push('refresh');
      refreshing++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      setExp(nowSeconds() + 900);
      refreshing--;
      return json({ data: { refreshSession: { viewer: { id: 'u1', expiresAt: '' } } } }, dated);
    }
    log.push(refreshing ? `${operationName} during refresh` : operationName);
    return json({ data: { me } }, dated);
  });
  vi.stubGlobal('fetch', fetch);
  return { log, refreshes: () => log.filter((l) => l === 'refresh').length };
}

/** The origin's Web Locks: one holder at a time, across every page (client) of the test. */
function webLocks(beforeEachTurn: () => void = () => {}) {
  let tail: Promise<unknown> = Promise.resolve();
  const request = vi.fn((_name: string, callback: () => Promise<unknown>) => {
    const turn = tail.then(() => {
      beforeEachTurn();
      return callback();
    });
    tail = turn.catch(() => undefined);
    return turn;
  });
  Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
  return request;
}

const operations = (client: ReturnType<typeof createApolloClient>, n: number) =>
  Array.from({ length: n }, () =>
    client.query({ query: MeDocument, fetchPolicy: 'no-cache', context: { queryDeduplication: false } }),
  );

describe('session refresh link', () => {
  beforeEach(() => setExp(nowSeconds() + 30));
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('holds concurrent operations of two tabs until one refresh is done, under the Web Lock', async () => {
    const { log, refreshes } = gateway();
    const lock = webLocks();
    const [tabA, tabB] = [createApolloClient(URI), createApolloClient(URI)];

    const results = await Promise.all([...operations(tabA, 4), ...operations(tabB, 4)]);

    expect(results.every((r) => r.data?.me?.id === 'u1')).toBe(true);
    expect(refreshes()).toBe(1);
    expect(log[0]).toBe('refresh');
    expect(log.filter((l) => l.includes('during refresh'))).toEqual([]);
    expect(lock).toHaveBeenCalledWith('portal-session-refresh', expect.any(Function));
  });

  it('sends no refresh when another tab refreshed while this one waited for the lock', async () => {
    const { log, refreshes } = gateway();
    webLocks(() => setExp(nowSeconds() + 900));
    const client = createApolloClient(URI);

    await Promise.all(operations(client, 3));

    expect(refreshes()).toBe(0);
    expect(log).toEqual(['Me', 'Me', 'Me']);
  });

  it('without navigator.locks, still makes the operations of the page wait for one refresh', async () => {
    const { log, refreshes } = gateway();
    expect(navigator.locks).toBeUndefined();
    const client = createApolloClient(URI);

    await Promise.all(operations(client, 5));

    expect(refreshes()).toBe(1);
    expect(log[0]).toBe('refresh');
    expect(log.filter((l) => l.includes('during refresh'))).toEqual([]);
  });

  it('after a refused refresh the operations still go, once, and meet the ended session themselves', async () => {
    const fetch = vi.fn(async (_uri: string, init: RequestInit) => {
      if (String(init.body).includes('RefreshSession')) {
        document.cookie = 'exp=; path=/; max-age=0';
        return json({
          data: null,
          errors: [{ message: 'Sua sessão encerrou', extensions: { code: 'UNAUTHENTICATED' } }],
        });
      }
      return json({ data: { me: null } });
    });
    vi.stubGlobal('fetch', fetch);
    const client = createApolloClient(URI);

    const results = await Promise.all(operations(client, 3));

    expect(results.map((r) => r.data?.me)).toEqual([null, null, null]);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('leaves a token outside the margin alone, and sends operations without a session as they are', async () => {
    const { log } = gateway();
    const client = createApolloClient(URI);
    setExp(nowSeconds() + SESSION_REFRESH_MARGIN_SECONDS + 60);
    await client.query({ query: MeDocument, fetchPolicy: 'no-cache' });
    document.cookie = 'exp=; path=/; max-age=0';
    await client.query({ query: MeDocument, fetchPolicy: 'no-cache' });

    expect(log).toEqual(['Me', 'Me']);
  });

  it('refreshes once when the clock runs ahead of the server, not before every operation', async () => {
    const { refreshes } = gateway();
    const client = createApolloClient(URI);
    // The new exp still looks near to a browser whose clock is 14 minutes ahead.
    vi.spyOn(Date, 'now').mockImplementation(() => serverNow() + 14 * 60_000);

    await client.query({ query: MeDocument, fetchPolicy: 'no-cache' });
    await client.query({ query: MeDocument, fetchPolicy: 'no-cache' });
    vi.restoreAllMocks();

    expect(refreshes()).toBe(1);
  });

  it('judges the expiry in the server’s time when the device’s clock runs behind', async () => {
    const { log } = gateway({ dated: true });
    setExp(nowSeconds() + SESSION_REFRESH_MARGIN_SECONDS + 60);
    const client = createApolloClient(URI);
    // The device is 10 minutes behind: by its own clock the token still has 13 minutes.
    vi.spyOn(Date, 'now').mockImplementation(() => serverNow() - 10 * 60_000);

    await client.query({ query: MeDocument, fetchPolicy: 'no-cache' });
    setExp(nowSeconds() + 30);
    await client.query({ query: MeDocument, fetchPolicy: 'no-cache' });
    vi.restoreAllMocks();
    noteServerDate(new Date().toUTCString());

    expect(log).toEqual(['Me', 'refresh', 'Me']);
  });
});
