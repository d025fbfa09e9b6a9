import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../fixtures/http.js';
import { type SalesforceFake, salesforceEnv, startSalesforceFake } from '../fixtures/salesforce-fake.js';
import { type Stack, startStack } from '../fixtures/stack.js';

const PRIME = { IsActive: true, Vendedor_Prime__c: true };

let fake: SalesforceFake;
let stack: Stack;
let token: string;

// The main API with CRM_ADAPTER=salesforce, pointed at the Salesforce fake.
beforeAll(async () => {
  fake = await startSalesforceFake({
    users: [
      { Id: '005000000000000AAA', Name: 'Sofia Prado', Brand__c: ['scanora'], ...PRIME },
      { Id: '005000000000000BBB', Name: 'Bruno Lacerda', Brand__c: ['scanora', 'yep'], ...PRIME },
      { Id: '005000000000000CCC', Name: 'Só Yep', Brand__c: ['yep'], ...PRIME },
    ],
  });
  stack = await startStack({
    env: salesforceEnv(fake.url),
  });
  token = (await login(stack.authUrl, 'revenda@demo.com.br', 'scanora')).access_token;
});
afterAll(async () => {
  await stack?.stop();
  await fake?.close();
});

describe('GET /opportunity/getSellersOnSalesforce with the salesforce adapter', () => {
  it("lists the brand's Vendedor Prime sellers from Salesforce", async () => {
    const res = await call(stack.apiUrl, 'GET', '/opportunity/getSellersOnSalesforce', { token, brand: 'scanora' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [
        { name: 'Bruno Lacerda', user_id: '005000000000000BBB', company: 'scanora' },
        { name: 'Sofia Prado', user_id: '005000000000000AAA', company: 'scanora' },
      ],
    });
  });

  it('answers [SFERROR] when Salesforce fails', async () => {
    fake.failNext(500);
    const res = await call(stack.apiUrl, 'GET', '/opportunity/getSellersOnSalesforce', { token, brand: 'scanora' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.code).toBe('CRM_UNAVAILABLE');
    expect(res.body.message).toContain('[SFERROR]');
  });
});
