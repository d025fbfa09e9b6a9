import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../../../shared/time.js';
import { protectedUntil } from './protection.js';

const created = new Date('2026-01-01T12:00:00Z');
const base = { created_at: created, renovation_date: null, request_renovation_at: null, renovation_at: null };
/** A clock early enough that no computed date is floored. */
const early = { graceDays: 30, now: created };

describe('deal protection dates', () => {
  it('protects for 90 days from creation, or from the renewal, while in analysis or approved', () => {
    expect(protectedUntil({ ...base, status: 'analysis' }, early)?.getTime()).toBe(created.getTime() + 90 * DAY_MS);
    const renewed = new Date('2026-06-01T00:00:00Z');
    expect(protectedUntil({ ...base, status: 'approved', renovation_date: renewed }, early)?.getTime()).toBe(
      renewed.getTime() + 90 * DAY_MS,
    );
  });

  it('protects for the grace period after the move to renovation, or after the renewal request', () => {
    const movedAt = new Date('2026-04-01T00:00:00Z');
    expect(protectedUntil({ ...base, status: 'renovation', renovation_at: movedAt }, early)?.getTime()).toBe(
      movedAt.getTime() + 30 * DAY_MS,
    );
    const askedAt = new Date('2026-05-20T00:00:00Z');
    const awaiting = { ...base, status: 'awaiting_renovation' as const, renovation_at: movedAt };
    expect(protectedUntil({ ...awaiting, request_renovation_at: askedAt }, early)?.getTime()).toBe(
      askedAt.getTime() + 30 * DAY_MS,
    );
  });

  it('never answers a past date while the registration is active', () => {
    const now = new Date(created.getTime() + 200 * DAY_MS);
    const rule = { graceDays: 30, now };
    const tomorrow = now.getTime() + DAY_MS;
    // An analysis nobody decided in 90 days, an expired deal whose renewal request waits since long ago.
    expect(protectedUntil({ ...base, status: 'analysis' }, rule)?.getTime()).toBe(tomorrow);
    const longAgo = new Date(created.getTime() + 95 * DAY_MS);
    for (const status of ['approved', 'renovation', 'awaiting_renovation'] as const) {
      const o = { ...base, status, renovation_at: longAgo, request_renovation_at: longAgo };
      expect(protectedUntil(o, rule)?.getTime(), status).toBe(tomorrow);
    }
  });

  it('protects no one once decided against', () => {
    expect(protectedUntil({ ...base, status: 'disapproved' }, early)).toBeNull();
    expect(protectedUntil({ ...base, status: 'expired' }, early)).toBeNull();
  });
});
