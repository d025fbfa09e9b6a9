import { generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  rememberVerified,
  TOKEN_ALG,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  type VerifyResult,
  verifyWith,
} from './access-token.js';
import { ManualClock } from './clock.js';
import { RevocationList } from './revocation-list.js';

const T0 = Date.parse('2026-03-02T12:00:00Z');
const seconds = (ms: number) => Math.floor(ms / 1000);
const TTL_SECONDS = 15 * 60;

async function setUp(kept?: number) {
  const { privateKey, publicKey } = await generateKeyPair(TOKEN_ALG);
  const clock = new ManualClock(new Date(T0));
  const list = new RevocationList(() => clock.now());
  const revocations = { isRevoked: async (c: Parameters<RevocationList['isRevoked']>[0]) => list.isRevoked(c) };
  let signatureChecks = 0;
  const verify = rememberVerified(
    (token) => {
      signatureChecks += 1;
      return verifyWith(async () => publicKey, token, clock.now(), revocations);
    },
    revocations,
    () => clock.now(),
    kept,
  );
  const issue = (sub = 'u1', sid = 'family-a') =>
    new SignJWT({ name: 'Ana', email: 'ana@example.com', brand: 'scanora', roles: ['RESALE'], sid })
      .setProtectedHeader({ alg: TOKEN_ALG })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject(sub)
      .setIssuedAt(seconds(T0))
      .setExpirationTime(seconds(T0) + TTL_SECONDS)
      .sign(privateKey);
  return { clock, list, verify, issue, checks: () => signatureChecks };
}

const reason = (r: VerifyResult) => (r.ok ? 'ok' : r.reason);

describe('rememberVerified', () => {
  it('checks the signature of a token once, however often it is presented', async () => {
    const { verify, issue, checks } = await setUp();
    const token = await issue();

    const results = [await verify(token), await verify(token), await verify(token)];

    expect(results.map(reason)).toEqual(['ok', 'ok', 'ok']);
    expect(results[2].ok && results[2].claims.sub).toBe('u1');
    expect(checks()).toBe(1);
  });

  it('refuses a remembered token at once when its session is revoked', async () => {
    const { list, verify, issue } = await setUp();
    const token = await issue();
    await verify(token);

    list.apply([{ seq: 1, kind: 'session', subject: 'family-a', revokedAt: T0, expiresAt: T0 + 16 * 60_000 }]);

    expect(reason(await verify(token))).toBe('revoked');
  });

  it('refuses a remembered token from the second of its expiry, as the signature check would', async () => {
    const { clock, verify, issue } = await setUp();
    const token = await issue();
    await verify(token);

    clock.set(new Date(T0 + (TTL_SECONDS - 1) * 1000 + 999));
    expect(reason(await verify(token))).toBe('ok');
    clock.set(new Date(T0 + TTL_SECONDS * 1000));
    expect(reason(await verify(token))).toBe('expired');
  });

  it('never remembers a refused token, and forgets the oldest past its bound', async () => {
    const { verify, issue, checks } = await setUp(2);
    const [a, b, c] = [await issue('a'), await issue('b'), await issue('c')];

    expect(reason(await verify(`${a}x`))).toBe('invalid');
    expect(reason(await verify(`${a}x`))).toBe('invalid');
    for (const t of [a, b, c, b, c, a]) await verify(t);

    // 2 forged, a b c once each, then a again (forgotten when c came).
    expect(checks()).toBe(6);
  });
});
