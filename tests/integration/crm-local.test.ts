import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/connection.js';
import { ManualClock } from '../../server/lib/clock.js';
import { loadConfig } from '../../server/lib/config.js';
import { createLogger } from '../../server/lib/logger.js';
import type { RateLimits } from '../../server/lib/ratelimit.js';
import { createCrm } from '../../server/services/api/crm/index.js';
import { CrmNotFoundError, type CrmPort } from '../../server/services/api/crm/port.js';
import { createTestDb } from '../fixtures/test-db.js';

let testDb: Awaited<ReturnType<typeof createTestDb>>;
let db: Db;
let crm: CrmPort;

beforeAll(async () => {
  testDb = await createTestDb();
  db = testDb.db;
  crm = createCrm({
    db,
    config: loadConfig({ NODE_ENV: 'test' }),
    logger: createLogger('silent'),
    clock: new ManualClock(),
    limiter: {} as RateLimits,
  });
  await db.query(
    `INSERT INTO api.crm_sellers (user_id, brand, name, active) VALUES
       ('005LOCALTEST00000A', 'scanora', 'Aaron Inativo', false),
       ('005LOCALTEST00000B', 'handix', 'Aaron Outra Marca', true)`,
  );
});
afterAll(async () => {
  await testDb.drop();
});

const opportunity = (over: Partial<Parameters<CrmPort['upsertOpportunity']>[0]> = {}) => ({
  brand: 'scanora',
  accountId: '',
  opportunityId: '6f1c1a52-8a55-4c53-9d0e-3f7f3c1d2b10',
  name: 'Oportunidade Rota Sul',
  amount: '12345.67',
  probability: 50,
  closeDate: '2026-12-31',
  ownerId: null,
  ...over,
});

describe('local CRM adapter', () => {
  it('lists the active sellers of the brand by name, each with the brand it sells for', async () => {
    const sellers = await crm.listSellers('scanora');
    const expected = await db.query<{ name: string; user_id: string; company: string }>(
      `SELECT name, user_id, 'scanora' AS company FROM api.crm_sellers WHERE brand = 'scanora' AND active ORDER BY name`,
    );
    expect(sellers.length).toBeGreaterThan(0);
    expect(sellers).toEqual(expected);
    expect(sellers.map((s) => s.user_id)).not.toContain('005LOCALTEST00000A');
    expect(sellers.map((s) => s.user_id)).not.toContain('005LOCALTEST00000B');
  });

  it('keeps one account per brand and CNPJ', async () => {
    const first = await crm.upsertAccount({
      brand: 'scanora',
      cnpj: '12.ABC.345/01DE-35',
      name: 'Transportadora Rota Sul S.A.',
    });
    const again = await crm.upsertAccount({ brand: 'scanora', cnpj: '12ABC34501DE35', name: 'Rota Sul' });
    const otherBrand = await crm.upsertAccount({
      brand: 'yep',
      cnpj: '12ABC34501DE35',
      name: 'Transportadora Rota Sul S.A.',
    });
    expect(first.id).toMatch(/^ACC-/);
    expect(again.id).toBe(first.id);
    expect(otherBrand.id).not.toBe(first.id);
    const [row] = await db.query('SELECT brand, cnpj, name FROM api.crm_accounts WHERE id = $1', [first.id]);
    expect(row).toEqual({ brand: 'scanora', cnpj: '12ABC34501DE35', name: 'Transportadora Rota Sul S.A.' });
  });

  it('creates an opportunity with a Salesforce-like id, owned by a seller of the brand', async () => {
    const account = await crm.upsertAccount({
      brand: 'scanora',
      cnpj: '11222333000181',
      name: 'Supermercados Bom Preço Ltda',
    });
    const [seller] = await crm.listSellers('scanora');
    const { id } = await crm.upsertOpportunity(opportunity({ accountId: account.id, ownerId: seller.user_id }));
    expect(id).toMatch(/^006[0-9A-Za-z]{15}$/);
    const [row] = await db.query('SELECT * FROM api.crm_opportunities WHERE id = $1', [id]);
    expect(row).toMatchObject({
      account_id: account.id,
      opportunity_id: '6f1c1a52-8a55-4c53-9d0e-3f7f3c1d2b10',
      amount: '12345.67',
      stage: 'Qualification',
      probability: 50,
      owner_id: seller.user_id,
    });
  });

  it('accepts no owner in any brand', async () => {
    const account = await crm.upsertAccount({
      brand: 'yep',
      cnpj: '11222333000181',
      name: 'Supermercados Bom Preço Ltda',
    });
    const { id } = await crm.upsertOpportunity(opportunity({ brand: 'yep', accountId: account.id, closeDate: null }));
    expect(id).toMatch(/^006/);
  });

  it('answers SF404 for an owner that is not an active seller of the brand', async () => {
    const account = await crm.upsertAccount({
      brand: 'scanora',
      cnpj: '11222333000181',
      name: 'Supermercados Bom Preço Ltda',
    });
    for (const ownerId of ['005LOCALTEST00000A', '005LOCALTEST00000B', '005NAOEXISTE000000']) {
      const err = await crm.upsertOpportunity(opportunity({ accountId: account.id, ownerId })).catch((e) => e);
      expect(err).toBeInstanceOf(CrmNotFoundError);
      expect(err.message).toBe(`SF404: vendedor ${ownerId} não encontrado no CRM`);
    }
    const count = await db.query(`SELECT 1 FROM api.crm_opportunities WHERE owner_id LIKE '005LOCALTEST%'`);
    expect(count).toHaveLength(0);
  });

  it('answers SF404 for an unknown account', async () => {
    const err = await crm.upsertOpportunity(opportunity({ accountId: 'ACC-NAOEXISTE' })).catch((e) => e);
    expect(err).toBeInstanceOf(CrmNotFoundError);
  });

  it('upserts by the portal opportunity: called again, one record with the same id, updated', async () => {
    const account = await crm.upsertAccount({ brand: 'scanora', cnpj: '11222333000181', name: 'Bom Preço' });
    const opportunityId = '5d0c1a52-8a55-4c53-9d0e-3f7f3c1d2b10';
    const first = await crm.upsertOpportunity(opportunity({ accountId: account.id, opportunityId }));
    const again = await crm.upsertOpportunity(
      opportunity({ accountId: account.id, opportunityId, name: 'Nome da segunda tentativa', probability: 75 }),
    );
    expect(again.id).toBe(first.id);
    const rows = await db.query('SELECT id, name, probability FROM api.crm_opportunities WHERE opportunity_id = $1', [
      opportunityId,
    ]);
    expect(rows).toEqual([{ id: first.id, name: 'Nome da segunda tentativa', probability: 75 }]);
  });

  it('removes the record of a portal opportunity, and removing it again is no error', async () => {
    const account = await crm.upsertAccount({ brand: 'scanora', cnpj: '11222333000181', name: 'Bom Preço' });
    const opportunityId = '4e0c1a52-8a55-4c53-9d0e-3f7f3c1d2b10';
    await crm.upsertOpportunity(opportunity({ accountId: account.id, opportunityId }));
    await crm.removeOpportunity({ brand: 'scanora', opportunityId });
    await crm.removeOpportunity({ brand: 'scanora', opportunityId });
    expect(await db.query('SELECT 1 FROM api.crm_opportunities WHERE opportunity_id = $1', [opportunityId])).toEqual(
      [],
    );
  });
});
