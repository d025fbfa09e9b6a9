import { describe, expect, it } from 'vitest';
import { ManualClock } from './clock.js';
import { type RevocationEntry, RevocationList } from './revocation-list.js';

const T0 = Date.parse('2026-03-02T12:00:00Z');
const TTL_MS = 16 * 60_000;
const seconds = (ms: number) => Math.floor(ms / 1000);

const entry = (seq: number, kind: RevocationEntry['kind'], subject: string, revokedAt = T0): RevocationEntry => ({
  seq,
  kind,
  subject,
  revokedAt,
  expiresAt: revokedAt + TTL_MS,
});

function listAt(now = T0) {
  const clock = new ManualClock(new Date(now));
  return { clock, list: new RevocationList(() => clock.now()) };
}

describe('RevocationList', () => {
  it('refuses every token of a revoked session, and only those', () => {
    const { list } = listAt();
    list.apply([entry(1, 'session', 'family-a')]);

    expect(list.isRevoked({ sub: 'u1', sid: 'family-a', iat: seconds(T0) + 5 })).toBe(true);
    expect(list.isRevoked({ sub: 'u1', sid: 'family-b', iat: seconds(T0) - 5 })).toBe(false);
    expect(list.isRevoked({ sub: 'u1', iat: seconds(T0) - 5 })).toBe(false);
  });

  it('refuses a revoked user’s tokens issued up to the revocation, with or without a session', () => {
    const { list } = listAt();
    list.apply([entry(1, 'user', 'u1', T0 + 400)]);

    expect(list.isRevoked({ sub: 'u1', sid: 'family-a', iat: seconds(T0) - 60 })).toBe(true);
    expect(list.isRevoked({ sub: 'u1', iat: seconds(T0) })).toBe(true);
    expect(list.isRevoked({ sub: 'u1', iat: seconds(T0) + 1 })).toBe(false);
    expect(list.isRevoked({ sub: 'u2', iat: seconds(T0) - 60 })).toBe(false);
  });

  it('keeps the latest cut-off of a user revoked twice, whatever the order the entries arrive in', () => {
    const { list } = listAt(T0 + 120_000);
    list.apply([entry(2, 'user', 'u1', T0 + 60_000), entry(1, 'user', 'u1', T0)]);

    expect(list.isRevoked({ sub: 'u1', iat: seconds(T0 + 30_000) })).toBe(true);
    expect(list.seq).toBe(2);
  });

  it('prunes an entry once every token it refuses has expired', () => {
    const { clock, list } = listAt();
    list.apply([entry(1, 'session', 'old', T0 - TTL_MS + 1_000), entry(2, 'session', 'new')]);
    expect(list.size).toBe(2);

    clock.set(new Date(T0 + 1_000));
    const token = { sub: 'u1', sid: 'old', iat: seconds(T0 - TTL_MS) };
    expect(list.isRevoked(token)).toBe(false);
    list.prune();

    expect(list.size).toBe(1);
    expect(list.after(0).map((e) => e.subject)).toEqual(['new']);
    // An expired entry arriving late is not kept, but its seq counts as seen.
    list.apply([entry(3, 'session', 'late', T0 - TTL_MS)]);
    expect(list.size).toBe(1);
    expect(list.seq).toBe(3);
  });

  it('gives the entries after a seq in seq order, and forgets everything on reset', () => {
    const { list } = listAt();
    list.apply([entry(3, 'session', 'c'), entry(1, 'session', 'a'), entry(2, 'user', 'b')]);

    expect(list.after(1).map((e) => e.seq)).toEqual([2, 3]);
    expect(list.after(3)).toEqual([]);

    list.reset();
    expect(list.seq).toBe(0);
    expect(list.isRevoked({ sub: 'u', sid: 'a', iat: seconds(T0) })).toBe(false);
  });
});
