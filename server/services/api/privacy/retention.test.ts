import { afterEach, describe, expect, it } from 'vitest';
import { brandSlugs, findBrand } from '../../../../brands/brands.js';
import type { Db, Queryable } from '../../../db/connection.js';
import { ManualClock } from '../../../lib/clock.js';
import {
  anonymiseClosedContacts,
  monthsBefore,
  PERSONAL_DATA_RETENTION_MONTHS,
  retentionCutoff,
  retentionMonths,
} from './retention.js';

const now = new Date('2026-11-27T12:00:00Z');

describe('the retention of a closed opportunity’s contact', () => {
  const yep = findBrand('yep')!;
  afterEach(() => {
    delete yep.personalDataRetentionMonths;
  });

  it('is 24 months unless the brand sets its own', () => {
    expect(PERSONAL_DATA_RETENTION_MONTHS).toBe(24);
    expect(retentionMonths('scanora')).toBe(24);
    expect(retentionCutoff('scanora', now)).toEqual(new Date('2024-11-27T12:00:00Z'));

    yep.personalDataRetentionMonths = 6;

    expect(retentionCutoff('yep', now)).toEqual(new Date('2026-05-27T12:00:00Z'));
    expect(retentionCutoff('scanora', now)).toEqual(new Date('2024-11-27T12:00:00Z'));
  });

  it('ignores a brand setting that is not a whole positive number of months', () => {
    for (const wrong of [0, -3, 1.5]) {
      yep.personalDataRetentionMonths = wrong;
      expect(retentionMonths('yep')).toBe(24);
    }
  });

  it('counts months by the calendar, ending on the shorter month’s last day', () => {
    expect(monthsBefore(new Date('2026-08-31T03:00:00Z'), 6)).toEqual(new Date('2026-02-28T03:00:00Z'));
    expect(monthsBefore(new Date('2028-02-29T00:00:00Z'), 24)).toEqual(new Date('2026-02-28T00:00:00Z'));
    expect(monthsBefore(new Date('2026-01-15T00:00:00Z'), 1)).toEqual(new Date('2025-12-15T00:00:00Z'));
  });
});

/**
 * A database whose brand `scanora` has `due` closed opportunities past the cutoff: it answers each batch's read with
 * at most its LIMIT of them, and the anonymisation with the ids it was given.
 */
function fakeDb(due: number) {
  let left = due;
  const transactions: string[] = [];
  const q: Queryable = {
    async query<T>(sql: string, params: unknown[] = []) {
      if (sql.includes('FOR UPDATE SKIP LOCKED')) {
        const [brand, statuses, , limit] = params as [string, string[], Date, number];
        expect(statuses).toEqual(['disapproved', 'expired']);
        transactions.push(brand);
        const n = brand === 'scanora' ? Math.min(left, limit) : 0;
        left -= n;
        return Array.from({ length: n }, (_, i) => ({ id: `${brand}-${left + i}` })) as T[];
      }
      if (sql.includes('UPDATE api.opportunities')) return (params[0] as string[]).map((id) => ({ id })) as T[];
      if (sql.includes('UPDATE api.history')) return [] as T[];
      throw new Error(`unexpected SQL: ${sql}`);
    },
  };
  const db = { kind: 'pglite', query: q.query, tx: (fn: (q: Queryable) => Promise<unknown>) => fn(q) } as unknown as Db;
  return { db, transactions };
}

describe('the retention step of the opportunity job', () => {
  it('anonymises a backlog in transactions of one batch each, brand by brand', async () => {
    const f = fakeDb(5);

    const result = await anonymiseClosedContacts({ db: f.db, clock: new ManualClock(now) }, 2);

    expect(result).toEqual({ anonymised: 5 });
    expect(f.transactions.filter((b) => b === 'scanora')).toHaveLength(3);
    expect(f.transactions.filter((b) => b !== 'scanora')).toHaveLength(brandSlugs.length - 1);
  });

  it('runs one read per brand and changes nothing when nothing is due', async () => {
    const f = fakeDb(0);
    expect(await anonymiseClosedContacts({ db: f.db, clock: new ManualClock(now) }, 2)).toEqual({ anonymised: 0 });
    expect(f.transactions).toEqual(brandSlugs);
  });
});
