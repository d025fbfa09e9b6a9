/**
 * An e-mailed password link is checked when its page opens, without spending it: usable, used (or replaced by a newer
 * link), expired or garbage. The check names no account, and is rate-limited per address like the reset request.
 */
import { describe, expect, it } from 'vitest';
import type { ManualClock } from '../../server/lib/clock.js';
import { issuePasswordToken, RESET_TOKEN_TTL_SECONDS } from '../../server/services/auth/password-tokens.js';
import { gatewayPerFile } from '../fixtures/per-file.js';
import { demoAccounts } from '../fixtures/stack.js';

const CHECK = 'query C($token: String!) { passwordLinkStatus(token: $token) }';
const SET = 'mutation S($input: SetPasswordWithTokenInput!) { setPasswordWithToken(input: $input) { passwordSet } }';

const g = gatewayPerFile();
const clock = () => g.stack.clock as ManualClock;

const linkFor = async (email: string) =>
  (await issuePasswordToken(g.stack.db, { email, purpose: 'reset' }, clock().now())).token;
const check = (token: string) => g.browser().gql(CHECK, { token });

describe('passwordLinkStatus', () => {
  it('a fresh link is USABLE, and checking it does not spend it: the password is then set with it', async () => {
    const token = await linkFor(demoAccounts.seller.email);

    const first = await check(token);
    const again = await check(token);
    const set = await g.browser().gql(SET, { input: { token, password: 'Nova@2026' } });

    expect(first.data).toEqual({ passwordLinkStatus: 'USABLE' });
    expect(again.data).toEqual({ passwordLinkStatus: 'USABLE' });
    expect(set.errors).toBeUndefined();
    // Nothing about whose link it is travels back.
    expect(first.text).not.toContain(demoAccounts.seller.email);
  });

  it('a link already used is USED', async () => {
    const token = await linkFor(demoAccounts.resale.email);
    await g.browser().gql(SET, { input: { token, password: 'Nova@2026' } });

    expect((await check(token)).data).toEqual({ passwordLinkStatus: 'USED' });
  });

  it('a link replaced by a newer one is USED; the newer one is USABLE', async () => {
    const older = await linkFor(demoAccounts.support.email);
    const newer = await linkFor(demoAccounts.support.email);

    expect((await check(older)).data).toEqual({ passwordLinkStatus: 'USED' });
    expect((await check(newer)).data).toEqual({ passwordLinkStatus: 'USABLE' });
  });

  it('a link past its hour is EXPIRED', async () => {
    const token = await linkFor(demoAccounts.representative.email);
    const start = clock().now();
    clock().set(new Date(start.getTime() + (RESET_TOKEN_TTL_SECONDS + 1) * 1000));
    try {
      expect((await check(token)).data).toEqual({ passwordLinkStatus: 'EXPIRED' });
    } finally {
      clock().set(start);
    }
  });

  it('garbage, a cut-short token or an empty one is INVALID or a field error, never a server error', async () => {
    const token = await linkFor(demoAccounts.seller.email);

    expect((await check('nada-disso')).data).toEqual({ passwordLinkStatus: 'INVALID' });
    expect((await check(token.slice(0, -3))).data).toEqual({ passwordLinkStatus: 'INVALID' });
    expect((await check('')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('is rate-limited per address like its neighbours: past 30 in 15 minutes, RATE_LIMITED with retryAfter', async () => {
    const codes: Array<string | undefined> = [];
    for (let i = 0; i < 32; i++) codes.push((await check(`tentativa-${i}`)).errors?.[0]?.extensions?.code);

    const refused = codes.filter((c) => c === 'RATE_LIMITED');
    expect(refused.length).toBeGreaterThan(0);
    const reply = await check('mais-uma');
    expect(reply.errors?.[0]).toMatchObject({ extensions: { code: 'RATE_LIMITED', retryAfter: expect.any(Number) } });
  });
});
