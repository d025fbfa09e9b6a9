import { describe, expect, it } from 'vitest';
import { protectedUntil } from './protection.js';

const created = new Date('2026-01-01T12:00:00Z');
const day = 86_400_000;
const base = { created_at: created, renovation_date: null, renovation_at: null };

describe('deal protection dates', () => {
  it('protects for 90 days from creation, or from the renewal, while in analysis or approved', () => {
    expect(protectedUntil({ ...base, status: 'analysis' }, 30)?.getTime()).toBe(created.getTime() + 90 * day);
    const renewed = new Date('2026-06-01T00:00:00Z');
    expect(protectedUntil({ ...base, status: 'approved', renovation_date: renewed }, 30)?.getTime()).toBe(
      renewed.getTime() + 90 * day,
    );
  });

  it('protects for the grace period after the move to renovation, and not at all once decided against', () => {
    const movedAt = new Date('2026-04-01T00:00:00Z');
    for (const status of ['renovation', 'awaiting_renovation'] as const) {
      expect(protectedUntil({ ...base, status, renovation_at: movedAt }, 30)?.getTime()).toBe(
        movedAt.getTime() + 30 * day,
      );
    }
    expect(protectedUntil({ ...base, status: 'disapproved' }, 30)).toBeNull();
    expect(protectedUntil({ ...base, status: 'expired' }, 30)).toBeNull();
  });
});
