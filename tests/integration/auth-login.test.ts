import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier } from '../../server/lib/access-token.js';
import { SERVICE_KEY_HEADER } from '../../server/lib/service-auth.js';
import { call } from '../fixtures/http.js';
import { DEMO_PASSWORD, demoAccounts, type Stack, startStack } from '../fixtures/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

const basic = (email: string, password: string) => `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`;
const attempt = (email: string, password: string, query = 'brand=scanora') =>
  call(stack.authUrl, 'GET', `/login?${query}`, { headers: { authorization: basic(email, password) } });
const internal = (method: string, path: string, body?: unknown) =>
  call(stack.authUrl, method, path, { body, headers: { [SERVICE_KEY_HEADER]: stack.config.serviceKey } });

/** A user created the way the main API creates one, with a password set through the internal call. */
async function userWithPassword(email: string, roles: Array<{ name: string; data: { brand: string } }>) {
  const created = await internal('POST', '/internal/users', { name: 'Pessoa Teste', email, roles });
  expect(created.status).toBe(201);
  expect(
    (await internal('POST', `/internal/users/${created.body.id}/password`, { password: 'Nova@2024' })).status,
  ).toBe(204);
  return created.body.id as string;
}

describe('GET /login', () => {
  it('answers both tokens and an access token with the claims of the brand', async () => {
    const res = await attempt(demoAccounts.representative.email, DEMO_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    expect(res.body.data.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const claims = decodeJwt(res.body.data.access_token);
    expect(claims).toMatchObject({
      sub: demoAccounts.representative.id,
      name: demoAccounts.representative.name,
      email: demoAccounts.representative.email,
      brand: 'scanora',
      roles: ['REPRESENTATIVE'],
      iss: 'portal-auth',
      aud: 'portal',
    });
    expect(claims.iat).toBe(Math.floor(stack.clock.now().getTime() / 1000));
    expect(claims.exp! - claims.iat!).toBe(900);
    expect(decodeProtectedHeader(res.body.data.access_token).alg).toBe('ES256');
  });

  it('publishes the signing key in the JWKS under the kid of the tokens', async () => {
    const { access_token } = (await attempt(demoAccounts.support.email, DEMO_PASSWORD)).body.data;
    const jwks = await call(stack.authUrl, 'GET', '/.well-known/jwks.json');
    expect(jwks.status).toBe(200);
    const { kid } = decodeProtectedHeader(access_token);
    expect(jwks.body.keys.map((k: { kid: string }) => k.kid)).toContain(kid);
    expect(jwks.body.keys.every((k: Record<string, unknown>) => k.d === undefined)).toBe(true);

    const nothingRevoked = { isRevoked: async () => false };
    const verify = createTokenVerifier(stack.authUrl, nothingRevoked, () => stack.clock.now());
    expect(await verify(access_token)).toMatchObject({ ok: true, claims: { roles: ['SUPPORT'] } });
  });

  it('accepts the e-mail in any letter case and with spaces around it', async () => {
    expect((await attempt('  Revenda@Demo.COM.br ', DEMO_PASSWORD)).status).toBe(200);
  });

  it('refuses a wrong password, an unknown user and a user without a password with the same 401', async () => {
    const created = await internal('POST', '/internal/users', {
      name: 'Sem Senha',
      email: 'sem.senha@example.com',
      roles: [{ name: 'SELLER', data: { brand: 'scanora' } }],
    });
    expect(created.status).toBe(201);
    for (const [email, password] of [
      [demoAccounts.representative.email, 'Errada@123'],
      ['ninguem@example.com', DEMO_PASSWORD],
      ['sem.senha@example.com', DEMO_PASSWORD],
    ]) {
      const res = await attempt(email, password);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Usuário ou senha inválidos' });
    }
  });

  it('refuses an inactive user', async () => {
    const id = await userWithPassword('inativo@example.com', [{ name: 'SELLER', data: { brand: 'all' } }]);
    expect((await attempt('inativo@example.com', 'Nova@2024')).status).toBe(200);
    expect((await internal('POST', `/internal/users/${id}/deactivate`)).status).toBe(204);
    const res = await attempt('inativo@example.com', 'Nova@2024');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Usuário ou senha inválidos');
  });

  it('refuses a brand where the user has no role', async () => {
    await userWithPassword('so.yep@example.com', [{ name: 'RESALE', data: { brand: 'yep' } }]);
    const onYep = await attempt('so.yep@example.com', 'Nova@2024', 'brand=yep');
    expect(onYep.status).toBe(200);
    expect(decodeJwt(onYep.body.data.access_token)).toMatchObject({ brand: 'yep', roles: ['RESALE'] });
    const onScanora = await attempt('so.yep@example.com', 'Nova@2024', 'brand=scanora');
    expect(onScanora.status).toBe(401);
    expect(onScanora.body.code).toBe('UNAUTHENTICATED');
  });

  it('answers 400 for an unknown or missing brand and for a missing or malformed Basic header', async () => {
    expect((await attempt(demoAccounts.representative.email, DEMO_PASSWORD, 'brand=nao-existe')).status).toBe(400);
    expect((await attempt(demoAccounts.representative.email, DEMO_PASSWORD, '')).status).toBe(400);
    expect((await call(stack.authUrl, 'GET', '/login?brand=scanora')).status).toBe(400);
    const noColon = await call(stack.authUrl, 'GET', '/login?brand=scanora', {
      headers: { authorization: `Basic ${Buffer.from('sem-dois-pontos').toString('base64')}` },
    });
    expect(noColon.status).toBe(400);
    expect(noColon.body.code).toBe('BAD_REQUEST');
  });

  it('throttles after 10 failures for one e-mail and IP, even when the right password comes next', async () => {
    const email = demoAccounts.seller.email;
    for (let i = 0; i < 10; i++) expect((await attempt(email, `Errada@${i}`)).status).toBe(401);

    const blocked = await attempt(email, DEMO_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Muitas tentativas. Tente novamente mais tarde.',
    });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // Another account from the same address is not locked out by this one.
    expect((await attempt(demoAccounts.representative.email, DEMO_PASSWORD)).status).toBe(200);
  });
});
