import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createGateway, type GatewayOptions } from '../../server/gateway/index.js';
import type { ManualClock } from '../../server/lib/clock.js';
import { closeServer, listen } from '../../server/lib/http.js';
import { Browser, startGateway, type TestGateway } from '../fixtures/gateway.js';
import { DEMO_PASSWORD, demoAccounts } from '../fixtures/stack.js';

const LOGIN =
  'mutation Login($input: LoginInput!) { login(input: $input) { viewer { id name email roles brand expiresAt } } }';
const LOGOUT = 'mutation { logout { loggedOut } }';
const SESSION_COOKIES = [
  'token',
  'refresh_token',
  'exp',
  'company',
  'username',
  'userid',
  'user_permissions',
  'keep_connection',
];
const SEVEN_DAYS = String(7 * 24 * 3600);

let g: TestGateway;
let clock: ManualClock;

async function signIn(email: string, keepConnected = true, browser: Browser = g.browser()) {
  const reply = await browser.gql(LOGIN, { input: { username: email, password: DEMO_PASSWORD, keepConnected } });
  expect(reply.errors).toBeUndefined();
  return { browser, reply };
}

const refreshCalls = () => g.calls.filter((c) => c.url.pathname.endsWith('/auth/refresh_token')).length;

beforeAll(async () => {
  g = await startGateway();
  clock = g.stack.clock as ManualClock;
});
afterAll(async () => {
  await g?.stop();
});

describe('login', () => {
  test('"Mantenha-me conectado" sets the session cookies for 7 days, tokens httpOnly', async () => {
    const { reply } = await signIn(demoAccounts.resale.email, true);

    expect(reply.data.login.viewer).toMatchObject({ id: demoAccounts.resale.id, roles: ['RESALE'], brand: 'scanora' });
    expect([...reply.setCookies.keys()].sort()).toEqual([...SESSION_COOKIES].sort());
    for (const name of SESSION_COOKIES) {
      const c = reply.setCookies.get(name)!;
      expect(c.attributes['max-age'], name).toBe(SEVEN_DAYS);
      expect(c.attributes.samesite, name).toBe('Lax');
      expect(c.attributes.httponly ?? false, name).toBe(name === 'token' || name === 'refresh_token');
      expect(c.attributes.secure ?? false, name).toBe(false);
    }
    const value = (name: string) => reply.setCookies.get(name)!.value;
    expect(JSON.parse(value('user_permissions'))).toEqual(['RESALE']);
    expect(value('company')).toBe('scanora');
    expect(value('userid')).toBe(demoAccounts.resale.id);
    expect(value('username')).toBe(demoAccounts.resale.name);
    expect(value('keep_connection')).toBe('true');
    expect(Number(value('exp')) * 1000).toBe(Date.parse(reply.data.login.viewer.expiresAt));
  });

  test('without it the cookies end with the browser (no Max-Age, no Expires)', async () => {
    const { reply } = await signIn(demoAccounts.support.email, false);

    for (const name of SESSION_COOKIES) {
      expect(reply.setCookies.get(name)!.attributes, name).not.toHaveProperty('max-age');
      expect(reply.setCookies.get(name)!.attributes, name).not.toHaveProperty('expires');
    }
    expect(reply.setCookies.get('keep_connection')!.value).toBe('false');
  });

  test('wrong credentials: UNAUTHENTICATED with the spec’s message and no cookie', async () => {
    const reply = await g
      .browser()
      .gql(LOGIN, { input: { username: demoAccounts.resale.email, password: 'Errada@123', keepConnected: true } });

    expect(reply.errors?.[0]).toMatchObject({
      message: 'Usuário ou senha inválidos',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(reply.setCookies.size).toBe(0);
  });

  test('cookies are Secure when the browser talks https to a trusted proxy', async () => {
    const behindProxy = await createGateway({
      apiUrl: g.stack.apiUrl,
      authUrl: g.stack.authUrl,
      mailerUrl: g.stack.mailerUrl,
      clock,
      trustProxy: 1,
    });
    const { server, url } = await listen(behindProxy.app, 0);
    try {
      const browser = new Browser(url, '10.0.0.2:4000');
      const reply = await browser.gql(
        LOGIN,
        { input: { username: demoAccounts.seller.email, password: DEMO_PASSWORD, keepConnected: true } },
        { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'yep.localhost' },
      );

      expect(reply.data.login.viewer.brand).toBe('yep');
      for (const name of SESSION_COOKIES) expect(reply.setCookies.get(name)!.attributes.secure, name).toBe(true);
    } finally {
      await behindProxy.stop();
      await closeServer(server);
    }
  });
});

describe('logout', () => {
  test('clears every cookie except the LGPD consent', async () => {
    const { browser } = await signIn(demoAccounts.representative.email);
    browser.cookies.set('acceptedLGPD', 'true');
    browser.cookies.set('notification', '[]');

    const reply = await browser.gql(LOGOUT);
    const me = await browser.gql('{ me { id } }');

    expect(reply.data.logout.loggedOut).toBe(true);
    for (const name of [...SESSION_COOKIES, 'notification']) {
      expect(reply.setCookies.get(name)?.attributes.expires, name).toBe('Thu, 01 Jan 1970 00:00:00 GMT');
    }
    expect(reply.setCookies.has('acceptedLGPD')).toBe(false);
    expect([...browser.cookies.keys()]).toEqual(['acceptedLGPD']);
    expect(me.data.me).toBeNull();
  });
});

describe('logout ends the session upstream', () => {
  const anonymousWith = (refreshToken: string) => {
    const replay = g.browser();
    replay.cookies.set('refresh_token', refreshToken);
    return replay.gql('{ me { id } dashboard { year } }');
  };

  test('no copy of the refresh_token cookie opens a session any more, rotated or not', async () => {
    const { browser } = await signIn(demoAccounts.representative.email);
    const copy = browser.cookies.get('refresh_token')!;
    const elsewhere = g.browser();
    elsewhere.cookies.set('refresh_token', copy);
    expect((await elsewhere.gql('{ me { id } }')).data.me).toEqual({ id: demoAccounts.representative.id });
    const rotated = elsewhere.cookies.get('refresh_token')!;
    expect(rotated).not.toBe(copy);

    const reply = await browser.gql(LOGOUT);
    const replays = [await anonymousWith(copy), await anonymousWith(rotated)];

    expect(reply.data.logout.loggedOut).toBe(true);
    for (const replay of replays) {
      expect(replay.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
      expect(replay.data?.me ?? null).toBeNull();
    }
  });

  test('an authenticator that does not answer does not keep the cookies', async () => {
    const { browser } = await signIn(demoAccounts.support.email);
    const cut = await createGateway({
      apiUrl: g.stack.apiUrl,
      authUrl: 'http://127.0.0.1:9',
      mailerUrl: g.stack.mailerUrl,
      clock,
    });
    const { server, url } = await listen(cut.app, 0);
    try {
      const offline = new Browser(url, 'scanora.localhost');
      for (const [k, v] of browser.cookies) offline.cookies.set(k, v);

      const reply = await offline.gql(LOGOUT);

      expect(reply.errors).toBeUndefined();
      expect(reply.data.logout.loggedOut).toBe(true);
      expect([...offline.cookies.keys()]).toEqual([]);
    } finally {
      await cut.stop();
      await closeServer(server);
    }
  });
});

describe('refreshSession (the web client refreshes before the access token expires)', () => {
  const REFRESH = 'mutation { refreshSession { viewer { id roles expiresAt } } }';

  test('rotates the pair now and sets every session cookie again, with the new expiry in `exp`', async () => {
    const { browser } = await signIn(demoAccounts.seller.email, false);
    const before = new Map(browser.cookies);
    clock.set(new Date(clock.now().getTime() + 60_000));

    const reply = await browser.gql(REFRESH);

    expect(reply.errors).toBeUndefined();
    expect(reply.data.refreshSession.viewer).toMatchObject({ id: demoAccounts.seller.id, roles: ['SELLER'] });
    expect([...reply.setCookies.keys()].sort()).toEqual([...SESSION_COOKIES].sort());
    expect(reply.setCookies.get('keep_connection')!.value).toBe('false');
    expect(browser.cookies.get('refresh_token')).not.toBe(before.get('refresh_token'));
    expect(Number(browser.cookies.get('exp'))).toBeGreaterThan(Number(before.get('exp')));
    expect(Number(browser.cookies.get('exp')) * 1000).toBe(Date.parse(reply.data.refreshSession.viewer.expiresAt));
    expect((await browser.gql('{ opportunities(pageSize: 1) { items { id } } }')).errors).toBeUndefined();
  });

  test('without a session, or with a refused one: UNAUTHENTICATED and the cookies cleared', async () => {
    const visitor = await g.browser().gql(REFRESH);
    const { browser } = await signIn(demoAccounts.support.email);
    browser.cookies.set('refresh_token', 'revogado');
    const refused = await browser.gql(REFRESH);

    expect(visitor.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    expect(refused.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    expect([...browser.cookies.keys()]).toEqual([]);
  });
});

describe('refresh of an expiring access token', () => {
  test('re-issues every session cookie from the new token, with the session’s persistence and current roles', async () => {
    const { browser: kept } = await signIn(demoAccounts.resale.email, true);
    const { browser: session } = await signIn(demoAccounts.seller.email, false);
    await g.stack.db.query(`INSERT INTO auth.roles (user_id, name, brand) VALUES ($1, 'SUPPORT', 'scanora')`, [
      demoAccounts.resale.id,
    ]);
    clock.set(new Date(clock.now().getTime() + 14.5 * 60_000));

    const renewed = await kept.gql('{ me { id } }');
    const renewedSession = await session.gql('{ me { id } }');

    expect([...renewed.setCookies.keys()].sort()).toEqual([...SESSION_COOKIES].sort());
    for (const name of SESSION_COOKIES) {
      expect(renewed.setCookies.get(name)!.attributes['max-age'], name).toBe(SEVEN_DAYS);
      expect(renewedSession.setCookies.get(name)!.attributes, name).not.toHaveProperty('max-age');
    }
    const value = (name: string) => renewed.setCookies.get(name)!.value;
    expect(JSON.parse(value('user_permissions')).sort()).toEqual(['RESALE', 'SUPPORT']);
    expect(value('company')).toBe('scanora');
    expect(value('userid')).toBe(demoAccounts.resale.id);
    expect(value('username')).toBe(demoAccounts.resale.name);
    expect(value('keep_connection')).toBe('true');
    expect(renewedSession.setCookies.get('keep_connection')!.value).toBe('false');
    expect(JSON.parse(renewedSession.setCookies.get('user_permissions')!.value)).toEqual(['SELLER']);
  });

  test('operations in the gateway at the same moment with an expiring token make one refresh call and all succeed', async () => {
    // The refresh is held until every operation has reached the gateway: they are in flight together however fast
    // the authenticator answers (in the real browser the client's refresh link sends none of them before that).
    const PARALLEL = 20;
    let arrived = 0;
    let refreshes = 0;
    let release!: () => void;
    const allArrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = await createGateway({
      apiUrl: g.stack.apiUrl,
      authUrl: g.stack.authUrl,
      mailerUrl: g.stack.mailerUrl,
      clock,
      fetch: (async (input: string | URL, init?: RequestInit) => {
        if (new URL(String(input)).pathname.endsWith('/auth/refresh_token')) {
          refreshes++;
          await allArrived;
        }
        return fetch(input, init);
      }) as unknown as GatewayOptions['fetch'],
    });
    const server = http.createServer((req, res) => {
      if (++arrived === PARALLEL) release();
      held.app(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { browser: signedIn } = await signIn(demoAccounts.support.email);
      const browser = new Browser(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, 'scanora.localhost');
      for (const [k, v] of signedIn.cookies) browser.cookies.set(k, v);
      clock.set(new Date(clock.now().getTime() + 14.5 * 60_000));

      const replies = await Promise.all(
        Array.from({ length: PARALLEL }, () =>
          browser.gql('{ me { id } opportunities(pageSize: 1) { items { id } } }'),
        ),
      );
      const after = await browser.gql('{ dashboard { year } }');

      expect(replies.map((r) => r.errors)).toEqual(Array(PARALLEL).fill(undefined));
      expect(refreshes).toBe(1);
      expect(new Set(replies.map((r) => r.setCookies.get('refresh_token')?.value)).size).toBe(1);
      expect(browser.cookies.get('refresh_token')).not.toBe(signedIn.cookies.get('refresh_token'));
      expect(after.errors).toBeUndefined();
    } finally {
      await held.stop();
      await closeServer(server);
    }
  });

  test('a refresh cookie presented again after its rotation is reuse: UNAUTHENTICATED, no tokens, family revoked', async () => {
    const { browser } = await signIn(demoAccounts.resale.email);
    const stolen = new Map(browser.cookies);
    clock.set(new Date(clock.now().getTime() + 14.5 * 60_000));
    const rotated = await browser.gql('{ me { id } }');
    expect(rotated.errors).toBeUndefined();
    expect(browser.cookies.get('refresh_token')).not.toBe(stolen.get('refresh_token'));

    // Within the same second: no grace hands the replayer the new pair.
    const replayer = g.browser();
    for (const [k, v] of stolen) replayer.cookies.set(k, v);
    const replay = await replayer.gql('{ me { id } dashboard { year } }');
    clock.set(new Date(clock.now().getTime() + 14.5 * 60_000));
    const holder = await browser.gql('{ me { id } dashboard { year } }');

    expect(replay.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    expect(replay.data?.me ?? null).toBeNull();
    for (const name of ['token', 'refresh_token']) expect(replay.setCookies.get(name)?.value ?? '', name).toBe('');
    expect(replayer.cookies.has('refresh_token')).toBe(false);
    // The family is revoked: the legitimate holder's rotated token is refused as well.
    expect(holder.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    expect(browser.cookies.has('refresh_token')).toBe(false);
  });

  test('a refused refresh ends the session: UNAUTHENTICATED and the cookies cleared', async () => {
    const { browser } = await signIn(demoAccounts.representative.email);
    browser.cookies.set('refresh_token', 'revogado');
    clock.set(new Date(clock.now().getTime() + 16 * 60_000));

    const reply = await browser.gql('{ me { id } dashboard { year } }');

    expect(reply.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    expect(reply.data?.me ?? null).toBeNull();
    expect(reply.setCookies.get('token')?.attributes.expires).toBe('Thu, 01 Jan 1970 00:00:00 GMT');
    expect(browser.cookies.has('token')).toBe(false);
  });

  test('an upstream 401 (seller deactivated meanwhile) is retried once after a refresh, then ends the session', async () => {
    const { browser: seller } = await signIn(demoAccounts.seller.email);
    const { browser: resale } = await signIn(demoAccounts.resale.email);
    const deactivated = await resale.gql(
      'mutation($i: DeactivateSellerInput!) { deactivateSeller(input: $i) { sellerId } }',
      {
        i: { id: demoAccounts.seller.id },
      },
    );
    expect(deactivated.errors).toBeUndefined();
    const before = refreshCalls();

    const reply = await seller.gql('{ opportunities { items { id } } }');

    expect(reply.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    expect(refreshCalls() - before).toBe(1);
    expect(seller.cookies.has('refresh_token')).toBe(false);
  });
});
