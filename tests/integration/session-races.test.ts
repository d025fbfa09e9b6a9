/**
 * Ending a session is final whatever runs alongside it: a logout, a password reset, a refresh-token reuse or a
 * deactivation racing refreshes and logins leaves no token of the ended sessions working, not at once and not after
 * the revocation list has forgotten them (its entries last the access-token lifetime). Races are real only on
 * PostgreSQL: PGlite runs one transaction at a time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../server/lib/access-token.js';
import type { Clock } from '../../server/lib/clock.js';
import { SERVICE_KEY_HEADER } from '../../server/lib/service-auth.js';
import { REVOCATION_SKEW_SECONDS } from '../../server/services/auth/revocations.js';
import { type Browser, startGateway, type TestGateway } from '../fixtures/gateway.js';
import { call } from '../fixtures/http.js';
import { DEFAULT_BRAND, demoAccounts } from '../fixtures/stack.js';
import { isPostgresTest } from '../fixtures/test-db.js';

/** Trials per race: the unfixed code let about half of them survive. */
const TRIALS = 50;
const DEACTIVATION_ROUNDS = 8;
const LOGINS_PER_ROUND = 40;
const SECONDS_LATER_MS = 2_000;

/**
 * Real time, so that a login that checks its password before a deactivation and signs after it gets a later `iat`,
 * as in production; `skip` moves it ahead for the last test.
 */
class RealClock implements Clock {
  private offsetMs = 0;
  now() {
    return new Date(Date.now() + this.offsetMs);
  }
  skip(ms: number) {
    this.offsetMs += ms;
  }
}

const clock = new RealClock();
let g: TestGateway;
let ipSeq = 0;
/** Every refresh token a race left as the newest of its session, checked again once the revocation list forgot it. */
const newestRefreshTokens: string[] = [];

beforeAll(async () => {
  if (isPostgresTest()) g = await startGateway({ clock });
});
afterAll(() => g?.stop());

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const jitter = (maxMs: number) => pause(Math.random() * maxMs);
const freshIp = () => `10.71.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;

const basic = (email: string, password: string) => `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`;

interface Tokens {
  access_token: string;
  refresh_token: string;
}

async function login(email: string, password: string, ip = freshIp()) {
  return call<{ data?: Tokens }>(g.stack.authUrl, 'GET', `/login?brand=${DEFAULT_BRAND}`, {
    headers: { authorization: basic(email, password), 'x-forwarded-for': ip },
  });
}
const refresh = (token: string) =>
  call<{ data?: Tokens }>(g.stack.authUrl, 'GET', `/${DEFAULT_BRAND}/auth/refresh_token`, { token });
const logout = (token: string) => call(g.stack.authUrl, 'POST', `/${DEFAULT_BRAND}/auth/logout`, { token });
const internal = (method: string, path: string, body?: unknown) =>
  call(g.stack.authUrl, method, `/internal${path}`, {
    body,
    headers: { [SERVICE_KEY_HEADER]: g.stack.config.serviceKey },
  });

/** True when the main API accepts the access token. */
const apiAccepts = async (accessToken: string) =>
  (await call(g.stack.apiUrl, 'GET', '/auth/payload', { token: accessToken, brand: DEFAULT_BRAND })).status === 200;

/** A user of its own with a known password, so that a race can reset or deactivate it. */
async function newUser(label: string, password: string, role = 'SELLER') {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@corrida.com.br`;
  const created = await internal('POST', '/users', {
    name: `Corrida ${label}`,
    email,
    parentId: role === 'SELLER' ? demoAccounts.resale.id : undefined,
    roles: [{ name: role, data: { brand: DEFAULT_BRAND } }],
  });
  expect(created.status).toBe(201);
  const id = (created.body as { id: string }).id;
  expect((await internal('POST', `/users/${id}/password`, { password })).status).toBe(204);
  return { id, email };
}

/** Refreshes along the chain from `start` until told to stop or refused; the newest token it holds. */
function refreshLoop(start: string) {
  let newest = start;
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      const res = await refresh(newest);
      if (res.status !== 200 || !res.body.data) return;
      newest = res.body.data.refresh_token;
    }
  })();
  return {
    async stop() {
      stopped = true;
      await done;
      return newest;
    },
  };
}

/** A session survived when its newest refresh token still refreshes. */
async function survives(newestRefreshToken: string) {
  const res = await refresh(newestRefreshToken);
  return res.status === 200;
}

describe.skipIf(!isPostgresTest())('sessions that end while refreshes and logins run (PostgreSQL)', () => {
  it(`logout racing a refresh of the same session, through REST: ${TRIALS} trials, no survivor`, async () => {
    let survivors = 0;
    let refreshedFirst = 0;
    for (let i = 0; i < TRIALS; i++) {
      const first = await login(demoAccounts.representative.email, 'Demo@1234');
      const t0 = first.body.data!.refresh_token;
      const [rotated] = await Promise.all([refresh(t0), jitter(3).then(() => logout(t0))]);
      const successor = rotated.body.data;
      if (successor) {
        refreshedFirst++;
        newestRefreshTokens.push(successor.refresh_token);
        if (await apiAccepts(successor.access_token)) survivors++;
        else if (await survives(successor.refresh_token)) survivors++;
      } else {
        newestRefreshTokens.push(t0);
        if (await survives(t0)) survivors++;
      }
    }
    console.info(`logout against refresh (REST): the refresh completed first in ${refreshedFirst} of ${TRIALS}`);
    expect(survivors).toBe(0);
  });

  it(`logout racing a refresh of the same session, through the gateway: ${TRIALS} trials, no survivor`, async () => {
    const copyOf = (b: Browser) => {
      const copy = g.browser();
      for (const [k, v] of b.cookies) copy.cookies.set(k, v);
      return copy;
    };
    let survivors = 0;
    let refreshedFirst = 0;
    for (let i = 0; i < TRIALS; i++) {
      const tab = await g.signIn(demoAccounts.support.email);
      const other = copyOf(tab);
      const [refreshed] = await Promise.all([
        jitter(4).then(() => tab.gql('mutation { refreshSession { viewer { id } } }')),
        jitter(4).then(() => other.gql('mutation { logout { loggedOut } }')),
      ]);
      if (refreshed.data?.refreshSession) refreshedFirst++;
      const refreshToken = tab.cookies.get('refresh_token') ?? other.cookies.get('refresh_token');
      if (refreshToken) newestRefreshTokens.push(refreshToken);
      const me = await copyOf(tab).gql('{ me { id } }');
      if (me.data?.me) survivors++;
      else if (refreshToken && (await survives(refreshToken))) survivors++;
    }
    console.info(`logout against refresh (gateway): the refresh completed first in ${refreshedFirst} of ${TRIALS}`);
    expect(survivors).toBe(0);
  });

  it(`password reset while the session refreshes in a loop: ${TRIALS} trials, no survivor`, async () => {
    let password = 'Corrida@0';
    const user = await newUser('reset', password, 'SUPPORT');
    let survivors = 0;
    for (let i = 0; i < TRIALS; i++) {
      const signedIn = await login(user.email, password);
      expect(signedIn.status).toBe(200);
      const loop = refreshLoop(signedIn.body.data!.refresh_token);
      await jitter(15);
      const issued = await internal('POST', '/password-tokens', { userId: user.id, purpose: 'reset' });
      password = `Corrida@${i + 1}`;
      const redeemed = await internal('POST', '/password-tokens/redeem', {
        token: (issued.body as { token: string }).token,
        password,
      });
      expect(redeemed.status).toBe(200);
      const newest = await loop.stop();
      newestRefreshTokens.push(newest);
      if (await survives(newest)) survivors++;
    }
    expect(survivors).toBe(0);
  });

  it(`a rotated token presented again while its owner refreshes: ${TRIALS} trials, no survivor`, async () => {
    let survivors = 0;
    for (let i = 0; i < TRIALS; i++) {
      const t0 = (await login(demoAccounts.representative.email, 'Demo@1234')).body.data!.refresh_token;
      const t1 = (await refresh(t0)).body.data!.refresh_token;
      const owner = refreshLoop(t1);
      await jitter(10);
      expect((await refresh(t0)).status).toBe(401);
      const newest = await owner.stop();
      newestRefreshTokens.push(newest);
      if (await survives(newest)) survivors++;
    }
    expect(survivors).toBe(0);
  });

  it(`deactivation while ${LOGINS_PER_ROUND} logins are in flight: ${DEACTIVATION_ROUNDS} rounds, no token works`, async () => {
    const password = 'Corrida@1';
    const working: string[] = [];
    let issued = 0;
    let refused = 0;
    for (let round = 0; round < DEACTIVATION_ROUNDS; round++) {
      const seller = await newUser('inativo', password);
      // From as many addresses: the login throttle lets few attempts per e-mail and address run at once.
      const logins = Array.from({ length: LOGINS_PER_ROUND }, () => login(seller.email, password));
      // Half the rounds deactivate while every login is still checking its password, half once one has completed.
      if (round % 2 === 0) await jitter(100);
      else await Promise.race(logins.map((l) => l.then((res) => (res.status === 200 ? res : new Promise(() => {})))));
      expect((await internal('POST', `/users/${seller.id}/deactivate`)).status).toBe(204);
      // Logins still in flight sign in a later second than the deactivation, as they do on a loaded machine.
      clock.skip(SECONDS_LATER_MS);
      for (const res of await Promise.all(logins)) {
        const tokens = res.body.data;
        if (!tokens) {
          refused++;
          continue;
        }
        issued++;
        newestRefreshTokens.push(tokens.refresh_token);
        if (await apiAccepts(tokens.access_token)) working.push('access');
        const viaGateway = await g.browser().gql('{ me { id } }', undefined, {
          authorization: `Bearer ${tokens.access_token}`,
        });
        if (viaGateway.data?.me) working.push('gateway');
        if (await survives(tokens.refresh_token)) working.push('refresh');
      }
    }
    console.info(`deactivation races: ${issued} logins got tokens (all revoked since), ${refused} were refused`);
    expect(issued).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
    expect(working).toEqual([]);
  });

  it('none of those sessions comes back once the revocation entries have expired', async () => {
    expect(newestRefreshTokens.length).toBeGreaterThanOrEqual(4 * TRIALS);
    clock.skip((ACCESS_TOKEN_TTL_SECONDS + REVOCATION_SKEW_SECONDS + 60) * 1000);
    const alive: string[] = [];
    for (const token of newestRefreshTokens) if (await survives(token)) alive.push(token);
    expect(alive).toEqual([]);
  });
});
