/**
 * Reseller sign-ups end to end: self-registration (validation, duplicates, races, rate limit), the representatives'
 * list with its filters and brand isolation, one sign-up, and the decision (approve creates a working login, reject
 * mails why; both answer the sign-up as decided).
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskCnpj, withCheckDigits } from '../../server/lib/cnpj.js';
import { call, login } from '../fixtures/http.js';
import { freshCnpj } from '../fixtures/opportunity.js';
import { freshEmail, resaleSignupPayload as signupBody } from '../fixtures/resale.js';
import { DEFAULT_BRAND, demoAccounts, type Stack, startStack } from '../fixtures/stack.js';
import { loginAll, type Tokens } from './opportunities-fixture.js';

let stack: Stack;
const tokens = {} as Tokens & Record<'yepRep', string>;

/** Each sign-up comes from its own address unless told otherwise, so the per-IP limit stays out of the way. */
const freshIp = () => `10.${crypto.randomInt(0, 255)}.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 254)}`;

const signup = (body: Record<string, unknown>, opts: { ip?: string; brand?: string } = {}) =>
  call(stack.apiUrl, 'POST', '/register/resale', {
    body,
    brand: opts.brand,
    headers: { 'x-forwarded-for': opts.ip ?? freshIp() },
  });

const api = (token: string, method: string, path: string, body?: unknown, brand = DEFAULT_BRAND) =>
  call(stack.apiUrl, method, path, { token, brand, body });

async function mailsTo(email: string) {
  return stack.db.query<{ kind: string; content: string; brand: string }>(
    'SELECT kind, content, brand FROM api.mail_outbox WHERE $1 = ANY(recipients) ORDER BY created_at',
    [email],
  );
}

const tokenIn = (content: string) => decodeURIComponent(/[?&]token=([^"&<\s]+)/.exec(content)?.[1] ?? '');

beforeAll(async () => {
  stack = await startStack();
  Object.assign(tokens, await loginAll(stack));
  tokens.yepRep = (await login(stack.authUrl, demoAccounts.representative.email, 'yep')).access_token;
});

afterAll(() => stack?.stop());

describe('POST /register/resale', () => {
  it('registers a sign-up in analysis with its history and both notifications', async () => {
    const body = signupBody({ fantasyName: '', cep: 1305000 });
    const res = await signup(body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: 'Revenda cadastrada com sucesso',
      data: { id: expect.any(String), status: 'analysis' },
    });

    const [row] = await stack.db.query<Record<string, unknown>>('SELECT * FROM api.resales WHERE id = $1', [
      res.body.data.id,
    ]);
    expect(row).toMatchObject({
      brand: 'scanora',
      status: 'analysis',
      phone: '11987654321',
      cep: '01305000',
      fantasy_name: 'N/C',
    });
    const history = await stack.db.query<Record<string, unknown>>('SELECT * FROM api.history WHERE type_id = $1', [
      res.body.data.id,
    ]);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ type: 'resale', action_type: 'create', user_id: null, username: 'Paula Souza' });

    expect((await mailsTo(body.email)).map((m) => m.kind)).toEqual(['resale-signup-received']);
    // The representatives' notice names their role; the dispatcher asks who holds it when it sends.
    const [notice] = await stack.db.query<{ content: string; recipient_role: string; brand: string }>(
      `SELECT content, recipient_role, brand FROM api.mail_outbox
        WHERE kind = 'resale-signup-representatives' AND content LIKE $1`,
      [`%${body.email}%`],
    );
    expect(notice).toMatchObject({ recipient_role: 'REPRESENTATIVE', brand: 'scanora' });
    expect(notice.content).toContain('Paula Souza Comércio Ltda');
  });

  it('takes the brand from the company header when the body has none, and 400 for an unknown brand', async () => {
    const fromHeader = await signup(signupBody({ brand: undefined }), { brand: 'yep' });
    expect(fromHeader.status).toBe(201);
    const [row] = await stack.db.query<{ brand: string }>('SELECT brand FROM api.resales WHERE id = $1', [
      fromHeader.body.data.id,
    ]);
    expect(row.brand).toBe('yep');
    expect((await signup(signupBody({ brand: 'nenhuma' }))).status).toBe(400);
  });

  it('accepts an alphanumeric CNPJ, masked', async () => {
    const res = await signup(signupBody({ cnpj: maskCnpj(withCheckDigits('12ABC34501DE')) }));
    expect(res.status).toBe(201);
    const [row] = await stack.db.query<{ cnpj: string }>('SELECT cnpj FROM api.resales WHERE id = $1', [
      res.body.data.id,
    ]);
    expect(row.cnpj).toBe(withCheckDigits('12ABC34501DE'));
  });

  it('requires a mobile number: area code plus 5 and 4 digits (spec section 5)', async () => {
    const res = await signup(signupBody({ phone: '(31) 3333-4444' }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ phone: 'Verifique o telefone digitado' });
  });

  it('refuses invalid fields with 400 and a message per field', async () => {
    const res = await signup(
      signupBody({
        email: 'sem-arroba',
        phone: '1234',
        contactName: ' ',
        cnpj: '11.111.111/1111-11',
        corporateName: '',
        cep: '123',
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      email: 'Verifique o email digitado',
      phone: 'Verifique o telefone digitado',
      contactName: 'Campo obrigatório',
      cnpj: 'Verifique o cnpj digitado',
      corporateName: 'Campo obrigatório',
      cep: 'Verifique o CEP',
    });
  });

  it('refuses an e-mail or CNPJ already registered on the brand, or an e-mail that is an account', async () => {
    const first = signupBody();
    expect((await signup(first)).status).toBe(201);

    const sameEmail = await signup(signupBody({ email: first.email.toUpperCase() }));
    expect(sameEmail.status).toBe(400);
    expect(sameEmail.body).toMatchObject({
      code: 'ALREADY_REGISTERED',
      message: 'Email ou Doc já existente',
      fields: { email: 'Já existe uma revenda registrada nesse email' },
    });
    const sameCnpj = await signup(signupBody({ cnpj: first.cnpj }));
    expect(sameCnpj.status).toBe(400);
    expect(Object.keys(sameCnpj.body.fields)).toEqual(['cnpj']);
    const account = await signup(signupBody({ email: demoAccounts.seller.email }));
    expect(account.status).toBe(400);
    expect(account.body.fields).toEqual({ email: 'Já existe uma revenda registrada nesse email' });

    // Another brand is another register.
    expect((await signup(signupBody({ email: first.email, cnpj: first.cnpj, brand: 'yep' }))).status).toBe(201);
  });

  it('lets exactly one of two simultaneous sign-ups with the same e-mail through', async () => {
    const email = freshEmail('corrida');
    const replies = await Promise.all([signup(signupBody({ email })), signup(signupBody({ email }))]);
    expect(replies.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(replies.find((r) => r.status === 400)?.body.code).toBe('ALREADY_REGISTERED');
  });

  it('allows 5 sign-ups per IP an hour, then 429 with Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await signup(signupBody(), { ip })).status).toBe(201);
    const refused = await signup(signupBody(), { ip });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Muitas solicitações. Tente novamente em instantes.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('GET /resale/all', () => {
  let analysisId: string;
  beforeAll(async () => {
    analysisId = (await signup(signupBody({ contactName: 'Lista Teste' }))).body.data.id;
  });

  it('lists the brand sign-ups newest first, in the list shape', async () => {
    const res = await api(tokens.representative, 'GET', '/resale/all?amount=3&page=1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, amount: 3, total: expect.any(Number), quantityPage: expect.any(Number) });
    expect(res.body.result).toHaveLength(3);
    expect(res.body.result[0].id).toBe(analysisId);
    expect(Object.keys(res.body.result[0]).sort()).toEqual(
      [
        'cep',
        'city',
        'cnpj',
        'contactName',
        'corporateName',
        'createdAt',
        'email',
        'fantasyName',
        'id',
        'phone',
        'reason',
        'state',
        'status',
        'street',
      ].sort(),
    );
    const dates = res.body.result.map((r: { createdAt: string }) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(res.body.quantityPage).toBe(Math.ceil(res.body.total / 3));
  });

  it('filters by status (list or comma form) and by creation day', async () => {
    const approved = await api(tokens.support, 'GET', '/resale/all?status[]=approved&amount=99999');
    expect(approved.status).toBe(200);
    expect(approved.body.result.every((r: { status: string }) => r.status === 'approved')).toBe(true);
    expect(approved.body.result.some((r: { id: string }) => r.id === analysisId)).toBe(false);

    const both = await api(tokens.representative, 'GET', '/resale/all?status=analysis,approved&amount=99999');
    expect(both.body.result.some((r: { id: string }) => r.id === analysisId)).toBe(true);

    const today = new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10);
    const day = await api(
      tokens.representative,
      'GET',
      `/resale/all?date[start]=${today}&date[end]=${today}&amount=99999`,
    );
    expect(day.body.result.some((r: { id: string }) => r.id === analysisId)).toBe(true);
    const past = await api(tokens.representative, 'GET', '/resale/all?date=2020-01-01');
    expect(past.body.total).toBe(0);

    expect((await api(tokens.representative, 'GET', '/resale/all?status[]=pending')).status).toBe(400);
    expect((await api(tokens.representative, 'GET', '/resale/all?amount=0')).status).toBe(400);
    expect((await api(tokens.representative, 'GET', '/resale/all?date=ontem')).status).toBe(400);
  });

  it('refuses resales and sellers (403), another brand filter (403) and a token of another brand (403)', async () => {
    expect((await api(tokens.resale, 'GET', '/resale/all')).status).toBe(403);
    expect((await api(tokens.seller, 'GET', '/resale/all')).status).toBe(403);
    expect((await api(tokens.representative, 'GET', '/resale/all?brand=yep')).status).toBe(403);
    expect((await api(tokens.yepRep, 'GET', '/resale/all', undefined, 'scanora')).status).toBe(403);
  });

  it('never shows a representative of another brand this brand sign-ups', async () => {
    const res = await api(tokens.yepRep, 'GET', '/resale/all?amount=99999', undefined, 'yep');
    expect(res.status).toBe(200);
    expect(res.body.result.some((r: { id: string }) => r.id === analysisId)).toBe(false);
    const [{ n }] = await stack.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM api.resales WHERE brand = 'yep'`,
    );
    expect(res.body.total).toBe(n);
  });
});

describe('GET /resale/{id}', () => {
  let id: string;
  let body: ReturnType<typeof signupBody>;
  beforeAll(async () => {
    body = signupBody({ contactName: 'Detalhe Pereira' });
    id = (await signup(body)).body.data.id;
  });

  it('answers one sign-up of the brand in the list item shape, to representatives and support', async () => {
    const list = await api(tokens.representative, 'GET', '/resale/all?amount=99999');
    const listed = list.body.result.find((r: { id: string }) => r.id === id);
    for (const token of [tokens.representative, tokens.support]) {
      const res = await api(token, 'GET', `/resale/${id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: listed });
    }
    expect(listed).toMatchObject({
      status: 'analysis',
      email: body.email,
      contactName: 'Detalhe Pereira',
      phone: '11987654321',
      cep: '01305000',
      city: 'São Paulo',
      state: 'SP',
      street: 'Rua Augusta, 500',
      fantasyName: 'Loja da Paula',
      corporateName: 'Paula Souza Comércio Ltda',
      reason: null,
    });
  });

  it('shows a decision at once', async () => {
    const rejected = (await signup(signupBody())).body.data.id;
    await api(tokens.representative, 'PATCH', `/resale/update/${rejected}`, {
      status: 'disapproved',
      reason: 'Sem CNAE',
    });
    const res = await api(tokens.support, 'GET', `/resale/${rejected}`);
    expect(res.body.data).toMatchObject({ status: 'disapproved', reason: 'Sem CNAE' });
  });

  it('answers 404 for another brand’s sign-up or an unknown id; 403 to resales and sellers; 401 anonymous', async () => {
    const yep = await api(tokens.yepRep, 'GET', `/resale/${id}`, undefined, 'yep');
    expect(yep.status).toBe(404);
    expect(yep.body.message).toBe('Revenda não encontrada');
    expect((await api(tokens.representative, 'GET', `/resale/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await api(tokens.representative, 'GET', '/resale/nao-e-id')).status).toBe(404);
    for (const token of [tokens.resale, tokens.seller]) {
      expect((await api(token, 'GET', `/resale/${id}`)).status).toBe(403);
    }
    // A token of one brand never reads through another brand's header.
    expect((await api(tokens.yepRep, 'GET', `/resale/${id}`)).status).toBe(403);
    expect((await call(stack.apiUrl, 'GET', `/resale/${id}`)).status).toBe(401);
  });
});

describe('PATCH /resale/update/{id}', () => {
  it('approves: creates the RESALE login, mails the set-password link, and a second decision gets 423', async () => {
    const body = signupBody({ contactName: 'Aprovada Silva' });
    const id = (await signup(body)).body.data.id;
    const res = await api(tokens.representative, 'PATCH', `/resale/update/${id}`, {
      status: 'approved',
      reason: '',
      host: 'http://scanora.localhost:4000',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: 'Revenda aprovada com sucesso',
      data: expect.objectContaining({ id, status: 'approved', contactName: 'Aprovada Silva', reason: null }),
    });

    const [row] = await stack.db.query<{ status: string; owner_user_id: string; decided_by: string }>(
      'SELECT status, owner_user_id, decided_by FROM api.resales WHERE id = $1',
      [id],
    );
    expect(row).toMatchObject({ status: 'approved', decided_by: demoAccounts.representative.id });
    const roles = await api(tokens.representative, 'GET', `/user/${row.owner_user_id}/role`);
    expect(roles.body.roles).toEqual([{ name: 'RESALE', data: { brand: 'scanora' } }]);

    const mail = (await mailsTo(body.email)).find((m) => m.kind === 'resale-approved');
    expect(mail?.content).toContain('http://scanora.localhost:4000/recovery-password?token=');
    const set = await call(stack.apiUrl, 'POST', '/auth/reset_password/confirm', {
      body: { token: tokenIn(mail!.content), password: 'Revenda@2026' },
    });
    expect(set.status).toBe(204);
    await expect(login(stack.authUrl, body.email, 'scanora', 'Revenda@2026')).resolves.toHaveProperty('access_token');
    await expect(login(stack.authUrl, body.email, 'yep', 'Revenda@2026')).rejects.toThrow(/401/);

    const history = await api(tokens.representative, 'GET', `/history/getByTypeId?typeId=${id}`);
    expect(history.body.result[0]).toMatchObject({
      actionType: 'update',
      modifications: [{ attribute: 'status', oldValue: 'analysis', newValue: 'approved' }],
      username: demoAccounts.representative.name,
    });

    const again = await api(tokens.representative, 'PATCH', `/resale/update/${id}`, {
      status: 'disapproved',
      reason: 'x',
    });
    expect(again.status).toBe(423);
    expect(again.body.message).toBe('A revenda não está em análise.');
  });

  it('adds the role to an existing account when the same applicant is approved on a second brand', async () => {
    const body = signupBody();
    const scanora = (await signup(body)).body.data.id;
    const yep = (await signup({ ...body, brand: 'yep' })).body.data.id;
    expect(
      (await api(tokens.representative, 'PATCH', `/resale/update/${scanora}`, { status: 'approved' })).status,
    ).toBe(201);
    expect((await api(tokens.yepRep, 'PATCH', `/resale/update/${yep}`, { status: 'approved' }, 'yep')).status).toBe(
      201,
    );
    const owners = await stack.db.query<{ owner_user_id: string }>(
      'SELECT DISTINCT owner_user_id FROM api.resales WHERE id = ANY($1::uuid[])',
      [[scanora, yep]],
    );
    expect(owners).toHaveLength(1);
    const roles = await api(tokens.representative, 'GET', `/user/${owners[0].owner_user_id}/role`);
    expect(roles.body.roles).toEqual(
      expect.arrayContaining([
        { name: 'RESALE', data: { brand: 'scanora' } },
        { name: 'RESALE', data: { brand: 'yep' } },
      ]),
    );
  });

  it('lets a reseller approved on one brand sign up on another and log in there with the same password', async () => {
    const body = signupBody();
    const scanora = (await signup(body)).body.data.id;
    expect(
      (await api(tokens.representative, 'PATCH', `/resale/update/${scanora}`, { status: 'approved' })).status,
    ).toBe(201);
    const invite = (await mailsTo(body.email)).find((m) => m.kind === 'resale-approved');
    const confirm = await call(stack.apiUrl, 'POST', '/auth/reset_password/confirm', {
      body: { token: tokenIn(invite?.content ?? ''), password: 'Revenda@2026' },
    });
    expect(confirm.status).toBe(204);
    await expect(login(stack.authUrl, body.email, 'yep', 'Revenda@2026')).rejects.toThrow(/401/);

    const second = await signup({ ...body, brand: 'yep' });
    expect(second.status).toBe(201);
    // Still one live sign-up per brand, and an account that is not only a reseller's cannot sign up at all.
    expect((await signup({ ...body, brand: 'yep', cnpj: freshCnpj() })).status).toBe(400);
    expect((await signup(signupBody({ email: demoAccounts.representative.email, brand: 'yep' }))).status).toBe(400);

    const approved = await api(
      tokens.yepRep,
      'PATCH',
      `/resale/update/${second.body.data.id}`,
      { status: 'approved' },
      'yep',
    );
    expect(approved.status).toBe(201);
    const { access_token } = await login(stack.authUrl, body.email, 'yep', 'Revenda@2026');
    const sellers = await call(stack.apiUrl, 'GET', '/seller/all', { token: access_token, brand: 'yep' });
    expect(sellers.status).toBe(200);
  });

  it('lets exactly one of two simultaneous approvals win', async () => {
    const body = signupBody();
    const id = (await signup(body)).body.data.id;
    const replies = await Promise.all([
      api(tokens.representative, 'PATCH', `/resale/update/${id}`, { status: 'approved' }),
      api(tokens.representative, 'PATCH', `/resale/update/${id}`, { status: 'approved' }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([201, 423]);
    expect((await mailsTo(body.email)).filter((m) => m.kind === 'resale-approved')).toHaveLength(1);

    const other = (await signup(signupBody())).body.data.id;
    const mixed = await Promise.all([
      api(tokens.representative, 'PATCH', `/resale/update/${other}`, { status: 'approved' }),
      api(tokens.representative, 'PATCH', `/resale/update/${other}`, { status: 'disapproved', reason: 'Duplicada' }),
    ]);
    expect(mixed.filter((r) => r.status === 423)).toHaveLength(1);
  });

  it('rejects with a required reason, stored and mailed', async () => {
    const body = signupBody();
    const id = (await signup(body)).body.data.id;
    const noReason = await api(tokens.representative, 'PATCH', `/resale/update/${id}`, {
      status: 'disapproved',
      reason: '  ',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields).toEqual({ reason: 'Campo obrigatório' });

    const res = await api(tokens.representative, 'PATCH', `/resale/update/${id}`, {
      status: 'disapproved',
      reason: 'CNPJ inativo na Receita',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Revenda reprovada com sucesso',
      data: expect.objectContaining({ id, status: 'disapproved', reason: 'CNPJ inativo na Receita' }),
    });
    const list = await api(tokens.representative, 'GET', '/resale/all?status[]=disapproved&amount=99999');
    expect(list.body.result.find((r: { id: string }) => r.id === id)).toMatchObject({
      status: 'disapproved',
      reason: 'CNPJ inativo na Receita',
    });
    const mail = (await mailsTo(body.email)).find((m) => m.kind === 'resale-rejected');
    expect(mail?.content).toContain('CNPJ inativo na Receita');

    // A rejected applicant may apply again with the same e-mail and CNPJ.
    expect((await signup({ ...body })).status).toBe(201);
  });

  it('answers 400 for an unknown status, 404 for another brand or an unknown id, 403 for other roles', async () => {
    const id = (await signup(signupBody())).body.data.id;
    expect((await api(tokens.representative, 'PATCH', `/resale/update/${id}`, { status: 'analysis' })).status).toBe(
      400,
    );
    expect((await api(tokens.yepRep, 'PATCH', `/resale/update/${id}`, { status: 'approved' }, 'yep')).status).toBe(404);
    expect(
      (await api(tokens.representative, 'PATCH', `/resale/update/${crypto.randomUUID()}`, { status: 'approved' }))
        .status,
    ).toBe(404);
    expect((await api(tokens.representative, 'PATCH', '/resale/update/nao-e-id', { status: 'approved' })).status).toBe(
      404,
    );
    for (const token of [tokens.support, tokens.resale, tokens.seller]) {
      expect((await api(token, 'PATCH', `/resale/update/${id}`, { status: 'approved' })).status).toBe(403);
    }
    expect((await call(stack.apiUrl, 'PATCH', `/resale/update/${id}`, { body: { status: 'approved' } })).status).toBe(
      401,
    );
  });
});
