/**
 * An access token without an expiry claim would be valid forever: every service that verifies access tokens (the
 * main API, the mailer, the authenticator's own GET /user/{id}, the gateway) refuses one, however well signed.
 */
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_ALG } from '../../server/lib/access-token.js';
import { loadSigningKeys } from '../../server/services/auth/keys.js';
import { startGateway, type TestGateway } from '../fixtures/gateway.js';
import { call, login } from '../fixtures/http.js';
import { demoAccounts } from '../fixtures/stack.js';

let g: TestGateway;
let withExp: string;
let withoutExp: string;
let userId: string;

beforeAll(async () => {
  g = await startGateway();
  const { access_token } = await login(g.stack.authUrl, demoAccounts.support.email, 'scanora');
  const { exp: _exp, ...claims } = decodeJwt(access_token);
  userId = String(claims.sub);
  // Signed with the authenticator's own current key, exactly like a real token, only the `exp` claim left out.
  const keys = await loadSigningKeys(g.stack.db, undefined);
  const sign = (payload: Record<string, unknown>) =>
    new SignJWT(payload).setProtectedHeader({ alg: TOKEN_ALG, kid: keys.kid, typ: 'JWT' }).sign(keys.privateKey);
  withoutExp = await sign(claims);
  withExp = await sign({ ...claims, exp: Math.floor(g.stack.clock.now().getTime() / 1000) + 600 });
});
afterAll(() => g?.stop());

const mail = (token: string) =>
  call(g.stack.mailerUrl, 'POST', '/mailer/outlook', {
    token,
    form: { subject: 'Contato', content: 'Olá', to: 'contato@scanora.com.br', domain: 'scanora' },
  });

describe('an access token without exp', () => {
  it('is refused by the main API', async () => {
    expect((await call(g.stack.apiUrl, 'GET', '/auth/payload', { token: withExp, brand: 'scanora' })).status).toBe(200);
    const res = await call(g.stack.apiUrl, 'GET', '/auth/payload', { token: withoutExp, brand: 'scanora' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it('is refused by the authenticator', async () => {
    expect((await call(g.stack.authUrl, 'GET', `/user/${userId}`, { token: withExp })).status).toBe(200);
    const res = await call(g.stack.authUrl, 'GET', `/user/${userId}`, { token: withoutExp });
    expect(res.status).toBe(401);
  });

  it('is refused by the mailer', async () => {
    const res = await mail(withoutExp);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it('is refused at the gateway, `me` included (SESSION_EXPIRED)', async () => {
    const query = '{ me { email } dashboard { year } }';
    const ok = await g.browser().gql(query, undefined, { authorization: `Bearer ${withExp}` });
    expect(ok.errors).toBeUndefined();
    const reply = await g.browser().gql(query, undefined, { authorization: `Bearer ${withoutExp}` });
    expect(reply.data?.me ?? null).toBeNull();
    expect(reply.errors?.map((e) => e.extensions?.code)).toEqual(['SESSION_EXPIRED']);
  });
});
