import { describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../../../db/connection.js';
import { releaseWaiting } from './release.js';

const now = new Date('2026-11-27T12:00:00Z');
const lapse = { brand: 'scanora', root: '11222333', origin: 'http://scanora.localhost:4000', now, graceDays: 30 };
const db = { kind: 'pglite' } as Db;

/** A database that answers the protection read and the waiting list's removal, and records the outbox rows. */
function fakeDb(a: { active: boolean; waiting: Array<{ user_name: string; user_email: string; cnpj: string }> }) {
  const mails: unknown[][] = [];
  let deleted = false;
  const q: Queryable = {
    async query<T>(sql: string, params: unknown[] = []) {
      if (sql.includes('FROM api.opportunities')) {
        const row = { status: 'analysis', created_at: now, renovation_date: null, request_renovation_at: null };
        return (a.active ? [{ ...row, renovation_at: null }] : []) as T[];
      }
      if (sql.includes('DELETE FROM api.customer_watches')) {
        deleted = true;
        return a.waiting as T[];
      }
      if (sql.includes('INSERT INTO api.mail_outbox')) {
        mails.push(params);
        return [] as T[];
      }
      throw new Error(`unexpected SQL: ${sql}`);
    },
  };
  return { q, mails, wasDeleted: () => deleted };
}

describe('a lapse of protection', () => {
  it('tells no one while another registration still protects the customer', async () => {
    const f = fakeDb({
      active: true,
      waiting: [{ user_name: 'Ana', user_email: 'ana@x.com.br', cnpj: '11222333000181' }],
    });
    expect(await releaseWaiting(db, f.q, lapse)).toBe(0);
    expect(f.wasDeleted()).toBe(false);
    expect(f.mails).toEqual([]);
  });

  it('mails each waiting person in the order asked, with the form link of the CNPJ each asked about', async () => {
    const waiting = [
      { user_name: 'Bia', user_email: 'bia@x.com.br', cnpj: '11222333000262' },
      { user_name: 'Ana', user_email: 'ana@x.com.br', cnpj: '11222333000181' },
    ];
    const f = fakeDb({ active: false, waiting });

    expect(await releaseWaiting(db, f.q, lapse)).toBe(2);

    // kind, brand, recipients, role, subject, html, position
    expect(f.mails.map((m) => [m[2], m[6]])).toEqual([
      [['bia@x.com.br'], 0],
      [['ana@x.com.br'], 1],
    ]);
    expect(f.mails[0][5]).toContain('/Painel/Opportunities/registration?cnpj=11222333000262');
    expect(f.mails[1][5]).toContain('/Painel/Opportunities/registration?cnpj=11222333000181');
  });
});
