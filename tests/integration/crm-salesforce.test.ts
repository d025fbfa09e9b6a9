import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/connection.js';
import { ManualClock } from '../../server/lib/clock.js';
import { loadConfig } from '../../server/lib/config.js';
import { createLogger } from '../../server/lib/logger.js';
import type { RateLimits } from '../../server/lib/ratelimit.js';
import { createCrm } from '../../server/services/api/crm/index.js';
import { CrmNotFoundError, type CrmPort, CrmUnavailableError } from '../../server/services/api/crm/port.js';
import { type SalesforceFake, salesforceEnv, startSalesforceFake } from '../fixtures/salesforce-fake.js';

const PRIME = { IsActive: true, Vendedor_Prime__c: true };
const users = [
  { Id: '005000000000000AAA', Name: 'Sofia Prado', Brand__c: ['scanora', 'yep'], ...PRIME },
  { Id: '005000000000000BBB', Name: 'Bruno Lacerda', Brand__c: ['scanora'], ...PRIME },
  { Id: '005000000000000CCC', Name: 'Inativo Souza', Brand__c: ['scanora'], ...PRIME, IsActive: false },
  { Id: '005000000000000DDD', Name: 'Comum Silva', Brand__c: ['scanora'], ...PRIME, Vendedor_Prime__c: false },
  { Id: '005000000000000EEE', Name: 'Outra Marca', Brand__c: ["d'brand"], ...PRIME },
];

const clock = new ManualClock(new Date('2026-03-10T12:00:00Z'));

/** The adapter as the API builds it (createCrm), pointed at the fake; it never touches the database. */
function salesforceCrm(fake: SalesforceFake, env: Record<string, string> = {}): CrmPort {
  const config = loadConfig({
    NODE_ENV: 'test',
    ...salesforceEnv(fake.url),
    ...env,
  });
  return createCrm({ db: {} as Db, config, logger: createLogger('silent'), clock, limiter: {} as RateLimits });
}

let fake: SalesforceFake;
let crm: CrmPort;

beforeAll(async () => {
  fake = await startSalesforceFake({ users });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  crm = salesforceCrm(fake);
});

describe('salesforce CRM adapter', () => {
  it('fetches one token with the password grant and reuses it', async () => {
    const before = fake.calls.token;
    await crm.listSellers('scanora');
    await crm.listSellers('scanora');
    expect(fake.calls.token - before).toBe(1);
    expect(fake.grants.at(-1)).toBe('password');
  });

  it('uses the client credentials grant when no username is configured', async () => {
    const machine = salesforceCrm(fake, { SALESFORCE_USERNAME: '', SALESFORCE_PASSWORD: '' });
    await machine.listSellers('scanora');
    expect(fake.grants.at(-1)).toBe('client_credentials');
  });

  it('lists the active Vendedor Prime users of the brand as {name, user_id, company}, by name', async () => {
    expect(await crm.listSellers('scanora')).toEqual([
      { name: 'Bruno Lacerda', user_id: '005000000000000BBB', company: 'scanora' },
      { name: 'Sofia Prado', user_id: '005000000000000AAA', company: 'scanora' },
    ]);
    // Sofia sells for several brands: listed for each one, with the brand asked.
    expect(await crm.listSellers('yep')).toEqual([
      { name: 'Sofia Prado', user_id: '005000000000000AAA', company: 'yep' },
    ]);
    // A quote in the brand stays inside the SOQL string literal.
    expect(await crm.listSellers("d'brand")).toEqual([
      { name: 'Outra Marca', user_id: '005000000000000EEE', company: "d'brand" },
    ]);
  });

  it('creates an account for a new CNPJ and finds it again by CNPJ', async () => {
    const created = await crm.upsertAccount({
      brand: 'scanora',
      cnpj: '11.222.333/0001-81',
      name: 'Supermercados Bom Preço Ltda',
    });
    const accountsAfterFirst = fake.calls.account;
    const again = await crm.upsertAccount({ brand: 'scanora', cnpj: '11222333000181', name: 'Outro nome' });
    expect(created.id).toMatch(/^001/);
    expect(again.id).toBe(created.id);
    expect(fake.calls.account).toBe(accountsAfterFirst);
    expect(fake.accounts.get(created.id)).toMatchObject({
      Name: 'Supermercados Bom Preço Ltda',
      CNPJ__c: '11222333000181',
    });
  });

  it('upserts the opportunity with amount, owner, stage and the portal id', async () => {
    const account = await crm.upsertAccount({
      brand: 'scanora',
      cnpj: '12ABC34501DE35',
      name: 'Transportadora Rota Sul S.A.',
    });
    const { id } = await crm.upsertOpportunity({
      brand: 'scanora',
      accountId: account.id,
      opportunityId: '6f1c1a52-8a55-4c53-9d0e-3f7f3c1d2b10',
      name: 'Oportunidade Rota Sul',
      amount: '12345.67',
      probability: 75,
      closeDate: '2026-06-30',
      ownerId: '005000000000000BBB',
    });
    expect(id).toMatch(/^006/);
    expect(fake.opportunities.get(id)).toMatchObject({
      Name: 'Oportunidade Rota Sul',
      AccountId: account.id,
      Amount: 12345.67,
      StageName: 'Qualification',
      CloseDate: '2026-06-30',
      Probability: 75,
      OwnerId: '005000000000000BBB',
      Portal_Id__c: '6f1c1a52-8a55-4c53-9d0e-3f7f3c1d2b10',
      Brand__c: 'scanora',
    });
  });

  it('upserts by Portal_Id__c: called twice, one record with the same id, updated by the second call', async () => {
    const account = await crm.upsertAccount({ brand: 'scanora', cnpj: '11222333000181', name: 'Bom Preço' });
    const input = {
      brand: 'scanora',
      accountId: account.id,
      opportunityId: '9c1c1a52-8a55-4c53-9d0e-3f7f3c1d2b10',
      name: 'Primeira tentativa',
      amount: '500.00',
      probability: 50,
      closeDate: '2026-06-30',
      ownerId: null,
    };
    const before = fake.opportunities.size;
    const first = await crm.upsertOpportunity(input);
    const again = await crm.upsertOpportunity({ ...input, name: 'Segunda tentativa', probability: 75 });
    expect(again.id).toBe(first.id);
    expect(fake.opportunities.size).toBe(before + 1);
    expect(fake.opportunities.get(first.id)).toMatchObject({
      Name: 'Segunda tentativa',
      Probability: 75,
      Portal_Id__c: input.opportunityId,
    });

    // API versions before v46 answer an update with 204 and no body: the id is read by the external id.
    fake.legacyUpsertReply = true;
    try {
      expect((await crm.upsertOpportunity(input)).id).toBe(first.id);
    } finally {
      fake.legacyUpsertReply = false;
    }
  });

  it('removes the opportunity by Portal_Id__c, and removing it again is no error', async () => {
    const account = await crm.upsertAccount({ brand: 'scanora', cnpj: '11222333000181', name: 'Bom Preço' });
    const opportunityId = 'ad1c1a52-8a55-4c53-9d0e-3f7f3c1d2b10';
    const { id } = await crm.upsertOpportunity({
      brand: 'scanora',
      accountId: account.id,
      opportunityId,
      name: 'Para remover',
      amount: '1.00',
      probability: null,
      closeDate: null,
      ownerId: null,
    });
    const removals = fake.calls.opportunityRemoval;
    await crm.removeOpportunity({ brand: 'scanora', opportunityId });
    await crm.removeOpportunity({ brand: 'scanora', opportunityId });
    expect(fake.opportunities.has(id)).toBe(false);
    expect(fake.calls.opportunityRemoval).toBe(removals + 2);
  });

  it('answers [SFERROR] when the removal fails', async () => {
    await crm.listSellers('scanora');
    fake.failNext(503);
    await expect(
      crm.removeOpportunity({ brand: 'scanora', opportunityId: 'be1c1a52-8a55-4c53-9d0e-3f7f3c1d2b10' }),
    ).rejects.toThrow(CrmUnavailableError);
  });

  it('sends no owner when there is none, and closes at the end of the validity without a project date', async () => {
    const account = await crm.upsertAccount({
      brand: 'yep',
      cnpj: '11222333000181',
      name: 'Supermercados Bom Preço Ltda',
    });
    const { id } = await crm.upsertOpportunity({
      brand: 'yep',
      accountId: account.id,
      opportunityId: '7a1c1a52-8a55-4c53-9d0e-3f7f3c1d2b10',
      name: 'Sem vendedor',
      amount: '100.00',
      probability: null,
      closeDate: null,
      ownerId: null,
    });
    const sent = fake.opportunities.get(id)!;
    expect(sent.OwnerId).toBeUndefined();
    expect(sent.CloseDate).toBe('2026-06-08');
  });

  it('signs in again once when the session expired, and fails with [SFERROR] when it is refused again', async () => {
    await crm.listSellers('scanora');
    const tokens = fake.calls.token;
    fake.expireSession();
    expect(await crm.listSellers('scanora')).toHaveLength(2);
    expect(fake.calls.token).toBe(tokens + 1);

    fake.expireSession({ always: true });
    try {
      await expect(crm.listSellers('scanora')).rejects.toThrow(CrmUnavailableError);
      expect(fake.calls.token).toBe(tokens + 2);
    } finally {
      fake.expireSession();
    }
  });

  it('answers SF404 when Salesforce does not know the owner or the account', async () => {
    const account = await crm.upsertAccount({
      brand: 'scanora',
      cnpj: '11222333000181',
      name: 'Supermercados Bom Preço Ltda',
    });
    const input = {
      brand: 'scanora',
      accountId: account.id,
      opportunityId: '8b1c1a52-8a55-4c53-9d0e-3f7f3c1d2b10',
      name: 'X',
      amount: '1.00',
      probability: 25,
      closeDate: '2026-06-30',
      ownerId: '005NAOEXISTE00000X',
    };
    const err = await crm.upsertOpportunity(input).catch((e) => e);
    expect(err).toBeInstanceOf(CrmNotFoundError);
    expect(err.status).toBe(404);
    expect(err.message).toBe('SF404: vendedor 005NAOEXISTE00000X não encontrado no CRM');

    for (const ownerId of [null, '005000000000000BBB']) {
      const noAccount = await crm
        .upsertOpportunity({ ...input, ownerId, accountId: '001NAOEXISTE00000X' })
        .catch((e) => e);
      expect(noAccount).toBeInstanceOf(CrmNotFoundError);
      expect(noAccount.message).toMatch(/^SF404: registro não encontrado no Salesforce/);
    }
  });

  it('answers [SFERROR] on a 5xx, and works again on the next call', async () => {
    await crm.listSellers('scanora');
    fake.failNext(500);
    const err = await crm.listSellers('scanora').catch((e) => e);
    expect(err).toBeInstanceOf(CrmUnavailableError);
    expect(err.status).toBe(424);
    expect(err.message).toContain('[SFERROR]');
    expect(await crm.listSellers('scanora')).toHaveLength(2);
  });

  it('answers [SFERROR] when Salesforce is unreachable or refuses the credentials', async () => {
    const unreachable = salesforceCrm(fake, { SALESFORCE_LOGIN_URL: 'http://127.0.0.1:9' });
    await expect(unreachable.listSellers('scanora')).rejects.toThrow(/\[SFERROR\]/);
    const wrongPassword = salesforceCrm(fake, { SALESFORCE_PASSWORD: 'wrong' });
    await expect(wrongPassword.listSellers('scanora')).rejects.toThrow(CrmUnavailableError);
  });
});
