/**
 * The account calls the spec puts on the main API (payload, roles, password reset and change), which delegate to the
 * authenticator: through real HTTP, down to logging in with the new password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManualClock } from '../../server/lib/clock.js';
import { call, login } from '../fixtures/http.js';
import { DEFAULT_BRAND, demoAccounts, type Stack, startStack } from '../fixtures/stack.js';
import { loginAll, type Tokens } from './opportunities-fixture.js';

let stack: Stack;
const tokens = {} as Tokens;
const api = (method: string, path: string, opts: { token?: string; body?: unknown; brand?: string } = {}) =>
  call(stack.apiUrl, method, path, { brand: DEFAULT_BRAND, ...opts });

/** The set-password token of the newest mail of `kind` to `email`, read from the API's outbox. */
async function tokenMailedTo(email: string, kind: string): Promise<{ token: string; content: string }> {
  const [mail] = await stack.db.query<{ content: string }>(
    `SELECT content FROM api.mail_outbox WHERE $1 = ANY(recipients) AND kind = $2 ORDER BY created_at DESC LIMIT 1`,
    [email, kind],
  );
  const m = /[?&]token=([^"&<\s]+)/.exec(mail?.content ?? '');
  if (!m) throw new Error(`no ${kind} link mailed to ${email}`);
  return { token: decodeURIComponent(m[1]), content: mail.content };
}

beforeAll(async () => {
  stack = await startStack();
  Object.assign(tokens, await loginAll(stack));
});

afterAll(() => stack?.stop());

describe('GET /auth/payload', () => {
  it('answers the viewer from the token', async () => {
    const res = await api('GET', '/auth/payload', { token: tokens.representative });
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({
      id: demoAccounts.representative.id,
      name: demoAccounts.representative.name,
      email: demoAccounts.representative.email,
    });
    expect(res.body.payload.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it('refuses a missing or forged token with 401', async () => {
    expect((await api('GET', '/auth/payload')).status).toBe(401);
    expect((await api('GET', '/auth/payload', { token: `${tokens.representative}x` })).status).toBe(401);
  });

  it('refuses a token of another brand with 403', async () => {
    const yep = (await login(stack.authUrl, demoAccounts.representative.email, 'yep')).access_token;
    expect((await api('GET', '/auth/payload', { token: yep, brand: 'scanora' })).status).toBe(403);
    expect((await api('GET', '/auth/payload', { token: yep, brand: 'yep' })).status).toBe(200);
  });
});

describe('GET /user/{id}/role', () => {
  it('answers every assignment of oneself', async () => {
    const res = await api('GET', `/user/${demoAccounts.seller.id}/role`, { token: tokens.seller });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ roles: [{ name: 'SELLER', data: { brand: 'all' } }] });
  });

  it('lets representatives and support read anyone on the brand', async () => {
    for (const token of [tokens.representative, tokens.support]) {
      const res = await api('GET', `/user/${demoAccounts.resale.id}/role`, { token });
      expect(res.status).toBe(200);
      expect(res.body.roles).toEqual([{ name: 'RESALE', data: { brand: 'all' } }]);
    }
  });

  it('lets a resale read its own seller but not others', async () => {
    expect((await api('GET', `/user/${demoAccounts.seller.id}/role`, { token: tokens.resale })).status).toBe(200);
    expect((await api('GET', `/user/${demoAccounts.representative.id}/role`, { token: tokens.resale })).status).toBe(
      403,
    );
  });

  it('refuses a seller reading someone else (403) and answers 404 for an unknown user', async () => {
    expect((await api('GET', `/user/${demoAccounts.resale.id}/role`, { token: tokens.seller })).status).toBe(403);
    const unknown = await api('GET', '/user/00000000-0000-4000-8000-0000000000ff/role', {
      token: tokens.representative,
    });
    expect(unknown.status).toBe(404);
  });
});

describe('password reset', () => {
  it('mails a link whose token sets a new password that logs in', async () => {
    const email = demoAccounts.support.email;
    const asked = await api('POST', '/auth/reset_password', {
      body: { company: 'SCANORA', redirect_url: 'http://scanora.localhost:4000/recovery-password', email },
      brand: undefined,
    });
    expect(asked.status).toBe(204);
    const { token, content } = await tokenMailedTo(email, 'password-reset');
    expect(content).toContain('/recovery-password?token=');

    const weak = await api('POST', '/auth/reset_password/confirm', { body: { token, password: 'fraca' } });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toContain('mínimo 8 caracteres');

    const done = await api('POST', '/auth/reset_password/confirm', { body: { token, password: 'Nova@Senha1' } });
    expect(done.status).toBe(204);
    // The change is in the user's history, without the password.
    const [row] = await stack.db.query<{ user_id: string; modifications: unknown }>(
      "SELECT user_id, modifications FROM api.history WHERE type = 'user' AND type_id = $1 ORDER BY created_at DESC LIMIT 1",
      [demoAccounts.support.id],
    );
    expect(row).toEqual({
      user_id: demoAccounts.support.id,
      modifications: [{ attribute: 'password', oldValue: null, newValue: null }],
    });
    await expect(login(stack.authUrl, email, DEFAULT_BRAND, 'Nova@Senha1')).resolves.toHaveProperty('access_token');
    await expect(login(stack.authUrl, email)).rejects.toThrow(/401/);

    const reused = await api('POST', '/auth/reset_password/confirm', { body: { token, password: 'Outra@Senha2' } });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('INVALID_TOKEN');
  });

  it('answers 404 "Not Found Exception" for an unknown e-mail and 400 for an unknown company', async () => {
    const unknown = await api('POST', '/auth/reset_password', {
      body: { company: 'scanora', redirect_url: '', email: 'ninguem@demo.com.br' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Not Found Exception');
    const badCompany = await api('POST', '/auth/reset_password', {
      body: { company: 'nope', redirect_url: '', email: demoAccounts.seller.email },
    });
    expect(badCompany.status).toBe(400);
  });

  it('limits requests per e-mail and IP to 5 in 15 minutes (429)', async () => {
    const body = { company: 'scanora', redirect_url: '', email: 'limite@demo.com.br' };
    const headers = { 'x-forwarded-for': '10.9.9.9' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await call(stack.apiUrl, 'POST', '/auth/reset_password', { body, headers })).status);
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
  });
});

describe('POST /auth/update_password', () => {
  it('changes the viewer password', async () => {
    const res = await api('POST', '/auth/update_password', { token: tokens.resale, body: { password: 'Trocada@123' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Senha atualizada com sucesso' });
    await expect(login(stack.authUrl, demoAccounts.resale.email, DEFAULT_BRAND, 'Trocada@123')).resolves.toBeTruthy();
  });

  it('writes the change to the user’s history, without the password', async () => {
    const res = await api('POST', '/auth/update_password', { token: tokens.seller, body: { password: 'Segredo@456' } });
    expect(res.status).toBe(200);
    const history = await api('GET', `/history/getByTypeId?typeId=${demoAccounts.seller.id}`, {
      token: tokens.representative,
    });
    expect(history.status).toBe(200);
    expect(history.body.result[0]).toMatchObject({
      type: 'user',
      typeId: demoAccounts.seller.id,
      actionType: 'update',
      username: demoAccounts.seller.name,
      userId: demoAccounts.seller.id,
      modifications: [{ attribute: 'password', oldValue: null, newValue: null }],
    });
    expect(JSON.stringify(history.body)).not.toContain('Segredo@456');
    const own = await api('GET', `/history/getByTypeId?typeId=${demoAccounts.seller.id}`, { token: tokens.seller });
    expect(own.body.result[0].modifications).toEqual([{ attribute: 'password', oldValue: null, newValue: null }]);
  });

  it('refuses a weak password with the policy message (400) and an anonymous caller (401)', async () => {
    const weak = await api('POST', '/auth/update_password', {
      token: tokens.representative,
      body: { password: 'semdigito' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.fields.password).toContain('mínimo 8 caracteres');
    expect((await api('POST', '/auth/update_password', { body: { password: 'Trocada@123' } })).status).toBe(401);
  });
});

// Last in the file: it moves the clock past the lifetime of every token issued above.
describe('an expired access token', () => {
  it('is refused by the main API with 401 once its 15 minutes are over', async () => {
    const { access_token } = await login(stack.authUrl, demoAccounts.representative.email);
    expect((await api('GET', '/auth/payload', { token: access_token })).status).toBe(200);
    (stack.clock as ManualClock).set(new Date(stack.clock.now().getTime() + 16 * 60_000));
    const expired = await api('GET', '/auth/payload', { token: access_token });
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Token expirado' });
  });
});
