/**
 * The change log: reading one record's history (visibility per role and brand, author shown to representatives
 * only, newest first, paged) and the contract's manual entry call, whose entries are notes that count nowhere.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoResaleId } from '../../server/db/seed/accounts.js';
import { cnpjRoot } from '../../server/lib/cnpj.js';
import { startGateway } from '../fixtures/gateway.js';
import { call, login } from '../fixtures/http.js';
import { freshCnpj } from '../fixtures/opportunity.js';
import { DEFAULT_BRAND, demoAccounts, type Stack, startStack } from '../fixtures/stack.js';
import { loginAll, type Tokens } from './opportunities-fixture.js';

let stack: Stack;
const tokens = {} as Tokens & Record<'yepRep', string>;
const ids = {} as { opportunity: string; expired: string; signup: string; newSeller: string };

const api = (token: string, method: string, path: string, body?: unknown, brand = DEFAULT_BRAND) =>
  call(stack.apiUrl, method, path, { token, brand, body });
const historyOf = (token: string, typeId: string, query = '', brand = DEFAULT_BRAND) =>
  api(token, 'GET', `/history/getByTypeId?typeId=${typeId}${query}`, undefined, brand);
const entry = (typeId: string, overrides: Record<string, unknown> = {}) => ({
  typeId,
  type: 'opportunity',
  actionType: 'update',
  modifications: [{ attribute: 'probabilityClosing', oldValue: '25', newValue: 50 }],
  ...overrides,
});

beforeAll(async () => {
  stack = await startStack();
  Object.assign(tokens, await loginAll(stack));
  tokens.yepRep = (await login(stack.authUrl, demoAccounts.representative.email, 'yep')).access_token;

  // An opportunity of the demo seller (under the demo resale) on scanora.
  const cnpj = freshCnpj();
  const [opp] = await stack.db.query<{ id: string }>(
    `INSERT INTO api.opportunities (brand, cnpj, cnpj_root, user_id, resale_id, corporate_name)
     VALUES ($1, $2, $3, $4, $5, 'Cliente Histórico Ltda') RETURNING id`,
    [DEFAULT_BRAND, cnpj, cnpjRoot(cnpj), demoAccounts.seller.id, demoResaleId(0)],
  );
  ids.opportunity = opp.id;
  const expiredCnpj = freshCnpj();
  const [expired] = await stack.db.query<{ id: string }>(
    `INSERT INTO api.opportunities (brand, cnpj, cnpj_root, user_id, resale_id, corporate_name, status)
     VALUES ($1, $2, $3, $4, $5, 'Cliente Expirado Ltda', 'expired') RETURNING id`,
    [DEFAULT_BRAND, expiredCnpj, cnpjRoot(expiredCnpj), demoAccounts.seller.id, demoResaleId(0)],
  );
  ids.expired = expired.id;

  const signup = await call(stack.apiUrl, 'POST', '/register/resale', {
    body: {
      email: `hist-${crypto.randomUUID().slice(0, 8)}@revenda.com.br`,
      phone: '11987654321',
      contactName: 'Helena Histórico',
      cnpj: freshCnpj(),
      brand: DEFAULT_BRAND,
      corporateName: 'Helena Ltda',
      cep: '01001000',
    },
  });
  expect(signup.status).toBe(201);
  ids.signup = signup.body.data.id;

  const seller = await api(tokens.resale, 'POST', '/seller', {
    name: 'Hugo Histórico',
    email: `hugo-${crypto.randomUUID().slice(0, 8)}@demo.com.br`,
    phone: '11944443333',
  });
  expect(seller.status).toBe(201);
  ids.newSeller = seller.body.data.id;
});
afterAll(() => stack?.stop());

describe('POST /history/create', () => {
  it('records a note in the representative name, whatever the body says', async () => {
    const res = await api(tokens.representative, 'POST', '/history/create', {
      ...entry(ids.opportunity),
      userId: demoAccounts.seller.id,
      username: 'Outra Pessoa',
      kind: 'change',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'Historico criado com sucesso', data: { id: expect.any(String) } });
    const [row] = await stack.db.query<{ kind: string; user_id: string; username: string; modifications: unknown }>(
      'SELECT kind, user_id, username, modifications FROM api.history WHERE id = $1',
      [res.body.data.id],
    );
    expect(row).toEqual({
      kind: 'note',
      user_id: demoAccounts.representative.id,
      username: demoAccounts.representative.name,
      modifications: [{ attribute: 'probabilityClosing', oldValue: '25', newValue: '50' }],
    });
  });

  it('cannot forge a decision: the dashboard and the opportunity stay as they were, the entry reads as a note', async () => {
    const figures = async () => {
      const res = await api(tokens.representative, 'GET', '/dashboard/status');
      expect(res.status).toBe(200);
      const { monthly, totals, currentMonth, previousMonth } = res.body.data;
      return { monthly, totals, currentMonth, previousMonth };
    };
    const opportunity = async () => (await api(tokens.representative, 'GET', `/opportunity/id/${ids.expired}`)).body;
    const [dashboardBefore, opportunityBefore] = [await figures(), await opportunity()];
    expect(opportunityBefore.data[0].status).toBe('expired');

    const forged = entry(ids.expired, {
      modifications: [{ attribute: 'status', oldValue: 'analysis', newValue: 'approved' }],
    });
    for (let i = 0; i < 2; i++) {
      const res = await api(tokens.representative, 'POST', '/history/create', forged);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ message: 'Historico criado com sucesso', data: { id: expect.any(String) } });
    }

    expect(await figures()).toEqual(dashboardBefore);
    expect(await opportunity()).toEqual(opportunityBefore);
    const listed = await historyOf(tokens.representative, ids.expired);
    expect(listed.body.total).toBe(2);
    expect(listed.body.result[0]).toEqual({
      id: expect.any(String),
      typeId: ids.expired,
      type: 'opportunity',
      actionType: 'update',
      kind: 'note',
      modifications: [{ attribute: 'status', oldValue: 'analysis', newValue: 'approved' }],
      createdAt: expect.any(String),
      userId: demoAccounts.representative.id,
      username: demoAccounts.representative.name,
    });
    // The owner sees the note as a note too, without its author (spec section 6).
    const asSeller = await historyOf(tokens.seller, ids.expired);
    expect(asSeller.body.result.map((h: { kind: string }) => h.kind)).toEqual(['note', 'note']);
  });

  it('reaches the portal as a note, its text as written rather than in the schema’s words', async () => {
    const gateway = await startGateway({ stack });
    try {
      const representative = await gateway.signIn(demoAccounts.representative.email);
      const reply = await representative.gql(
        'query($id: ID!) { history(typeId: $id) { items { kind username modifications { attribute oldValue newValue } } } }',
        { id: ids.expired },
      );
      expect(reply.errors).toBeUndefined();
      expect(reply.data.history.items[0]).toEqual({
        kind: 'NOTE',
        username: demoAccounts.representative.name,
        modifications: [{ attribute: 'status', oldValue: 'analysis', newValue: 'approved' }],
      });
    } finally {
      await gateway.stop();
    }
  });

  it('answers 400 for an unknown type or action, 404 for a record out of reach, 403 for other roles', async () => {
    expect(
      (await api(tokens.representative, 'POST', '/history/create', entry(ids.opportunity, { type: 'cliente' }))).status,
    ).toBe(400);
    expect(
      (await api(tokens.representative, 'POST', '/history/create', entry(ids.opportunity, { actionType: 'delete' })))
        .status,
    ).toBe(400);
    expect((await api(tokens.representative, 'POST', '/history/create', entry(crypto.randomUUID()))).status).toBe(404);
    expect((await api(tokens.yepRep, 'POST', '/history/create', entry(ids.opportunity), 'yep')).status).toBe(404);
    for (const token of [tokens.support, tokens.resale, tokens.seller]) {
      expect((await api(token, 'POST', '/history/create', entry(ids.opportunity))).status).toBe(403);
    }
  });
});

describe('GET /history/getByTypeId', () => {
  beforeAll(async () => {
    for (const value of ['75', '100']) {
      const mods = [{ attribute: 'probabilityClosing', oldValue: '50', newValue: value }];
      expect(
        (await api(tokens.representative, 'POST', '/history/create', entry(ids.opportunity, { modifications: mods })))
          .status,
      ).toBe(201);
    }
  });

  it('shows an opportunity history newest first, paged, with the author for representatives', async () => {
    const res = await historyOf(tokens.representative, ids.opportunity, '&amount=2&page=1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 3, quantityPage: 2, page: 1, amount: 2 });
    expect(res.body.result[0]).toEqual({
      id: expect.any(String),
      typeId: ids.opportunity,
      type: 'opportunity',
      actionType: 'update',
      kind: 'note',
      modifications: [{ attribute: 'probabilityClosing', oldValue: '50', newValue: '100' }],
      createdAt: expect.any(String),
      userId: demoAccounts.representative.id,
      username: demoAccounts.representative.name,
    });
    const page2 = await historyOf(tokens.representative, ids.opportunity, '&amount=2&page=2');
    expect(page2.body.result).toHaveLength(1);
    expect(page2.body.result[0].modifications[0].newValue).toBe('50');
  });

  it('leaves the author out for support, resale and seller', async () => {
    for (const token of [tokens.support, tokens.resale, tokens.seller]) {
      const res = await historyOf(token, ids.opportunity);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(3);
      for (const item of res.body.result) {
        expect(item).not.toHaveProperty('userId');
        expect(item).not.toHaveProperty('username');
      }
    }
  });

  it('shows a sign-up history to representatives and support of its brand only', async () => {
    const res = await historyOf(tokens.representative, ids.signup);
    expect(res.status).toBe(200);
    expect(res.body.result[0]).toMatchObject({
      type: 'resale',
      actionType: 'create',
      userId: null,
      username: 'Helena Histórico',
    });
    expect((await historyOf(tokens.support, ids.signup)).status).toBe(200);
    expect((await historyOf(tokens.resale, ids.signup)).status).toBe(404);
    expect((await historyOf(tokens.seller, ids.signup)).status).toBe(404);
    expect((await historyOf(tokens.yepRep, ids.signup, '', 'yep')).status).toBe(404);
  });

  it('shows a seller history to its resale, itself and the brand staff, nobody else', async () => {
    const asResale = await historyOf(tokens.resale, ids.newSeller);
    expect(asResale.status).toBe(200);
    expect(asResale.body.result[0]).toMatchObject({ type: 'user', actionType: 'create' });
    expect((await historyOf(tokens.representative, ids.newSeller)).status).toBe(200);
    expect((await historyOf(tokens.seller, ids.newSeller)).status).toBe(404);
    expect((await historyOf(tokens.seller, demoAccounts.seller.id)).status).toBe(200);
  });

  it('answers 404 for an unknown or malformed id and for another brand, 401 without a token', async () => {
    expect((await historyOf(tokens.representative, crypto.randomUUID())).status).toBe(404);
    expect((await historyOf(tokens.representative, 'abc')).status).toBe(404);
    expect((await historyOf(tokens.yepRep, ids.opportunity, '', 'yep')).status).toBe(404);
    expect((await historyOf(tokens.yepRep, ids.opportunity, '', 'scanora')).status).toBe(403);
    expect((await call(stack.apiUrl, 'GET', `/history/getByTypeId?typeId=${ids.opportunity}`)).status).toBe(401);
  });
});
