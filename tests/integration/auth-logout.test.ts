import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/services/auth/opaque-token.js';
import { call, login } from '../fixtures/http.js';
import { demoAccounts, type Stack, startStack } from '../fixtures/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

const refresh = (token: string, company = 'scanora') =>
  call(stack.authUrl, 'GET', `/${company}/auth/refresh_token`, { token });
const logout = (token?: string, company = 'scanora') =>
  call(stack.authUrl, 'POST', `/${company}/auth/logout`, { token });

describe('POST /{company}/auth/logout', () => {
  it('revokes the whole family of the token presented: no token of that session refreshes any more', async () => {
    const first = await login(stack.authUrl, demoAccounts.representative.email);
    const second = (await refresh(first.refresh_token)).body.data;
    const other = await login(stack.authUrl, demoAccounts.representative.email);

    const res = await logout(first.refresh_token);

    expect(res.status).toBe(204);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await refresh(second.refresh_token)).status).toBe(401);
    // Another session of the same user (another device) stays open.
    expect((await refresh(other.refresh_token)).status).toBe(200);
    const [row] = await stack.db.query<{ open: number }>(
      `SELECT count(*)::int AS open FROM auth.sessions
       WHERE revoked_at IS NULL AND id = (SELECT family_id FROM auth.refresh_tokens WHERE token_hash = $1)`,
      [hashToken(first.refresh_token)],
    );
    expect(row.open).toBe(0);
  });

  it('is idempotent, and answers 204 when there is nothing to revoke', async () => {
    const { refresh_token } = await login(stack.authUrl, demoAccounts.support.email);

    const replies = [
      await logout(refresh_token),
      await logout(refresh_token),
      await logout('nao-e-um-token'),
      await logout(),
      await logout(refresh_token, 'nao-existe'),
    ];

    expect(replies.map((r) => r.status)).toEqual([204, 204, 204, 204, 204]);
    expect((await refresh(refresh_token)).status).toBe(401);
  });

  it('leaves a token of another brand alone', async () => {
    const { refresh_token } = await login(stack.authUrl, demoAccounts.seller.email, 'scanora');

    expect((await logout(refresh_token, 'yep')).status).toBe(204);
    expect((await refresh(refresh_token, 'scanora')).status).toBe(200);
  });
});
