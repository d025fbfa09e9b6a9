/**
 * Credentials that do not hold are never answered as if none were sent (design section 8): no credential, a session
 * or API token that ended, and another brand's are three answers, on every field, public ones and `me` included.
 */
import { describe, expect, it } from 'vitest';
import type { ManualClock } from '../../server/lib/clock.js';
import { createApiToken, revokeApiToken } from '../../server/services/auth/api-tokens.js';
import { REFRESH_TOKEN_TTL_SESSION_SECONDS } from '../../server/services/auth/refresh-tokens.js';
import type { Browser } from '../fixtures/gateway.js';
import { gatewayPerFile } from '../fixtures/per-file.js';
import { DEMO_PASSWORD, demoAccounts } from '../fixtures/stack.js';

const LOGIN = 'mutation L($input: LoginInput!) { login(input: $input) { viewer { id } } }';
const FIELDS = {
  public: '{ brand { slug } }',
  me: '{ me { name } }',
  protected: '{ opportunities(pageSize: 1) { pageInfo { total } } }',
};
type Field = keyof typeof FIELDS;
const HOST = 'scanora.localhost';

const g = gatewayPerFile();
const clock = () => g.stack.clock as ManualClock;

/** A browser signed in on `host` (its cookies are the session). */
async function signedIn(host = HOST, keepConnected = true) {
  const browser = g.browser(host);
  const reply = await browser.gql(LOGIN, {
    input: { username: demoAccounts.support.email, password: DEMO_PASSWORD, keepConnected },
  });
  expect(reply.errors).toBeUndefined();
  return browser;
}

/** Another browser on this brand's host holding a copy of `source`'s cookies (a session sent where it may not go). */
function copyOf(source: Browser) {
  const copy = g.browser(HOST);
  for (const [name, value] of source.cookies) copy.cookies.set(name, value);
  return copy;
}

let seq = 0;
async function apiToken(brand = 'scanora', expiresAt: Date | null = null) {
  const request = { name: `Credenciais ${++seq}`, brand, role: 'SUPPORT' as const, readOnly: true, expiresAt };
  return createApiToken(g.stack.db, request, clock().now());
}
const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

/** One try of `field` with the credential: the browser that sends it, and its headers. */
interface Presented {
  browser: Browser;
  headers?: Record<string, string>;
}

async function ask(presented: Presented, field: Field) {
  return presented.browser.gql(FIELDS[field], undefined, presented.headers);
}

/** Waits until the revocation list refuses a credential that was just revoked (it follows a stream). */
async function untilRefused(present: () => Promise<Presented>) {
  await expect
    .poll(async () => (await ask(await present(), 'me')).errors?.[0]?.extensions?.code, { timeout: 5_000 })
    .toBeDefined();
}

describe('the answer to each credential on a public field, `me` and a protected field', () => {
  it.each(['public', 'me', 'protected'] as const)('none: %s', async (field) => {
    const reply = await ask({ browser: g.browser(HOST) }, field);
    if (field === 'protected') {
      expect(reply.errors?.map((e) => [e.extensions?.code, e.message])).toEqual([
        ['UNAUTHENTICATED', 'Faça login para continuar.'],
      ]);
    } else {
      expect(reply.errors).toBeUndefined();
      expect(reply.data).toEqual(field === 'me' ? { me: null } : { brand: { slug: 'scanora' } });
    }
  });

  it.each(['public', 'me', 'protected'] as const)('a valid session and a valid API token: %s', async (field) => {
    const session = await ask({ browser: await signedIn() }, field);
    const { secret } = await apiToken();
    const token = await ask({ browser: g.browser(HOST), headers: bearer(secret) }, field);
    for (const reply of [session, token]) {
      expect(reply.errors).toBeUndefined();
      expect(Object.values(reply.data)[0]).not.toBeNull();
    }
  });

  const refused = (code: string, message: string) => async (presented: Presented, field: Field) => {
    const reply = await ask(presented, field);
    expect(reply.status).toBe(401);
    expect(reply.data ?? null).toBeNull();
    expect(reply.errors?.map((e) => [e.extensions?.code, e.message])).toEqual([[code, message]]);
    return reply;
  };
  const sessionEnded = refused('SESSION_EXPIRED', 'Sua sessão encerrou');
  const tokenRevoked = refused(
    'TOKEN_REVOKED',
    'Token de API inválido, revogado ou expirado. Peça um novo token ao operador do portal.',
  );
  const wrongBrand = refused(
    'WRONG_BRAND',
    'Estas credenciais são de outra marca do portal. Entre pelo endereço da sua marca.',
  );

  it.each(['public', 'me', 'protected'] as const)('a revoked session (logged out elsewhere): %s', async (field) => {
    const owner = await signedIn();
    const stolen = new Map(owner.cookies);
    await owner.gql('mutation { logout { loggedOut } }');
    const present = async () => {
      const browser = g.browser(HOST);
      for (const [name, value] of stolen) browser.cookies.set(name, value);
      return { browser };
    };
    await untilRefused(present);
    const presented = await present();
    const reply = await sessionEnded(presented, field);
    // Its cookies are cleared with the refusal: the next request is anonymous, and says so.
    expect(reply.setCookies.get('token')?.value).toBe('');
    expect(presented.browser.cookies.has('token')).toBe(false);
  });

  it.each(['public', 'me', 'protected'] as const)('an expired session: %s', async (field) => {
    const browser = await signedIn(HOST, false);
    const start = clock().now();
    clock().set(new Date(start.getTime() + (REFRESH_TOKEN_TTL_SESSION_SECONDS + 60) * 1000));
    try {
      await sessionEnded({ browser }, field);
    } finally {
      clock().set(start);
    }
  });

  it.each(['public', 'me', 'protected'] as const)('a session that is garbage: %s', async (field) => {
    const browser = g.browser(HOST);
    browser.cookies.set('token', 'envenenado');
    browser.cookies.set('refresh_token', 'envenenado');
    await sessionEnded({ browser }, field);
  });

  it.each(['public', 'me', 'protected'] as const)('a revoked API token: %s', async (field) => {
    const { secret, token } = await apiToken();
    const present = async () => ({ browser: g.browser(HOST), headers: bearer(secret) });
    expect((await ask(await present(), 'me')).errors).toBeUndefined();
    await g.stack.db.tx((q) => revokeApiToken(q, token.name, clock().now()));
    await untilRefused(present);
    await tokenRevoked(await present(), field);
  });

  it.each(['public', 'me', 'protected'] as const)('an expired or unknown API token: %s', async (field) => {
    const { secret } = await apiToken('scanora', new Date(clock().now().getTime() - 1000));
    await tokenRevoked({ browser: g.browser(HOST), headers: bearer(secret) }, field);
    await tokenRevoked({ browser: g.browser(HOST), headers: bearer(`tok_${'x'.repeat(43)}`) }, field);
  });

  it.each(['public', 'me', 'protected'] as const)("another brand's session: %s", async (field) => {
    const yep = await signedIn('yep.localhost');
    const presented = { browser: copyOf(yep) };
    const reply = await wrongBrand(presented, field);
    expect(reply.setCookies.get('token')?.value).toBe('');
  });

  it.each(['public', 'me', 'protected'] as const)("another brand's API token: %s", async (field) => {
    const { secret } = await apiToken('yep');
    await wrongBrand({ browser: g.browser(HOST), headers: bearer(secret) }, field);
  });

  it("another brand's access token as a bearer, on every field", async () => {
    const yep = await signedIn('yep.localhost');
    const token = yep.cookies.get('token') ?? '';
    for (const field of ['public', 'me', 'protected'] as const) {
      await wrongBrand({ browser: g.browser(HOST), headers: bearer(token) }, field);
    }
  });

  it('logging in again, or out, with a session that ended is not refused: it sets the credential aside', async () => {
    const browser = g.browser(HOST);
    browser.cookies.set('token', 'envenenado');
    browser.cookies.set('refresh_token', 'envenenado');
    const reply = await browser.gql(LOGIN, {
      input: { username: demoAccounts.support.email, password: DEMO_PASSWORD, keepConnected: true },
    });
    expect(reply.errors).toBeUndefined();
    expect((await browser.gql(FIELDS.me)).data.me.name).toBe(demoAccounts.support.name);
  });
});
