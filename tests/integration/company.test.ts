/** GET /company/owner/{userId}: the CNPJ and corporate name behind an owner, on the viewer's brand. */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_RESALE, DEMO_RESALE_CNPJ } from '../../server/db/seed/accounts.js';
import { call, login } from '../fixtures/http.js';
import { freshCnpj } from '../fixtures/opportunity.js';
import { DEFAULT_BRAND, demoAccounts, type Stack, startStack } from '../fixtures/stack.js';
import { loginAll, type Tokens } from './opportunities-fixture.js';

let stack: Stack;
const tokens = {} as Tokens & Record<'yepRep', string>;
const yepOnlyOwner = crypto.randomUUID();
const yepOnlyCnpj = freshCnpj();
const demoCompany = { doc: DEMO_RESALE_CNPJ, name: DEMO_RESALE.corporateName };

const owner = (token: string, userId: string, brand = DEFAULT_BRAND) =>
  call(stack.apiUrl, 'GET', `/company/owner/${userId}`, { token, brand });

beforeAll(async () => {
  stack = await startStack();
  Object.assign(tokens, await loginAll(stack));
  tokens.yepRep = (await login(stack.authUrl, demoAccounts.representative.email, 'yep')).access_token;
  // A resale approved on 'yep' only.
  await stack.db.query(
    `INSERT INTO api.resales (brand, status, cnpj, corporate_name, contact_name, phone, email, owner_user_id)
     VALUES ('yep', 'approved', $1, 'Só Yep Ltda', 'Yara', '11999990000', 'yara@soyep.com.br', $2)`,
    [yepOnlyCnpj, yepOnlyOwner],
  );
});
afterAll(() => stack?.stop());

describe('GET /company/owner/{userId}', () => {
  it('answers the own company of a resale and of its seller', async () => {
    const self = await owner(tokens.resale, demoAccounts.resale.id);
    expect(self.status).toBe(200);
    expect(self.body).toEqual({ data: demoCompany });
    expect((await owner(tokens.seller, demoAccounts.seller.id)).body).toEqual({ data: demoCompany });
    expect((await owner(tokens.resale, demoAccounts.seller.id)).body).toEqual({ data: demoCompany });
  });

  it('lets representatives and support look up anyone, on their brand only', async () => {
    expect((await owner(tokens.representative, demoAccounts.seller.id)).body).toEqual({ data: demoCompany });
    expect((await owner(tokens.support, demoAccounts.resale.id)).body).toEqual({ data: demoCompany });
    expect((await owner(tokens.representative, yepOnlyOwner)).status).toBe(404);
    const onYep = await owner(tokens.yepRep, yepOnlyOwner, 'yep');
    expect(onYep.body).toEqual({ data: { doc: yepOnlyCnpj, name: 'Só Yep Ltda' } });
  });

  it('refuses others (403), answers 404 when there is no company, 401 without a token', async () => {
    expect((await owner(tokens.seller, demoAccounts.resale.id)).status).toBe(403);
    expect((await owner(tokens.resale, demoAccounts.representative.id)).status).toBe(403);
    expect((await owner(tokens.representative, demoAccounts.support.id)).status).toBe(404);
    expect((await owner(tokens.representative, crypto.randomUUID())).status).toBe(404);
    expect((await owner(tokens.yepRep, demoAccounts.resale.id, 'scanora')).status).toBe(403);
    expect((await call(stack.apiUrl, 'GET', `/company/owner/${demoAccounts.resale.id}`)).status).toBe(401);
  });
});
