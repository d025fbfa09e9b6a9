import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManualClock } from '../../server/lib/clock.js';
import { SERVICE_KEY_HEADER } from '../../server/lib/service-auth.js';
import { call, login } from '../fixtures/http.js';
import { demoAccounts, type Stack, startStack } from '../fixtures/stack.js';

let stack: Stack;
const tokens: Record<string, string> = {};
let yepOnlyUserId: string;

beforeAll(async () => {
  stack = await startStack();
  for (const key of ['representative', 'support', 'resale', 'seller'] as const) {
    tokens[key] = (await login(stack.authUrl, demoAccounts[key].email)).access_token;
  }
  const created = await call(stack.authUrl, 'POST', '/internal/users', {
    body: {
      name: 'Revenda Yep',
      email: 'revenda.yep@example.com',
      roles: [{ name: 'RESALE', data: { brand: 'yep' } }],
    },
    headers: { [SERVICE_KEY_HEADER]: stack.config.serviceKey },
  });
  yepOnlyUserId = created.body.id;
});
afterAll(async () => {
  await stack?.stop();
});

const getUser = (id: string, token?: string, brand?: string) =>
  call(stack.authUrl, 'GET', `/user/${id}`, { token, brand });

describe('GET /user/{id}', () => {
  it('lets a user read itself, with roles', async () => {
    const res = await getUser(demoAccounts.seller.id, tokens.seller, 'scanora');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: demoAccounts.seller.id,
      name: demoAccounts.seller.name,
      email: demoAccounts.seller.email,
      phone: '11912345678',
      doc: expect.any(String),
      active: true,
      roles: [{ name: 'SELLER', data: { brand: 'all' } }],
    });
  });

  it('lets a representative or support read users of the brand, not users of other brands only', async () => {
    expect((await getUser(demoAccounts.seller.id, tokens.representative)).status).toBe(200);
    expect((await getUser(demoAccounts.resale.id, tokens.support)).status).toBe(200);
    const otherBrand = await getUser(yepOnlyUserId, tokens.representative);
    expect(otherBrand.status).toBe(403);
    expect(otherBrand.body.message).toBe('Permission denied');
  });

  it('lets a resale read its own sellers only', async () => {
    expect((await getUser(demoAccounts.seller.id, tokens.resale)).status).toBe(200);
    expect((await getUser(demoAccounts.representative.id, tokens.resale)).status).toBe(403);
  });

  it('refuses a seller reading anybody else', async () => {
    const res = await getUser(demoAccounts.resale.id, tokens.seller);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'FORBIDDEN', message: 'Permission denied' });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const unknown = await getUser('00000000-0000-4000-8000-00000000ffff', tokens.representative);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Not Found Exception');
    expect((await getUser('nao-e-uuid', tokens.representative)).status).toBe(404);
  });

  it('refuses a token of another brand than the company header', async () => {
    expect((await getUser(demoAccounts.seller.id, tokens.seller, 'yep')).status).toBe(403);
  });

  it('answers 401 without a token, with a forged one, and once the token has expired', async () => {
    expect((await getUser(demoAccounts.seller.id)).status).toBe(401);
    expect((await getUser(demoAccounts.seller.id, `${tokens.seller.slice(0, -4)}AAAA`)).status).toBe(401);
    const clock = stack.clock as ManualClock;
    const start = clock.now();
    try {
      clock.set(new Date(start.getTime() + 16 * 60_000));
      const res = await getUser(demoAccounts.seller.id, tokens.seller);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UNAUTHENTICATED');
    } finally {
      clock.set(start);
    }
  });
});
