import { describe, expect, it } from 'vitest';
import type { Db } from '../../../db/connection.js';
import { HttpError } from '../../../lib/errors.js';
import type { Viewer } from '../viewer.js';
import { unwatchCustomer, watchCustomer } from './watch.js';

const viewer = { id: 'u1', name: 'Ana', email: 'ana@x.com.br', brand: 'scanora', roles: ['RESALE'] } as Viewer;
const rule = { graceDays: 30, now: new Date('2026-11-27T12:00:00Z') };
/** Bad input is refused before any statement runs. */
const untouchable = {
  kind: 'pglite',
  query: () => Promise.reject(new Error('touched the database')),
  tx: () => Promise.reject(new Error('touched the database')),
} as unknown as Db;

describe('asking to be told', () => {
  it('refuses an invalid or missing CNPJ with the form’s message on the field', async () => {
    for (const cnpj of ['11.222.333/0001-00', '', 42, undefined]) {
      const refusal = await watchCustomer(untouchable, viewer, { cnpj }, rule).catch((e: unknown) => e);
      expect(refusal, String(cnpj)).toBeInstanceOf(HttpError);
      expect(refusal).toMatchObject({ status: 400, fields: { cnpj: 'Verifique o cnpj digitado' } });
    }
  });

  it('answers 404 for an id that cannot be a request', async () => {
    await expect(unwatchCustomer(untouchable, viewer, 'not-an-id')).rejects.toMatchObject({ status: 404 });
  });
});
