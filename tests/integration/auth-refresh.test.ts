import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManualClock } from '../../server/lib/clock.js';
import { SERVICE_KEY_HEADER } from '../../server/lib/service-auth.js';
import { DAY_MS } from '../../shared/time.js';
import { call, login } from '../fixtures/http.js';
import { DEMO_PASSWORD, demoAccounts, type Stack, startStack } from '../fixtures/stack.js';

let stack: Stack;
let clock: ManualClock;
beforeAll(async () => {
  stack = await startStack();
  clock = stack.clock as ManualClock;
});
afterAll(async () => {
  await stack?.stop();
});

const refresh = (token: string, company = 'scanora') =>
  call(stack.authUrl, 'GET', `/${company}/auth/refresh_token`, { token });
const internal = (method: string, path: string, body?: unknown) =>
  call(stack.authUrl, method, path, { body, headers: { [SERVICE_KEY_HEADER]: stack.config.serviceKey } });

describe('GET /{company}/auth/refresh_token', () => {
  it('rotates: a new pair for the same user and brand, and the spent token no longer works', async () => {
    const first = await login(stack.authUrl, demoAccounts.resale.email, 'yep');
    const res = await refresh(first.refresh_token, 'yep');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    expect(res.body.data.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(res.body.data.access_token)).toMatchObject({
      sub: demoAccounts.resale.id,
      brand: 'yep',
      roles: ['RESALE'],
    });
    expect((await refresh(res.body.data.refresh_token, 'yep')).status).toBe(200);
  });

  it('revokes the whole family when a rotated token is presented again', async () => {
    const first = await login(stack.authUrl, demoAccounts.seller.email);
    const second = (await refresh(first.refresh_token)).body.data;
    const reuse = await refresh(first.refresh_token);
    expect(reuse.status).toBe(401);
    expect(reuse.body.code).toBe('UNAUTHENTICATED');
    // The newer token was handed to whoever rotated first: it dies with its family.
    expect((await refresh(second.refresh_token)).status).toBe(401);
    // A separate login starts a new family and is not affected.
    const other = await login(stack.authUrl, demoAccounts.seller.email);
    expect((await refresh(other.refresh_token)).status).toBe(200);
  });

  it('lets exactly one of two simultaneous refreshes with the same token through', async () => {
    const { refresh_token } = await login(stack.authUrl, demoAccounts.support.email);
    const replies = await Promise.all([refresh(refresh_token), refresh(refresh_token)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('refuses a token of another brand without spending it', async () => {
    const { refresh_token } = await login(stack.authUrl, demoAccounts.representative.email, 'scanora');
    expect((await refresh(refresh_token, 'yep')).status).toBe(401);
    expect((await refresh(refresh_token, 'scanora')).status).toBe(200);
  });

  it('refuses a missing or unknown token', async () => {
    expect((await call(stack.authUrl, 'GET', '/scanora/auth/refresh_token')).status).toBe(401);
    expect((await refresh('nao-e-um-token')).status).toBe(401);
  });

  it('reads the roles again from the database', async () => {
    const { refresh_token } = await login(stack.authUrl, demoAccounts.support.email, 'handix');
    await stack.db.query(`INSERT INTO auth.roles (user_id, name, brand) VALUES ($1, 'REPRESENTATIVE', 'handix')`, [
      demoAccounts.support.id,
    ]);
    const res = await refresh(refresh_token, 'handix');
    expect(decodeJwt(res.body.data.access_token).roles).toEqual(expect.arrayContaining(['SUPPORT', 'REPRESENTATIVE']));
  });

  it('ends a session without "keep connected" after 12 hours, a kept one after 7 days', async () => {
    const start = clock.now();
    try {
      const session = (await fetchLogin(demoAccounts.representative.email, 'keep=false')).refresh_token;
      const kept = (await fetchLogin(demoAccounts.representative.email, 'keep=true')).refresh_token;
      clock.set(new Date(start.getTime() + 13 * 3600_000));
      expect((await refresh(session)).status).toBe(401);
      const renewed = await refresh(kept);
      expect(renewed.status).toBe(200);
      clock.set(new Date(start.getTime() + 13 * 3600_000 + 8 * DAY_MS));
      expect((await refresh(renewed.body.data.refresh_token)).status).toBe(401);
    } finally {
      clock.set(start);
    }
  });

  it('refuses the refresh of a user deactivated since login', async () => {
    const created = await internal('POST', '/internal/users', {
      name: 'Vendedora Saindo',
      email: 'saindo@example.com',
      roles: [{ name: 'SELLER', data: { brand: 'scanora' } }],
    });
    await internal('POST', `/internal/users/${created.body.id}/password`, { password: DEMO_PASSWORD });
    const { refresh_token } = await login(stack.authUrl, 'saindo@example.com');
    expect((await internal('POST', `/internal/users/${created.body.id}/deactivate`)).status).toBe(204);
    expect((await refresh(refresh_token)).status).toBe(401);
  });
});

async function fetchLogin(email: string, query: string) {
  const res = await call(stack.authUrl, 'GET', `/login?brand=scanora&${query}`, {
    headers: { authorization: `Basic ${Buffer.from(`${email}:${DEMO_PASSWORD}`).toString('base64')}` },
  });
  expect(res.status).toBe(200);
  return res.body.data as { access_token: string; refresh_token: string };
}
