import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type UpstreamFetch, upstreamFetch } from '../../server/gateway/datasources/http.js';
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

  test.each([
    ['129 characters', `${'A@1a'.repeat(32)}x`],
    ['a kilobyte', 'Senha@1'.repeat(150)],
    ['10,000 characters', 'x'.repeat(10_000)],
    ['90,000 characters', 'x'.repeat(90_000)],
  ])('a password of %s is a wrong password: UNAUTHENTICATED with the spec’s message', async (_size, password) => {
    const reply = await g
      .browser()
      .gql(LOGIN, { input: { username: demoAccounts.resale.email, password, keepConnected: true } });

    expect(reply.errors?.[0]).toMatchObject({
      message: 'Usuário ou senha inválidos',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(reply.setCookies.size).toBe(0);
  });

  test('an e-mail longer than any address is wrong credentials too, not a field error', async () => {
    const reply = await g
      .browser()
      .gql(LOGIN, { input: { username: `${'a'.repeat(300)}@demo.com.br`, password: DEMO_PASSWORD } });

    expect(reply.errors?.[0]).toMatchObject({
      message: 'Usuário ou senha inválidos',
      extensions: { code: 'UNAUTHENTICATED' },
    });
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
  const refusedWith = (refreshToken: string) => {
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
    const replays = [await refusedWith(copy), await refusedWith(rotated)];

    expect(reply.data.logout.loggedOut).toBe(true);
    for (const replay of replays) {
      expect(replay.errors?.map((e) => e.extensions?.code)).toEqual(['SESSION_EXPIRED']);
      expect(replay.data?.me ?? null).toBeNull();
    }
  });

  test('an authenticator that does not answer does not keep the cookies', async () => {
    const { browser } = await signIn(demoAccounts.support.email);
    // Nothing listens there: each call fails as upstreamFetch fails once its wait for a restarting service is over
    // (RESTART_WAIT_MS, 5 s a call: 22 s for the logout's four attempts), without the wait.
    const unreachable = 'http://127.0.0.1:9';
    const refused: UpstreamFetch = async (url, init) => {
      if (!url.startsWith(unreachable)) return upstreamFetch(url, init);
      throw Object.assign(new Error(`connect ECONNREFUSED ${unreachable}`), { code: 'ECONNREFUSED' });
    };
    const cut = await createGateway({
      apiUrl: g.stack.apiUrl,
      authUrl: unreachable,
      mailerUrl: g.stack.mailerUrl,
      clock,
      fetch: refused,
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
  test('a logout the authenticator did not take is sent again, and the session ends everywhere', async () => {
    const { browser } = await signIn(demoAccounts.representative.email);
    const copy = browser.cookies.get('refresh_token')!;
    // The first logout call meets a connection the authenticator had just closed; the second is the real one.
    let refused = 0;
    const flaky: UpstreamFetch = async (url, init) => {
      if (url.endsWith('/auth/logout') && refused++ === 0) throw new Error('other side closed');
      return upstreamFetch(url, init);
    };
    const cut = await createGateway({
      apiUrl: g.stack.apiUrl,
      authUrl: g.stack.authUrl,
      mailerUrl: g.stack.mailerUrl,
      clock,
      fetch: flaky,
    });
    const { server, url } = await listen(cut.app, 0);
    try {
      const through = new Browser(url, 'scanora.localhost');
      for (const [k, v] of browser.cookies) through.cookies.set(k, v);

      const reply = await through.gql(LOGOUT);

      expect(reply.data.logout.loggedOut).toBe(true);
      expect(refused).toBe(2);
      expect((await refusedWith(copy)).data?.me ?? null).toBeNull();
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

  test('without a session: UNAUTHENTICATED; with a refused one: SESSION_EXPIRED and the cookies cleared', async () => {
    const visitor = await g.browser().gql(REFRESH);
    const { browser } = await signIn(demoAccounts.support.email);
    browser.cookies.set('refresh_token', 'revogado');
    const refused = await browser.gql(REFRESH);

    expect(visitor.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    expect(refused.errors?.map((e) => e.extensions?.code)).toEqual(['SESSION_EXPIRED']);
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

  test('a request only receives a rotation it made: parallel renewals of one cookie are reuse and end the session', async () => {
    // The refresh is held until every operation has reached the gateway, so that they are in flight together. The
    // web client never sends this (it refreshes first, under a Web Lock, and holds its operations meanwhile).
    const PARALLEL = 5;
    let arrived = 0;
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
        if (new URL(String(input)).pathname.endsWith('/auth/refresh_token')) await allArrived;
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
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      clock.set(new Date(clock.now().getTime() + 14.5 * 60_000));

      const replies = await Promise.all(
        Array.from({ length: PARALLEL }, () => {
          const tab = new Browser(url, 'scanora.localhost');
          for (const [k, v] of signedIn.cookies) tab.cookies.set(k, v);
          return tab.gql('{ me { id } }');
        }),
      );

      const handedOut = replies.map((r) => r.setCookies.get('refresh_token')?.value).filter(Boolean);
      expect(new Set(handedOut).size).toBe(handedOut.length);
      expect(handedOut.length).toBeLessThanOrEqual(1);
      // The winner's new pair belongs to the session that the reuse ended.
      const winner = g.browser();
      for (const r of replies) for (const [k, c] of r.setCookies) if (c.value) winner.cookies.set(k, c.value);
      expect((await winner.gql('{ me { id } }')).data?.me ?? null).toBeNull();
    } finally {
      await held.stop();
      await closeServer(server);
    }
  });

  test('a stolen refresh cookie held in a slow request never receives the owner’s rotation', async () => {
    const { browser: victim } = await signIn(demoAccounts.seller.email);
    const stolenRefresh = victim.cookies.get('refresh_token')!;
    const body = JSON.stringify({ query: '{ me { id } dashboard { year } }' });
    // The attacker opens the request with only the refresh cookie (so the gateway must renew) and holds the body.
    const attack = new Promise<{ status: number; setCookie: string[]; text: string }>((resolve, reject) => {
      const req = http.request(new URL('/graphql', g.url), {
        method: 'POST',
        headers: {
          host: 'scanora.localhost',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          cookie: `refresh_token=${encodeURIComponent(stolenRefresh)}`,
        },
      });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            setCookie: res.headers['set-cookie'] ?? [],
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      });
      req.on('error', reject);
      req.flushHeaders();
      // The victim's tab refreshes while the attacker's request is open, then the attacker finishes its body.
      setTimeout(async () => {
        const refreshed = await victim.gql('mutation { refreshSession { viewer { id } } }');
        expect(refreshed.errors).toBeUndefined();
        req.end(body);
      }, 100);
    });

    const reply = await attack;
    const parsed = JSON.parse(reply.text) as {
      data?: { me: unknown };
      errors?: Array<{ extensions?: { code?: string } }>;
    };

    expect(parsed.data?.me ?? null).toBeNull();
    expect(parsed.errors?.map((e) => e.extensions?.code)).toEqual(['SESSION_EXPIRED']);
    const handed = reply.setCookie.filter((c) => /^(token|refresh_token)=[^;]+/.test(c));
    expect(handed).toEqual([]);
    // Presenting the rotated cookie was a reuse: the session ended for its owner too, and a thief cannot go on.
    expect((await victim.gql('{ me { id } }')).data?.me ?? null).toBeNull();
    expect(victim.cookies.has('refresh_token')).toBe(false);
  });

  test('a refresh cookie presented again after its rotation is reuse: SESSION_EXPIRED, no tokens, family revoked', async () => {
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

    expect(replay.errors?.map((e) => e.extensions?.code)).toEqual(['SESSION_EXPIRED']);
    expect(replay.data?.me ?? null).toBeNull();
    for (const name of ['token', 'refresh_token']) expect(replay.setCookies.get(name)?.value ?? '', name).toBe('');
    expect(replayer.cookies.has('refresh_token')).toBe(false);
    // The family is revoked: the legitimate holder's rotated token is refused as well.
    expect(holder.errors?.map((e) => e.extensions?.code)).toEqual(['SESSION_EXPIRED']);
    expect(browser.cookies.has('refresh_token')).toBe(false);
  });

  test('a refused refresh ends the session: SESSION_EXPIRED and the cookies cleared', async () => {
    const { browser } = await signIn(demoAccounts.representative.email);
    browser.cookies.set('refresh_token', 'revogado');
    clock.set(new Date(clock.now().getTime() + 16 * 60_000));

    const reply = await browser.gql('{ me { id } dashboard { year } }');

    expect(reply.errors?.map((e) => e.extensions?.code)).toEqual(['SESSION_EXPIRED']);
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

    expect(reply.errors?.map((e) => e.extensions?.code)).toEqual(['SESSION_EXPIRED']);
    expect(refreshCalls() - before).toBe(1);
    expect(seller.cookies.has('refresh_token')).toBe(false);
  });
});
