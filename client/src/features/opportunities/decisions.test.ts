import { describe, expect, it } from 'vitest';
import { decisionsFor } from './decisions.js';

describe('decisionsFor', () => {
  it('a representative approves or rejects what is in analysis, and may edit it', () => {
    expect(decisionsFor('ANALYSIS', ['REPRESENTATIVE'])).toEqual(['approve', 'reject', 'update']);
  });

  it('a representative decides a renewal request', () => {
    expect(decisionsFor('AWAITING_RENOVATION', ['REPRESENTATIVE'])).toEqual([
      'approveRenewal',
      'rejectRenewal',
      'update',
    ]);
  });

  it('a representative only edits an approved, refused, pending or expired one', () => {
    for (const status of ['APPROVED', 'DISAPPROVED', 'RENOVATION', 'EXPIRED'] as const) {
      expect(decisionsFor(status, ['REPRESENTATIVE'])).toEqual(['update']);
    }
  });

  it('the reseller and its seller ask for a renewal when it is pending or expired, and nothing else', () => {
    for (const role of ['RESALE', 'SELLER'] as const) {
      expect(decisionsFor('RENOVATION', [role])).toEqual(['requestRenewal']);
      expect(decisionsFor('EXPIRED', [role])).toEqual(['requestRenewal']);
      expect(decisionsFor('ANALYSIS', [role])).toEqual([]);
      expect(decisionsFor('AWAITING_RENOVATION', [role])).toEqual([]);
      expect(decisionsFor('APPROVED', [role])).toEqual([]);
    }
  });

  it('support decides nothing', () => {
    for (const status of ['ANALYSIS', 'AWAITING_RENOVATION', 'RENOVATION', 'EXPIRED'] as const) {
      expect(decisionsFor(status, ['SUPPORT'])).toEqual([]);
    }
  });
});
