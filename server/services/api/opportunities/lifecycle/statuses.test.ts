import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../../lib/errors.js';
import {
  APPROVAL_IN_PROGRESS,
  type LifecycleEvent,
  OPPORTUNITY_STATUSES,
  type OpportunityStatus,
  transition,
} from './statuses.js';

/** design section 4's table, written out as (from, event) → to; every other pair must be refused. */
const TABLE: Array<[OpportunityStatus, LifecycleEvent, OpportunityStatus]> = [
  ['analysis', 'approve', 'approved'],
  ['analysis', 'reject', 'disapproved'],
  ['approved', 'validityEnds', 'renovation'],
  ['renovation', 'graceEnds', 'expired'],
  ['renovation', 'requestRenewal', 'awaiting_renovation'],
  ['expired', 'requestRenewal', 'awaiting_renovation'],
  ['awaiting_renovation', 'approveRenewal', 'analysis'],
  ['awaiting_renovation', 'rejectRenewal', 'expired'],
];
const EVENTS: LifecycleEvent[] = [
  'approve',
  'reject',
  'validityEnds',
  'graceEnds',
  'requestRenewal',
  'approveRenewal',
  'rejectRenewal',
];

describe('opportunity lifecycle', () => {
  it('allows exactly the transitions of the table', () => {
    for (const from of OPPORTUNITY_STATUSES) {
      for (const event of EVENTS) {
        const row = TABLE.find(([f, e]) => f === from && e === event);
        if (row) {
          expect(transition(from, event), `${from} ${event}`).toBe(row[2]);
        } else {
          expect(() => transition(from, event), `${from} ${event}`).toThrow(HttpError);
        }
      }
    }
  });

  it('refuses with 423 and says why, naming the current status', () => {
    try {
      transition('approved', 'approve');
      throw new Error('expected a refusal');
    } catch (err) {
      expect(err).toMatchObject({ status: 423, code: 'LOCKED' });
      expect((err as Error).message).toBe(
        'A oportunidade não está em análise e não pode ser aprovada. Status atual: Aprovada.',
      );
    }
  });

  it('refuses both decisions while an approval is in progress, saying so instead of naming a status', () => {
    for (const event of ['approve', 'reject'] as const) {
      expect(() => transition('analysis', event, true), event).toThrow(
        expect.objectContaining({ status: 423, code: 'LOCKED', message: APPROVAL_IN_PROGRESS }),
      );
    }
    expect(APPROVAL_IN_PROGRESS).toBe('A oportunidade está sendo aprovada. Aguarde e atualize a página.');
  });
});
