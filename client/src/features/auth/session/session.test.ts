import { describe, expect, it } from 'vitest';
import { isExpired, parseExp, parseRoles, readSession, type Session } from './session.js';

const base: Session = { userId: 'u1', username: 'Rita', roles: ['REPRESENTATIVE'], keepConnection: true };

describe('session', () => {
  it('counts a token as expired when exp is earlier than now + 1000 s (spec section 4)', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(isExpired({ ...base, expiresAt: now + 999_000 }, now)).toBe(true);
    expect(isExpired({ ...base, expiresAt: now + 1_000_000 }, now)).toBe(false);
    expect(isExpired({ ...base, expiresAt: undefined }, now)).toBe(true);
  });

  it('reads exp in seconds, milliseconds or ISO', () => {
    expect(parseExp('1767225600')).toBe(1_767_225_600_000);
    expect(parseExp('1767225600000')).toBe(1_767_225_600_000);
    expect(parseExp('2026-01-01T00:00:00.000Z')).toBe(1_767_225_600_000);
    expect(parseExp('amanhã')).toBeUndefined();
  });

  it('keeps only known roles from user_permissions', () => {
    expect(parseRoles('["RESALE","ADMIN"]')).toEqual(['RESALE']);
    expect(parseRoles('nada')).toEqual([]);
  });

  it('reads the readable session cookies the gateway sets', () => {
    document.cookie = 'userid=u9; path=/';
    document.cookie = `username=${encodeURIComponent('Vicente Vendedor')}; path=/`;
    document.cookie = `user_permissions=${encodeURIComponent('["SELLER"]')}; path=/`;
    document.cookie = 'exp=1767225600; path=/';
    document.cookie = 'keep_connection=false; path=/';
    expect(readSession()).toMatchObject({
      userId: 'u9',
      username: 'Vicente Vendedor',
      roles: ['SELLER'],
      expiresAt: 1_767_225_600_000,
      keepConnection: false,
    });
  });
});
