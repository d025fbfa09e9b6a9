/**
 * The resale screens' GraphQL through the gateway on the real services: one sign-up by id (`resale`), and the
 * decisions answering the sign-up as decided, so that the list and the details are current without asking again.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Browser, startGateway, type TestGateway } from '../fixtures/gateway.js';
import { call } from '../fixtures/http.js';
import { resaleSignupPayload } from '../fixtures/resale.js';
import { demoAccounts } from '../fixtures/stack.js';

const FIELDS = `id status createdAt cnpj cep city street state fantasyName corporateName contactName phone email reason`;
const RESALE = `query($id: ID!) { resale(id: $id) { ${FIELDS} } }`;
const APPROVE = `mutation($i: ApproveResaleInput!) { approveResale(input: $i) { message resale { ${FIELDS} } } }`;
const REJECT = `mutation($i: RejectResaleInput!) { rejectResale(input: $i) { message resale { ${FIELDS} } } }`;
const LIST = '{ resales(pageSize: 99999) { items { id status reason } } }';

let g: TestGateway;
const as = {} as Record<'rep' | 'support' | 'resale' | 'seller' | 'yepRep', Browser>;

/** A fresh sign-up in analysis on scanora, through the service's public call. */
async function signUp(overrides: Record<string, unknown> = {}) {
  const res = await call(g.stack.apiUrl, 'POST', '/register/resale', {
    body: resaleSignupPayload(overrides),
    headers: { 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}` },
  });
  expect(res.status).toBe(201);
  return res.body.data.id as string;
}

beforeAll(async () => {
  g = await startGateway();
  as.rep = await g.signIn(demoAccounts.representative.email);
  as.support = await g.signIn(demoAccounts.support.email);
  as.resale = await g.signIn(demoAccounts.resale.email);
  as.seller = await g.signIn(demoAccounts.seller.email);
  as.yepRep = await g.signIn(demoAccounts.representative.email, { host: 'yep.localhost' });
});
afterAll(async () => {
  await g?.stop();
});

describe('resale(id)', () => {
  test('gives representatives and support every field of the sign-up, as the service holds it', async () => {
    const id = await signUp({ contactName: 'Joana Detalhes', cep: '01305000', phone: '(11) 98765-4321' });

    for (const browser of [as.rep, as.support]) {
      const reply = await browser.gql(RESALE, { id });
      expect(reply.errors).toBeUndefined();
      expect(reply.data.resale).toMatchObject({
        id,
        status: 'ANALYSIS',
        contactName: 'Joana Detalhes',
        phone: '11987654321',
        cep: '01305000',
        city: 'São Paulo',
        state: 'SP',
        fantasyName: 'Loja da Paula',
        corporateName: 'Paula Souza Comércio Ltda',
        reason: null,
      });
    }
  });

  test('is NOT_FOUND for another brand’s or an unknown sign-up, FORBIDDEN to resales and sellers', async () => {
    const id = await signUp();

    const elsewhere = await as.yepRep.gql(RESALE, { id });
    const unknown = await as.rep.gql(RESALE, { id: randomUUID() });
    const before = g.calls.length;
    const refused = [await as.resale.gql(RESALE, { id }), await as.seller.gql(RESALE, { id })];

    expect(elsewhere.errors?.map((e) => e.extensions?.code)).toEqual(['NOT_FOUND']);
    expect(elsewhere.data?.resale ?? null).toBeNull();
    expect(unknown.errors?.map((e) => e.extensions?.code)).toEqual(['NOT_FOUND']);
    for (const reply of refused) expect(reply.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
    expect(g.calls.length).toBe(before);
  });
});

describe('approveResale and rejectResale', () => {
  test('approveResale answers the approved sign-up, and the list shows it approved', async () => {
    const id = await signUp();

    const reply = await as.rep.gql(APPROVE, { i: { id } });

    expect(reply.errors).toBeUndefined();
    expect(reply.data.approveResale).toMatchObject({
      message: 'Revenda aprovada com sucesso',
      resale: { id, status: 'APPROVED', reason: null },
    });
    const list = await as.support.gql(LIST);
    expect(list.data.resales.items.find((r: { id: string }) => r.id === id)).toEqual({
      id,
      status: 'APPROVED',
      reason: null,
    });
  });

  test('rejectResale answers the refused sign-up with its reason; a second decision is LOCKED', async () => {
    const id = await signUp();

    const reply = await as.rep.gql(REJECT, { i: { id, reason: 'CNPJ baixado' } });
    const again = await as.rep.gql(APPROVE, { i: { id } });

    expect(reply.errors).toBeUndefined();
    expect(reply.data.rejectResale.resale).toMatchObject({ id, status: 'DISAPPROVED', reason: 'CNPJ baixado' });
    expect(again.errors?.map((e) => e.extensions?.code)).toEqual(['LOCKED']);
    expect((await as.support.gql(RESALE, { id })).data.resale.status).toBe('DISAPPROVED');
  });

  test('support may read but not decide', async () => {
    const id = await signUp();

    const reply = await as.support.gql(APPROVE, { i: { id } });

    expect(reply.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
    expect((await as.rep.gql(RESALE, { id })).data.resale.status).toBe('ANALYSIS');
  });
});
