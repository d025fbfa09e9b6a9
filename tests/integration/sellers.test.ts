/**
 * Sellers ("Usuários"): the lists by role, the lookup by name, creation by a reseller (a login that works from the
 * e-mailed link), deactivation (access lost at once; another reseller's sellers out of reach) and a deleted seller
 * brought back by its reseller under the same e-mail.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_RESALE_CNPJ } from '../../server/db/seed/accounts.js';
import type { ManualClock } from '../../server/lib/clock.js';
import { call, login } from '../fixtures/http.js';
import { freshCnpj, opportunityPayload } from '../fixtures/opportunity.js';
import { DEFAULT_BRAND, demoAccounts, type Stack, startStack } from '../fixtures/stack.js';
import { loginAll, type Tokens } from './opportunities-fixture.js';

let stack: Stack;
const tokens = {} as Tokens & Record<'otherResale', string>;
let otherResaleId: string;
const HOST = 'http://scanora.localhost:4000';
const freshEmail = (tag: string) => `${tag}-${crypto.randomUUID().slice(0, 8)}@demo.com.br`;

const api = (token: string | undefined, method: string, path: string, body?: unknown) =>
  call(stack.apiUrl, method, path, { token, brand: DEFAULT_BRAND, body });

/** The set-password token mailed to `email` (newest link). */
async function mailedToken(email: string): Promise<string> {
  const [mail] = await stack.db.query<{ content: string }>(
    'SELECT content FROM api.mail_outbox WHERE $1 = ANY(recipients) AND content LIKE $2 ORDER BY created_at DESC LIMIT 1',
    [email, '%token=%'],
  );
  return decodeURIComponent(/[?&]token=([^"&<\s]+)/.exec(mail.content)![1]);
}

/** Sets a password from the mailed link and logs in. */
async function activateSession(email: string, password = 'Senha@2026') {
  const set = await call(stack.apiUrl, 'POST', '/auth/reset_password/confirm', {
    body: { token: await mailedToken(email), password },
  });
  expect(set.status).toBe(204);
  return login(stack.authUrl, email, DEFAULT_BRAND, password);
}
const activate = async (email: string) => (await activateSession(email)).access_token;

/** A second approved reseller on the brand, through sign-up and approval. */
async function secondResale(): Promise<string> {
  const email = freshEmail('outra-revenda');
  const signup = await call(stack.apiUrl, 'POST', '/register/resale', {
    body: {
      email,
      phone: '21987654321',
      contactName: 'Otávio Outra',
      cnpj: freshCnpj(),
      role: [],
      brand: DEFAULT_BRAND,
      fantasyName: 'Outra Revenda',
      corporateName: 'Outra Revenda Ltda',
      street: 'Rua B, 2',
      state: 'RJ',
      cep: '20040002',
      city: 'Rio de Janeiro',
    },
  });
  expect(signup.status).toBe(201);
  const approved = await api(tokens.representative, 'PATCH', `/resale/update/${signup.body.data.id}`, {
    status: 'approved',
  });
  expect(approved.status).toBe(201);
  const token = await activate(email);
  otherResaleId = (await api(token, 'GET', '/auth/payload')).body.payload.id;
  return token;
}

async function createSeller(token: string, name = 'Bruna Vendas') {
  const email = freshEmail('vendedor');
  const res = await api(token, 'POST', '/seller', { name, email, phone: '(11) 9 4444-3333', host: HOST });
  expect(res.status).toBe(201);
  return { id: res.body.data.id as string, email };
}

beforeAll(async () => {
  stack = await startStack();
  Object.assign(tokens, await loginAll(stack));
  tokens.otherResale = await secondResale();
});

afterAll(() => stack?.stop());

describe('POST /seller', () => {
  it('creates the seller, its login (SELLER on the brand, under the resale) and mails the set-password link', async () => {
    const email = freshEmail('novo');
    const res = await api(tokens.resale, 'POST', '/seller', {
      name: ' Nara Nova ',
      email,
      phone: '11944443333',
      host: HOST,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: 'Vendedor cadastrado com sucesso',
      reactivated: false,
      data: { id: expect.any(String), name: 'Nara Nova', email, phone: '11944443333', active: true },
    });
    const id = res.body.data.id;
    const user = await call(stack.authUrl, 'GET', `/user/${id}`, { token: tokens.resale, brand: DEFAULT_BRAND });
    expect(user.body).toMatchObject({ doc: DEMO_RESALE_CNPJ, roles: [{ name: 'SELLER', data: { brand: 'scanora' } }] });

    const sellerToken = await activate(email);
    const payload = await api(sellerToken, 'GET', '/auth/payload');
    expect(payload.body.payload).toMatchObject({ id, name: 'Nara Nova' });
    const [history] = await stack.db.query<{ type: string; action_type: string; user_id: string }>(
      'SELECT type, action_type, user_id FROM api.history WHERE type_id = $1',
      [id],
    );
    expect(history).toEqual({ type: 'user', action_type: 'create', user_id: demoAccounts.resale.id });
  });

  it('answers 409 when the e-mail already has a login', async () => {
    const res = await api(tokens.resale, 'POST', '/seller', {
      name: 'Repetido',
      email: demoAccounts.representative.email.toUpperCase(),
      phone: '11944443333',
      host: HOST,
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'CONFLICT',
      message: 'O email fornecido já foi utilizado por outro usuário! Por favor, digite outro email!',
    });
  });

  it('gives the seller back only to the same request repeated; other data under the e-mail is 409', async () => {
    const email = freshEmail('repetido');
    const first = { name: 'Rita Repetida', email, phone: '(11) 9 4444-3333', host: HOST };
    const created = await api(tokens.resale, 'POST', '/seller', first);
    expect(created.status).toBe(201);

    const retried = await api(tokens.resale, 'POST', '/seller', { ...first, email: email.toUpperCase() });
    const otherName = await api(tokens.resale, 'POST', '/seller', { ...first, name: 'Rita Outra' });
    const otherPhone = await api(tokens.resale, 'POST', '/seller', { ...first, phone: '(11) 9 5555-3333' });

    expect(retried.status).toBe(201);
    expect(retried.body.data).toEqual(created.body.data);
    for (const refused of [otherName, otherPhone]) {
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'CONFLICT',
        message: 'O email fornecido já foi utilizado por outro usuário! Por favor, digite outro email!',
      });
    }
    const rows = await stack.db.query('SELECT name, phone FROM api.sellers WHERE lower(email) = lower($1)', [email]);
    expect(rows).toEqual([{ name: 'Rita Repetida', phone: '11944443333' }]);
  });

  it('answers 400 with the form messages', async () => {
    const res = await api(tokens.resale, 'POST', '/seller', { name: '', email: 'x@', phone: '(11) 4444', host: HOST });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      name: 'Verifique o nome digitado',
      email: 'Verifique o email digitado',
      phone: 'Verifique o telefone digitado',
    });
    expect(res.body.message).toBe('Verifique o nome digitado');
  });

  it('requires a mobile number: 11 digits, 15 characters once masked (spec section 5)', async () => {
    const email = freshEmail('fixo');
    const landline = await api(tokens.resale, 'POST', '/seller', { name: 'Fixo', email, phone: '(31) 3333-4444' });
    expect(landline.status).toBe(400);
    expect(landline.body.fields).toEqual({ phone: 'Verifique o telefone digitado' });
  });

  it('is for resales only (403 for the others)', async () => {
    for (const token of [tokens.representative, tokens.support, tokens.seller]) {
      const res = await api(token, 'POST', '/seller', { name: 'X', email: freshEmail('x'), phone: '11944443333' });
      expect(res.status).toBe(403);
    }
  });
});

describe('seller lists', () => {
  let own: { id: string };
  let others: { id: string };
  beforeAll(async () => {
    own = await createSeller(tokens.resale, 'Zélia Própria');
    others = await createSeller(tokens.otherResale, 'Zélia Alheia');
  });

  it('GET /seller/all lists only the caller sellers valid on the brand', async () => {
    const res = await api(tokens.resale, 'GET', '/seller/all?amount=99999&page=1&status=true');
    expect(res.status).toBe(200);
    const ids = res.body.result.map((s: { id: string }) => s.id);
    expect(ids).toEqual(expect.arrayContaining([own.id, demoAccounts.seller.id]));
    expect(ids).not.toContain(others.id);
    expect(Object.keys(res.body.result[0]).sort()).toEqual([
      'active',
      'createdAt',
      'email',
      'id',
      'name',
      'phone',
      'role',
    ]);
    expect(new Set(res.body.result.map((s: { role: string }) => s.role))).toEqual(new Set(['SELLER']));
    expect(res.body).toMatchObject({ total: ids.length, page: 1, amount: 99999, quantityPage: 1 });
    for (const token of [tokens.representative, tokens.support, tokens.seller]) {
      expect((await api(token, 'GET', '/seller/all')).status).toBe(403);
    }
  });

  it('GET /representative/all lists the brand users (resale accounts and sellers, with their role)', async () => {
    for (const token of [tokens.representative, tokens.support]) {
      const res = await api(token, 'GET', `/representative/all?amount=99999&page=1&status=true&brand=${DEFAULT_BRAND}`);
      expect(res.status).toBe(200);
      const roleOf = new Map(res.body.result.map((s: { id: string; role: string }) => [s.id, s.role]));
      expect(roleOf.get(own.id)).toBe('SELLER');
      expect(roleOf.get(others.id)).toBe('SELLER');
      expect(roleOf.get(demoAccounts.seller.id)).toBe('SELLER');
      expect(roleOf.get(demoAccounts.resale.id)).toBe('RESALE');
      expect(roleOf.get(otherResaleId)).toBe('RESALE');
      // One row per user, and the total counts them all.
      expect(roleOf.size).toBe(res.body.result.length);
      expect(res.body.total).toBe(res.body.result.length);
      // A representative or support account is no user of the list.
      expect(roleOf.has(demoAccounts.representative.id)).toBe(false);
    }
    const named = await api(
      tokens.representative,
      'GET',
      `/seller/name?amount=10&page=1&name=${encodeURIComponent('Otávio')}`,
    );
    expect(named.body.data).toContainEqual(expect.objectContaining({ id: otherResaleId, role: 'RESALE' }));
    expect((await api(tokens.representative, 'GET', '/representative/all?brand=yep')).status).toBe(403);
    expect((await api(tokens.resale, 'GET', '/representative/all')).status).toBe(403);
    expect((await api(tokens.seller, 'GET', '/representative/all')).status).toBe(403);
  });

  it('GET /seller/name searches by part of the name, case-insensitive, within the caller scope', async () => {
    const asRep = await api(tokens.representative, 'GET', '/seller/name?amount=10&page=1&name=zÉLIA&brand=scanora');
    expect(asRep.status).toBe(200);
    expect(asRep.body.data.map((s: { name: string }) => s.name).sort()).toEqual(['Zélia Alheia', 'Zélia Própria']);
    expect(asRep.body).toMatchObject({ total: 2, quantityPage: 1 });
    const asResale = await api(tokens.resale, 'GET', '/seller/name?name=zélia');
    expect(asResale.body.data.map((s: { name: string }) => s.name)).toEqual(['Zélia Própria']);
    expect((await api(tokens.seller, 'GET', '/seller/name?name=z')).status).toBe(403);
    expect((await api(tokens.representative, 'GET', '/seller/name?name=z&brand=yep')).status).toBe(403);
  });
});

describe('PATCH /seller/inative/{id}', () => {
  it('deactivates an own seller, who loses access at once; repeating succeeds', async () => {
    const seller = await createSeller(tokens.resale, 'Saulo Saindo');
    const session = await activateSession(seller.email);
    const sellerToken = session.access_token;
    expect((await api(sellerToken, 'GET', '/auth/payload')).status).toBe(200);
    const before = await api(tokens.resale, 'GET', '/seller/name?amount=99999&page=1&name=Saulo');
    expect(before.body.data.map((s: { id: string }) => s.id)).toContain(seller.id);

    const res = await api(tokens.resale, 'PATCH', `/seller/inative/${seller.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Usuário deletado com sucesso' });
    expect((await api(sellerToken, 'GET', '/auth/payload')).status).toBe(401);
    const refresh = await call(stack.authUrl, 'GET', `/${DEFAULT_BRAND}/auth/refresh_token`, {
      token: session.refresh_token,
    });
    expect(refresh.status).toBe(401);
    await expect(login(stack.authUrl, seller.email, DEFAULT_BRAND, 'Senha@2026')).rejects.toThrow();

    const active = await api(tokens.resale, 'GET', '/seller/all?amount=99999&status=true');
    expect(active.body.result.some((s: { id: string }) => s.id === seller.id)).toBe(false);
    // The name search has no status parameter: it never brings a deactivated seller back, for any role.
    for (const token of [tokens.resale, tokens.representative, tokens.support]) {
      const named = await api(token, 'GET', '/seller/name?amount=99999&page=1&name=Saulo');
      expect(named.status).toBe(200);
      expect(named.body.data.some((s: { id: string }) => s.id === seller.id)).toBe(false);
    }
    const brandUsers = await api(tokens.representative, 'GET', '/representative/all?amount=99999&status=true');
    expect(brandUsers.body.result.some((s: { id: string }) => s.id === seller.id)).toBe(false);
    const all = await api(tokens.resale, 'GET', '/seller/all?amount=99999');
    expect(all.body.result.find((s: { id: string }) => s.id === seller.id)?.active).toBe(false);

    expect((await api(tokens.resale, 'PATCH', `/seller/inative/${seller.id}`)).status).toBe(200);
    const history = await stack.db.query<{ modifications: unknown }>(
      `SELECT modifications FROM api.history WHERE type_id = $1 AND action_type = 'update' ORDER BY created_at`,
      [seller.id],
    );
    // Setting the first password is recorded too; deactivating twice records one change only.
    expect(history).toEqual([
      { modifications: [{ attribute: 'password', oldValue: null, newValue: null }] },
      { modifications: [{ attribute: 'active', oldValue: 'true', newValue: 'false' }] },
    ]);
  });

  it('cannot reach another resale seller (404), nor be used by other roles (403)', async () => {
    const others = await createSeller(tokens.otherResale, 'Alheio');
    expect((await api(tokens.resale, 'PATCH', `/seller/inative/${others.id}`)).status).toBe(404);
    expect((await api(tokens.otherResale, 'PATCH', `/seller/inative/${demoAccounts.seller.id}`)).status).toBe(404);
    expect((await api(tokens.resale, 'PATCH', `/seller/inative/${crypto.randomUUID()}`)).status).toBe(404);
    for (const token of [tokens.representative, tokens.support, tokens.seller]) {
      expect((await api(token, 'PATCH', `/seller/inative/${others.id}`)).status).toBe(403);
    }
    const [row] = await stack.db.query<{ active: boolean }>('SELECT active FROM api.sellers WHERE id = $1', [
      others.id,
    ]);
    expect(row.active).toBe(true);
  });
});

describe('a deleted seller re-added by its reseller (design section 4, Accounts)', () => {
  const REACTIVATED = 'Vendedor reativado com sucesso. Ele receberá um email para criar uma nova senha.';
  const EMAIL_IN_USE = 'O email fornecido já foi utilizado por outro usuário! Por favor, digite outro email!';
  const addSeller = (token: string, body: { name: string; email: string; phone: string }) =>
    api(token, 'POST', '/seller', { ...body, host: HOST });
  /** A person takes more than the second of the deletion to come back: the deletion's revocation covers that second. */
  const aMinuteLater = () => {
    const clock = stack.clock as ManualClock;
    clock.set(new Date(clock.now().getTime() + 60_000));
  };
  const deleteSeller = async (token: string, id: string) => {
    expect((await api(token, 'PATCH', `/seller/inative/${id}`)).status).toBe(200);
    aMinuteLater();
  };

  it('is the same user, active again with the new name and phone, its opportunities kept; the old password is void', async () => {
    const seller = await createSeller(tokens.resale, 'Vera Volta');
    const session = await activateSession(seller.email, 'Antiga@2026');
    const opportunity = await api(session.access_token, 'POST', '/opportunity/create', opportunityPayload());
    expect(opportunity.status).toBe(201);
    await deleteSeller(tokens.resale, seller.id);

    const res = await addSeller(tokens.resale, {
      name: 'Vera Voltou',
      email: seller.email.toUpperCase(),
      phone: '(11) 9 7777-6666',
    });

    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: REACTIVATED,
      reactivated: true,
      data: { id: seller.id, name: 'Vera Voltou', email: seller.email, phone: '11977776666', active: true },
    });
    const rows = await stack.db.query('SELECT id, name, phone, active FROM api.sellers WHERE lower(email) = $1', [
      seller.email,
    ]);
    expect(rows).toEqual([{ id: seller.id, name: 'Vera Voltou', phone: '11977776666', active: true }]);
    // Nothing of the old access opens it: its password, its refresh token.
    await expect(login(stack.authUrl, seller.email, DEFAULT_BRAND, 'Antiga@2026')).rejects.toThrow();
    const refresh = await call(stack.authUrl, 'GET', `/${DEFAULT_BRAND}/auth/refresh_token`, {
      token: session.refresh_token,
    });
    expect(refresh.status).toBe(401);
    // The new link sets a new password; the seller is the same person, and finds its opportunity.
    const back = await activateSession(seller.email, 'Nova@2026x');
    expect((await api(back.access_token, 'GET', '/auth/payload')).body.payload).toMatchObject({
      id: seller.id,
      name: 'Vera Voltou',
    });
    const detail = await api(back.access_token, 'GET', `/opportunity/id/${opportunity.body.data.id}`);
    expect(detail.status).toBe(200);
    const listed = await api(tokens.resale, 'GET', '/seller/all?amount=99999&page=1&status=true');
    expect(listed.body.result.filter((s: { id: string }) => s.id === seller.id)).toHaveLength(1);
    const history = await stack.db.query<{ modifications: unknown }>(
      `SELECT modifications FROM api.history WHERE type_id = $1 AND action_type = 'update' ORDER BY created_at, id`,
      [seller.id],
    );
    expect(history.map((h) => h.modifications)).toContainEqual([
      { attribute: 'active', oldValue: 'false', newValue: 'true' },
      { attribute: 'name', oldValue: 'Vera Volta', newValue: 'Vera Voltou' },
      { attribute: 'phone', oldValue: '11944443333', newValue: '11977776666' },
    ]);
  });

  it('stays a conflict for another reseller, deleted or not, and for a user of another role', async () => {
    const deleted = await createSeller(tokens.resale, 'Davi Deletado');
    await deleteSeller(tokens.resale, deleted.id);
    const active = await createSeller(tokens.resale, 'Ativo Alheio');
    for (const email of [deleted.email, active.email, demoAccounts.resale.email, demoAccounts.representative.email]) {
      const res = await addSeller(tokens.otherResale, { name: 'Tomado', email, phone: '11944443333' });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'CONFLICT', message: EMAIL_IN_USE });
    }
    const [row] = await stack.db.query<{ active: boolean; resale_user_id: string }>(
      'SELECT active, resale_user_id FROM api.sellers WHERE id = $1',
      [deleted.id],
    );
    expect(row).toEqual({ active: false, resale_user_id: demoAccounts.resale.id });
    const user = await call(stack.authUrl, 'GET', `/user/${deleted.id}`, {
      token: tokens.resale,
      brand: DEFAULT_BRAND,
    });
    expect(user.body).toMatchObject({ id: deleted.id });
  });

  it('two re-adds at once, or a re-add racing another reseller, give the e-mail one user and one working link', async () => {
    const seller = await createSeller(tokens.resale, 'Corrida Volta');
    await deleteSeller(tokens.resale, seller.id);
    const body = { name: 'Corrida Volta', email: seller.email, phone: '(11) 9 4444-3333' };

    const replies = await Promise.all([
      addSeller(tokens.resale, body),
      addSeller(tokens.resale, body),
      addSeller(tokens.otherResale, body),
    ]);

    const [first, second, other] = replies;
    expect(other.status).toBe(409);
    // The same request twice: one brings the seller back, the other waits for it (423) or finds it back (201).
    expect([first.status, second.status].sort()).toContainEqual(201);
    for (const r of [first, second]) {
      expect([201, 423]).toContain(r.status);
      if (r.status === 201) expect(r.body.data.id).toBe(seller.id);
    }
    const users = await stack.db.query('SELECT id FROM auth.users WHERE lower(email) = $1', [seller.email]);
    expect(users).toEqual([{ id: seller.id }]);
    const rows = await stack.db.query('SELECT id, active FROM api.sellers WHERE lower(email) = $1', [seller.email]);
    expect(rows).toEqual([{ id: seller.id, active: true }]);
    const invitations = await stack.db.query(
      `SELECT id FROM api.mail_outbox WHERE $1 = ANY(recipients) AND content LIKE '%reativou%'`,
      [seller.email],
    );
    expect(invitations).toHaveLength(1);
    const back = await activateSession(seller.email);
    expect((await api(back.access_token, 'GET', '/auth/payload')).body.payload.id).toBe(seller.id);
  });
});
