/**
 * The public mutations (sign-up, contact, password reset) and the error codes of the signed-in ones, through the
 * gateway on the real services: what a browser sends, what it gets back, and what the services recorded.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { brands } from '../../brands/brands.js';
import { COUNTRY } from '../../server/lib/input-rules.js';
import { type Browser, startGateway, type TestGateway } from '../fixtures/gateway.js';
import { CREATE_OPPORTUNITY, createOpportunityInput } from '../fixtures/gateway-inputs.js';
import { freshCnpj } from '../fixtures/opportunity.js';
import { demoAccounts } from '../fixtures/stack.js';

const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { viewer { id } } }';
const REGISTER = `mutation($input: RegisterResaleInput!) { registerResale(input: $input) { resaleId status message } }`;
const RESET = 'mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { sent } }';
const SET_PASSWORD =
  'mutation($input: SetPasswordWithTokenInput!) { setPasswordWithToken(input: $input) { passwordSet } }';
const scanora = brands.find((b) => b.slug === 'scanora')!;

let g: TestGateway;
let resale: Browser;
let representative: Browser;

beforeAll(async () => {
  g = await startGateway();
  resale = (await g.logIn(demoAccounts.resale.email)).browser;
  representative = (await g.logIn(demoAccounts.representative.email)).browser;
});
afterAll(async () => {
  await g?.stop();
});

describe('public mutations', () => {
  const signup = (email: string) => ({
    email,
    phone: '(31) 98765-4321',
    contactName: 'Carla Nunes',
    cnpj: freshCnpj(),
    fantasyName: 'Nova Automação',
    corporateName: 'Nova Automação Comercial Ltda',
    street: 'Avenida Afonso Pena, 1000',
    state: 'MG',
    cep: '30130-005',
    city: 'Belo Horizonte',
  });

  test('registerResale: a sign-up in analysis; the same e-mail again is BAD_USER_INPUT on fields.email', async () => {
    const first = await g.browser().gql(REGISTER, { input: signup('nova.revenda@example.com') });
    const again = await g.browser().gql(REGISTER, { input: signup('Nova.Revenda@example.com') });

    expect(first.errors).toBeUndefined();
    expect(first.data.registerResale).toEqual({
      resaleId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 'ANALYSIS',
      message: 'Revenda cadastrada com sucesso',
    });
    const [row] = await g.stack.db.query<{ status: string; country: string; brand: string }>(
      'SELECT status, country, brand FROM api.resales WHERE id = $1',
      [first.data.registerResale.resaleId],
    );
    expect(row).toEqual({ status: 'analysis', country: COUNTRY, brand: 'scanora' });
    expect(again.errors?.[0]).toMatchObject({
      message: 'Email ou Doc já existente',
      extensions: { code: 'BAD_USER_INPUT', fields: { email: 'Já existe uma revenda registrada nesse email' } },
    });
  });

  test('registerResale requires the corporate name, in its type as in its answer', async () => {
    const described = await g
      .browser()
      .gql('{ __type(name: "RegisterResaleInput") { inputFields { name type { kind ofType { name } } } } }');
    const { corporateName: _omitted, ...withoutName } = signup('sem.razao@example.com');
    const omitted = await g.browser().gql(REGISTER, { input: withoutName });
    const empty = await g.browser().gql(REGISTER, { input: { ...withoutName, corporateName: ' ', cnpj: '1' } });

    const field = described.data.__type.inputFields.find((f: { name: string }) => f.name === 'corporateName');
    expect(field.type).toEqual({ kind: 'NON_NULL', ofType: { name: 'String' } });
    expect(omitted.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { corporateName: '*Campo Obrigatório' },
    });
    // Sent but empty, it is reported with every other wrong field.
    expect(empty.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { corporateName: expect.stringMatching(/campo obrigatório/i), cnpj: expect.any(String) },
    });
  });

  test('sendContact mails the form to the brand’s contact address', async () => {
    const reply = await g
      .browser()
      .gql('mutation($input: SendContactInput!) { sendContact(input: $input) { message } }', {
        input: {
          fullName: 'Rita Campos',
          email: 'rita@cliente.com.br',
          title: 'Dúvida sobre o portal',
          description: 'Como registro uma oportunidade de renovação?',
        },
      });

    expect(reply.errors).toBeUndefined();
    expect(reply.data.sendContact.message).toBe('Email enviado com sucesso!');
    const mails = await g.stack.db.query<{ content: string }>(
      `SELECT content FROM api.mail_outbox WHERE kind = 'contact-form' AND $1 = ANY(recipients)`,
      [scanora.contactEmail],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].content).toContain('Como registro uma oportunidade de renovação?');
  });

  test('requestPasswordReset e-mails a link whose token setPasswordWithToken redeems once', async () => {
    const email = demoAccounts.seller.email;
    const asked = await g.browser().gql(RESET, { input: { email } });
    const [mail] = await g.stack.db.query<{ content: string }>(
      `SELECT content FROM api.mail_outbox WHERE kind = 'password-reset' AND $1 = ANY(recipients)
       ORDER BY created_at DESC LIMIT 1`,
      [email],
    );
    const token = decodeURIComponent(/[?&]token=([^"&<\s]+)/.exec(mail?.content ?? '')?.[1] ?? '');

    const set = await g.browser().gql(SET_PASSWORD, { input: { token, password: 'Nova@Senha1' } });
    const reused = await g.browser().gql(SET_PASSWORD, { input: { token, password: 'Outra@Senha2' } });
    const withNew = await g.logIn(email, { password: 'Nova@Senha1' });
    const withOld = await g.logIn(email);

    expect(asked.errors).toBeUndefined();
    expect(asked.data.requestPasswordReset).toEqual({ sent: true });
    expect(token.length).toBeGreaterThan(20);
    expect(set.errors).toBeUndefined();
    expect(set.data.setPasswordWithToken).toEqual({ passwordSet: true });
    expect(reused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(withNew.reply.errors).toBeUndefined();
    expect(withOld.reply.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  test('requestPasswordReset for an unknown e-mail is NOT_FOUND', async () => {
    const reply = await g.browser().gql(RESET, { input: { email: 'ninguem@demo.com.br' } });

    expect(reply.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  test('login with an empty field is BAD_USER_INPUT naming it', async () => {
    const reply = await g.browser().gql(LOGIN, { input: { username: '  ', password: 'x', keepConnected: true } });

    expect(reply.errors?.[0]).toMatchObject({
      message: 'Informe o usuário e a senha',
      extensions: { code: 'BAD_USER_INPUT', fields: { username: '*Campo Obrigatório' } },
    });
  });
});

describe('error codes of the signed-in mutations', () => {
  test('createSeller with an e-mail already in use is CONFLICT', async () => {
    const reply = await resale.gql(
      'mutation($input: CreateSellerInput!) { createSeller(input: $input) { seller { id } } }',
      { input: { name: 'Outro Vendedor', email: demoAccounts.representative.email, phone: '31987654321' } },
    );

    expect(reply.errors?.[0]).toMatchObject({
      message: 'O email fornecido já foi utilizado por outro usuário! Por favor, digite outro email!',
      extensions: { code: 'CONFLICT' },
    });
  });

  test('updateOpportunity with neither a name nor a probability is BAD_USER_INPUT with both fields', async () => {
    const start = g.calls.length;

    const reply = await representative.gql(
      'mutation($input: UpdateOpportunityInput!) { updateOpportunity(input: $input) { opportunity { id } } }',
      { input: { id: '00000000-0000-4000-8000-00000000abcd' } },
    );

    expect(reply.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { name: expect.any(String), probabilityClosing: expect.any(String) },
    });
    expect(g.calls.slice(start).filter((c) => c.url.pathname.includes('opportunit'))).toEqual([]);
  });

  test('approving an opportunity whose CRM seller does not exist is CRM_NOT_FOUND; it stays in analysis', async () => {
    // Known to the CRM at registration (an unknown seller is refused then), gone from it before the approval.
    const gone = '005NAOEXISTE0000';
    await g.stack.db.query(`INSERT INTO api.crm_sellers (user_id, brand, name) VALUES ($1, 'scanora', 'Fantasma')`, [
      gone,
    ]);
    const created = await resale.gql(CREATE_OPPORTUNITY, {
      i: createOpportunityInput({
        fantasyName: 'Cliente CRM',
        corporateName: 'Cliente CRM Ltda',
        seller: 'Vendedor Fantasma',
        sellerSalesforceId: '005NAOEXISTE0000',
      }),
    });
    expect(created.errors).toBeUndefined();
    const id = created.data.createOpportunity.opportunity.id;
    await g.stack.db.query('UPDATE api.crm_sellers SET active = false WHERE user_id = $1', [gone]);

    const approved = await representative.gql(
      'mutation($i: ApproveOpportunityInput!) { approveOpportunity(input: $i) { opportunity { id } } }',
      { i: { id, name: 'Oportunidade Cliente CRM' } },
    );
    const after = await representative.gql('query($id: ID!) { opportunity(id: $id) { status register } }', { id });

    expect(approved.errors?.[0].extensions?.code).toBe('CRM_NOT_FOUND');
    expect(after.data.opportunity).toEqual({ status: 'ANALYSIS', register: null });
  });
});

describe('createOpportunity answers from the creation’s reply', () => {
  const create = (selection: string) =>
    resale.gql(
      `mutation($i: CreateOpportunityInput!) { createOpportunity(input: $i) { opportunity { ${selection} } message } }`,
      { i: createOpportunityInput({ cnpj: freshCnpj() }) },
    );
  const detailsCalls = (from: number) =>
    g.calls.slice(from).filter((c) => c.method === undefined || c.method === 'GET').length;

  test('the form’s fields (id, status, name) cost no second call, and match what the details read', async () => {
    const before = g.calls.length;
    const reply = await create('__typename id status name estimated ... on Opportunity { id }');
    expect(reply.errors).toBeUndefined();
    const created = reply.data.createOpportunity;
    expect(created.message).toBe('Oportunidade cadastrada com sucesso');
    expect(detailsCalls(before)).toBe(0);

    const read = await resale.gql('query($id: ID!) { opportunity(id: $id) { __typename id status name estimated } }', {
      id: created.opportunity.id,
    });
    expect(created.opportunity).toEqual(read.data.opportunity);
    expect(created.opportunity.status).toBe('ANALYSIS');
  });

  test('any other field reads the new opportunity back', async () => {
    const before = g.calls.length;
    const reply = await create('id status cnpj fantasyName');
    expect(reply.errors).toBeUndefined();
    expect(detailsCalls(before)).toBe(1);
    expect(reply.data.createOpportunity.opportunity.fantasyName).toBeTruthy();
  });
});
