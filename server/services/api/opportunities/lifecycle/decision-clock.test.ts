import { describe, expect, it } from 'vitest';
import { ageOf } from './age.js';
import { decisionClockOf, waitStartOf } from './decision-clock.js';
import { decisionTimeOf } from './decision-times.js';

/** Registered on Monday 06/07/2026, renewal asked on Tuesday 13/10 and approved on Thursday 15/10 (São Paulo). */
const created_at = new Date('2026-07-06T13:00:00Z');
const request_renovation_at = new Date('2026-10-13T13:00:00Z');
const renovation_date = new Date('2026-10-15T13:00:00Z');
const renewed = { brand: 'scanora', status: 'analysis' as const, created_at, request_renovation_at, renovation_date };

describe('the wait for a decision', () => {
  it('starts at registration, at the renewal request, and again at the renewal approval', () => {
    expect(waitStartOf({ ...renewed, renovation_date: null })).toEqual(created_at);
    expect(waitStartOf({ ...renewed, status: 'awaiting_renovation' })).toEqual(request_renovation_at);
    expect(waitStartOf(renewed)).toEqual(renovation_date);
    expect(waitStartOf({ ...renewed, status: 'approved' })).toBeNull();
  });

  it('reads one clock with "Tempo em análise" after an approved renewal', () => {
    // The day of the approval: 0 days in analysis, 90 left, and waiting since today; not 71 business days late.
    expect(ageOf(renewed, renovation_date)).toEqual({ elapsedDays: 0, expireDays: 90 });
    expect(decisionClockOf(renewed, renovation_date)).toEqual({ waitingBusinessDays: 0, decisionOverdue: false });
    // Decided on Tuesday 20/10: 3 business days (16, 19, 20), counted in the month of the decision.
    const decided = new Date('2026-10-20T13:00:00Z');
    expect(decisionTimeOf(renewed, decided)).toEqual({
      brand: 'scanora',
      month: '2026-10',
      businessDays: 3,
      overdue: true,
    });
  });
});
