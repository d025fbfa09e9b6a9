/**
 * Logout, a refresh-token reuse, a password reset and a seller's deactivation end access at once in every
 * service that verifies access tokens (main API, mailer, authenticator, gateway with bearer or cookies), while a
 * valid token costs no call to the authenticator. The services follow the authenticator's revocation list.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVICE_KEY_HEADER } from '../../server/lib/service-auth.js';
import { revokeSessionOf } from '../../server/services/auth/sessions.js';
import type { Browser, GqlReply } from '../fixtures/gateway.js';
import { startGateway, type TestGateway } from '../fixtures/gateway.js';
import { call, login } from '../fixtures/http.js';
import { DEFAULT_BRAND, demoAccounts } from '../fixtures/stack.js';
import { isPostgresTest } from '../fixtures/test-db.js';

/** The test polls this long for a refusal: "at once", with room for a loaded machine. */
const AT_ONCE_MS = 1_000;
const POLL_MS = 10;

const SIGNED_IN_ONLY = '{ me { id } opportunities(pageSize: 1) { items { id } } }';

let g: TestGateway;
beforeAll(async () => {
  g = await startGateway();
});
afterAll(() => g?.stop());

const auth = () => g.stack.authUrl;

/** One authenticated call per service; true when the service accepts the token. */
const probes = {
  api: async (token: string) =>
    (await call(g.stack.apiUrl, 'GET', '/auth/payload', { token, brand: DEFAULT_BRAND })).status === 200,
  mailer: async (token: string) => {
    const res = await call(g.stack.mailerUrl, 'POST', '/mailer/outlook', {
      token,
      form: { subject: 'Contato', content: 'Olá', to: 'contato@scanora.com.br', domain: DEFAULT_BRAND },
    });
    return res.status === 201;
  },
  authenticator: async (token: string) => {
    const { sub } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    return (await call(auth(), 'GET', `/user/${sub}`, { token })).status === 200;
  },
  gateway: async (token: string) => {
    const reply = await g.browser().gql(SIGNED_IN_ONLY, undefined, { authorization: `Bearer ${token}` });
    if (!reply.errors) return true;
    expect(reply.data?.me ?? null).toBeNull();
    expect(reply.errors.map((e) => e.extensions?.code)).toEqual(['SESSION_EXPIRED']);
    return false;
  },
};
type Service = keyof typeof probes;
const SERVICES = Object.keys(probes) as Service[];

/**
 * Polls until `accepted` answers false; fails past AT_ONCE_MS. Says after how long (to the refusing answer) and
 * how many calls were still accepted before it (0: the first call after the revocation was refused).
 */
async function refusedAfter(accepted: () => Promise<boolean>) {
  const start = performance.now();
  let acceptedCalls = 0;
  while (await accepted()) {
    acceptedCalls++;
    const elapsed = performance.now() - start;
    if (elapsed > AT_ONCE_MS) throw new Error(`still accepted after ${Math.round(elapsed)} ms`);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  return { ms: Math.round(performance.now() - start), acceptedCalls };
}

async function expectAcceptedEverywhere(token: string) {
  for (const service of SERVICES) expect(await probes[service](token), service).toBe(true);
}

/** Each service refuses `token` within AT_ONCE_MS (polled in parallel); the delay per service. */
async function expectRefusedEverywhere(token: string) {
  const delays = await Promise.all(SERVICES.map((s) => refusedAfter(() => probes[s](token))));
  return Object.fromEntries(SERVICES.map((s, i) => [s, delays[i]]));
}

const refresh = (refreshToken: string) =>
  call(auth(), 'GET', `/${DEFAULT_BRAND}/auth/refresh_token`, { token: refreshToken });
const logout = (refreshToken: string) => call(auth(), 'POST', `/${DEFAULT_BRAND}/auth/logout`, { token: refreshToken });

/** A browser holding copies of `cookies`, as an attacker with a stolen cookie jar would. */
function copyOf(cookies: Map<string, string>): Browser {
  const copy = g.browser();
  for (const [k, v] of cookies) copy.cookies.set(k, v);
  return copy;
}

const streams = () => g.stack.authRequests.filter((r) => r.url.startsWith('/internal/revocations/stream'));

/** Waits (up to a few seconds) until the API, the mailer and the gateway have opened `count` streams in all. */
async function streamsOpened(count: number) {
  const deadline = Date.now() + 5_000;
  while (streams().length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  // The catch-up event follows the request at once; give it a moment to be read.
  await new Promise((r) => setTimeout(r, 50));
}

describe('logout', () => {
  it('refuses the session’s access token at once in the API, the mailer, the authenticator and the gateway', async () => {
    const tokens = await login(auth(), demoAccounts.representative.email);
    const other = await login(auth(), demoAccounts.representative.email);
    await expectAcceptedEverywhere(tokens.access_token);
    await streamsOpened(3);

    expect((await logout(tokens.refresh_token)).status).toBe(204);
    const delays = await expectRefusedEverywhere(tokens.access_token);

    console.info('logout → first refusal (ms):', delays);
    // Another session of the same user goes on.
    await expectAcceptedEverywhere(other.access_token);
  });

  it('through the gateway: neither the old cookies nor the old token as bearer open the session', async () => {
    const browser = await g.signIn(demoAccounts.resale.email);
    // A copy of the cookie jar, replayed afresh each time (a refusal clears the cookies of the jar it answers).
    const stolen = new Map(browser.cookies);
    const token = stolen.get('token')!;
    let last: GqlReply | undefined;
    const replayed = async () => {
      last = await copyOf(stolen).gql(SIGNED_IN_ONLY);
      return !last.errors;
    };
    expect(await replayed()).toBe(true);

    expect((await browser.gql('mutation { logout { loggedOut } }')).data.logout.loggedOut).toBe(true);
    await refusedAfter(replayed);
    await refusedAfter(() => probes.gateway(token));

    expect(last?.data?.me ?? null).toBeNull();
    expect(last?.errors?.map((e) => e.extensions?.code)).toEqual(['SESSION_EXPIRED']);
    expect(await probes.api(token)).toBe(false);
  });
});

describe('refresh-token reuse', () => {
  it('refuses every access token of the family, the newest included', async () => {
    const first = await login(auth(), demoAccounts.support.email);
    const second = (await refresh(first.refresh_token)).body.data;
    await expectAcceptedEverywhere(second.access_token);

    expect((await refresh(first.refresh_token)).status).toBe(401);

    await expectRefusedEverywhere(first.access_token);
    await expectRefusedEverywhere(second.access_token);
  });
});

describe('password reset', () => {
  it('ends the sessions open before it; one opened with the new password works', async () => {
    const internal = (path: string, body: unknown) =>
      call(auth(), 'POST', path, { body, headers: { [SERVICE_KEY_HEADER]: g.stack.config.serviceKey } });
    const before = await login(auth(), demoAccounts.support.email);
    const issued = await internal('/internal/password-tokens', { email: demoAccounts.support.email, purpose: 'reset' });
    expect(issued.status).toBe(201);

    const password = 'Nova@Senha2026';
    expect((await internal('/internal/password-tokens/redeem', { token: issued.body.token, password })).status).toBe(
      200,
    );

    await expectRefusedEverywhere(before.access_token);
    const after = await login(auth(), demoAccounts.support.email, DEFAULT_BRAND, password);
    await expectAcceptedEverywhere(after.access_token);
  });
});

describe('a valid token', () => {
  it('costs no call to the authenticator per request, in any service', async () => {
    const { access_token } = await login(auth(), demoAccounts.representative.email);
    const browser = await g.signIn(demoAccounts.representative.email);
    await expectAcceptedEverywhere(access_token);
    const before = g.stack.authRequests.length;

    for (let i = 0; i < 10; i++) {
      expect(await probes.api(access_token)).toBe(true);
      expect(await probes.gateway(access_token)).toBe(true);
      expect((await browser.gql(SIGNED_IN_ONLY)).errors).toBeUndefined();
    }
    expect(await probes.mailer(access_token)).toBe(true);

    expect(g.stack.authRequests.slice(before)).toEqual([]);
  });
});

describe('a dropped stream', () => {
  it('is opened again from the last seq, and the list catches up on what was revoked meanwhile', async () => {
    const tokens = await login(auth(), demoAccounts.representative.email);
    await expectAcceptedEverywhere(tokens.access_token);
    // An entry already applied everywhere, so that the streams resume after a seq above 0.
    const earlier = await login(auth(), demoAccounts.representative.email);
    expect((await logout(earlier.refresh_token)).status).toBe(204);
    await expectRefusedEverywhere(earlier.access_token);
    const opened = streams().length;

    // Every stream drops; the session ends while the services cannot hear of it (written as the logout would).
    await g.stack.stopAuthServer();
    await g.stack.db.tx((q) => revokeSessionOf(q, tokens.refresh_token, DEFAULT_BRAND, g.stack.clock.now()));
    await g.stack.startAuthServer();
    await streamsOpened(opened + 3);
    const resumed = streams().slice(opened);
    expect(resumed).toHaveLength(3);
    const checks = () => g.stack.authRequests.filter((r) => r.url.startsWith('/internal/revocations/check'));
    const checksBefore = checks().length;

    for (const service of SERVICES) expect(await probes[service](tokens.access_token), service).toBe(false);
    // Refused from the list the streams brought back, not by asking the authenticator per token.
    expect(checks().length).toBe(checksBefore);
    for (const r of resumed) expect(Number(new URL(r.url, auth()).searchParams.get('after'))).toBeGreaterThan(0);
  });
});

describe.skipIf(!isPostgresTest())('the authenticator’s LISTEN connection (PostgreSQL)', () => {
  it('is opened again when it drops, and entries committed by any process reach the services', async () => {
    const checks = () => g.stack.authRequests.filter((r) => r.url.startsWith('/internal/revocations/check'));
    const [{ count }] = await g.stack.db.query<{ count: number }>(
      `SELECT count(pg_terminate_backend(pid))::int AS count FROM pg_stat_activity
       WHERE datname = current_database() AND query ILIKE 'LISTEN%'`,
    );
    expect(count).toBeGreaterThan(0);
    const opened = streams().length;
    // Out of sync, the authenticator cut its followers off; they are back once it listens again.
    await streamsOpened(opened + 3);
    expect(streams().length).toBeGreaterThanOrEqual(opened + 3);

    // Written as another authenticator process would: only its NOTIFY tells this one.
    const tokens = await login(auth(), demoAccounts.representative.email);
    // A stream opened while the authenticator was not listening yet was refused (503) and is retried: the services
    // are back in sync once an accepted token costs no call to the authenticator.
    await vi.waitFor(
      async () => {
        const before = checks().length;
        await expectAcceptedEverywhere(tokens.access_token);
        expect(checks().length).toBe(before);
      },
      { timeout: 10_000, interval: 100 },
    );
    const checksBefore = checks().length;
    await g.stack.db.tx((q) => revokeSessionOf(q, tokens.refresh_token, DEFAULT_BRAND, g.stack.clock.now()));

    await expectRefusedEverywhere(tokens.access_token);
    expect(checks().length).toBe(checksBefore);
  });
});

describe('deactivation of a seller', () => {
  it('refuses the seller’s tokens at once everywhere, bearer and cookies', async () => {
    const { access_token } = await login(auth(), demoAccounts.seller.email);
    const browser = await g.signIn(demoAccounts.seller.email);
    const resale = await login(auth(), demoAccounts.resale.email);
    await expectAcceptedEverywhere(access_token);

    const res = await call(g.stack.apiUrl, 'PATCH', `/seller/inative/${demoAccounts.seller.id}`, {
      token: resale.access_token,
      brand: DEFAULT_BRAND,
    });
    expect(res.status).toBe(200);

    const delays = await expectRefusedEverywhere(access_token);
    console.info('deactivation → first refusal (ms):', delays);
    const replay = await browser.gql(SIGNED_IN_ONLY);
    expect(replay.data?.me ?? null).toBeNull();
    expect(replay.errors?.map((e) => e.extensions?.code)).toEqual(['SESSION_EXPIRED']);
  });
});
