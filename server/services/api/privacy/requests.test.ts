import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../../db/connection.js';
import { emailHash, INVALID_EMAIL, parseSubjectEmail, personalDataOf } from './requests.js';

const now = new Date('2026-11-27T12:00:00Z');
const created = new Date('2026-01-10T09:30:00Z');

/** Answers each of the four reads with one row, and records the parameters each was asked with. */
function fakeQ() {
  const asked: unknown[][] = [];
  const q: Queryable = {
    async query<T>(sql: string, params: unknown[] = []) {
      asked.push(params);
      if (sql.includes('FROM api.opportunities')) {
        return [
          {
            opportunityId: 'o1',
            opportunityName: 'Oportunidade Mercado',
            status: 'expired',
            customerCnpj: '11444777000161',
            customerName: 'Mercado Ltda',
            contact: 'Clara',
            email: 'Clara@Cliente.com.br',
            phone: '31912345678',
            createdAt: created,
            acceptedTermVersion: '2026-11',
            acceptedTermAt: created,
          },
        ] as T[];
      }
      if (sql.includes('FROM api.resales')) return [] as T[];
      if (sql.includes('FROM api.sellers')) {
        return [
          {
            sellerId: 's1',
            name: 'Clara',
            email: 'clara@cliente.com.br',
            phone: '1',
            active: false,
            createdAt: created,
          },
        ] as T[];
      }
      if (sql.includes('FROM api.customer_watches')) return [] as T[];
      throw new Error(`unexpected SQL: ${sql}`);
    },
  };
  return { q, asked };
}

describe('the export of a data-subject request', () => {
  it('gathers every kind of record of the brand by the address, dates as ISO text', async () => {
    const f = fakeQ();

    const found = await personalDataOf(f.q, 'scanora', 'clara@cliente.com.br', now);

    expect(Object.keys(found)).toEqual([
      'email',
      'brand',
      'exportedAt',
      'contacts',
      'resales',
      'sellers',
      'customerWatches',
    ]);
    expect(found).toMatchObject({ email: 'clara@cliente.com.br', brand: 'scanora', exportedAt: now.toISOString() });
    expect(found.contacts[0]).toMatchObject({
      opportunityId: 'o1',
      contact: 'Clara',
      createdAt: created.toISOString(),
      acceptedTermVersion: '2026-11',
      acceptedTermAt: created.toISOString(),
    });
    expect(found.sellers).toEqual([
      {
        sellerId: 's1',
        name: 'Clara',
        email: 'clara@cliente.com.br',
        phone: '1',
        active: false,
        createdAt: created.toISOString(),
      },
    ]);
    expect(f.asked).toEqual(Array(4).fill(['scanora', 'clara@cliente.com.br']));
  });

  it('matches an address whatever its case and spaces, and refuses what is not one', () => {
    expect(parseSubjectEmail({ email: '  Clara@Cliente.COM.br ' })).toBe('clara@cliente.com.br');
    expect(() => parseSubjectEmail({ email: 'clara' })).toThrow();
    let refusal: unknown;
    try {
      parseSubjectEmail({});
    } catch (err) {
      refusal = err;
    }
    expect(refusal).toMatchObject({ status: 400, fields: { email: INVALID_EMAIL } });
  });

  it('audits the person by a hash that the same address, however written, gives again', () => {
    expect(emailHash('Clara@Cliente.com.br ')).toBe(emailHash('clara@cliente.com.br'));
    expect(emailHash('clara@cliente.com.br')).toMatch(/^[0-9a-f]{64}$/);
    expect(emailHash('clara@cliente.com.br')).not.toContain('clara');
  });
});
