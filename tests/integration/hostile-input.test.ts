/**
 * Hostile input: NUL bytes, lone surrogates, huge lists and huge passwords are refused with a Portuguese
 * field message (400 on REST, BAD_USER_INPUT through GraphQL), never a server error, and nothing is stored. Bytes
 * that are not UTF-8 become U+FFFD before any validation, in every service and the gateway.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_LINES } from '../../server/lib/input-rules.js';
import { PASSWORD_TOO_LONG } from '../../server/lib/validation.js';
import { type Browser, startGateway, type TestGateway } from '../fixtures/gateway.js';
import { CREATE_OPPORTUNITY, createOpportunityInput } from '../fixtures/gateway-inputs.js';
import { call, login } from '../fixtures/http.js';
import { freshCnpj } from '../fixtures/opportunity.js';
import { freshEmail } from '../fixtures/resale.js';
import { DEFAULT_BRAND, demoAccounts } from '../fixtures/stack.js';
import { CRM_SELLER, ensureCrmSeller } from './opportunities-fixture.js';

const UPDATE_PASSWORD = 'mutation($input: UpdatePasswordInput!) { updatePassword(input: $input) { message } }';
const REGISTER = 'mutation($input: RegisterResaleInput!) { registerResale(input: $input) { resaleId } }';
const INVALID_CHARACTER = 'Texto com caractere inválido';

let g: TestGateway;
let seller: Browser;

beforeAll(async () => {
  g = await startGateway();
  seller = (await g.logIn(demoAccounts.seller.email)).browser;
});
afterAll(async () => {
  await g?.stop();
});

const opportunityCount = async () =>
  Number((await g.stack.db.query<{ n: string }>('SELECT count(*) AS n FROM api.opportunities'))[0].n);

describe('NUL bytes and lone surrogates', () => {
  it.each([
    ['a NUL byte', 'Coletor\u0000'],
    ['a lone high surrogate', 'Coletor \ud800'],
    ['a lone low surrogate', '\udc00 Coletor'],
  ])('refuses %s in a product line through GraphQL with the field of the input, and stores nothing', async (_, bad) => {
    const before = await opportunityCount();
    const reply = await seller.gql(CREATE_OPPORTUNITY, {
      i: createOpportunityInput({ products: [{ partNumber: 'CT40', description: bad, amount: 2, price: 1500 }] }),
    });
    expect(reply.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(reply.errors?.[0].extensions?.fields).toEqual({ 'products.0.description': INVALID_CHARACTER });
    expect(await opportunityCount()).toBe(before);
  });

  it('keeps a well-formed surrogate pair (an emoji) as it is', async () => {
    const reply = await seller.gql(CREATE_OPPORTUNITY, { i: createOpportunityInput({ contact: 'Marta 😀' }) });
    expect(reply.errors).toBeUndefined();
  });

  it('refuses a NUL byte written in the document itself', async () => {
    const reply = await g
      .browser()
      .gql('mutation { login(input: { username: "a\\u0000@b.com.br", password: "x" }) { viewer { id } } }');
    expect(reply.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(reply.errors?.[0].extensions?.fields).toEqual({ username: INVALID_CHARACTER });
  });

  it('refuses them on REST in every service, body or query string, with the field (400, never 500)', async () => {
    const tokens = await login(g.stack.authUrl, demoAccounts.representative.email);
    const opts = { token: tokens.access_token, brand: DEFAULT_BRAND };
    const body = await call(g.stack.apiUrl, 'POST', '/opportunity/create', {
      ...opts,
      body: { justification: 'x', projects: [{ application: 'a\u0000' }] },
    });
    expect(body.status).toBe(400);
    expect(body.body.fields).toEqual({ 'projects.0.application': INVALID_CHARACTER });
    const query = await call(g.stack.apiUrl, 'GET', '/opportunity/name?company=scanora&name=a%00b', opts);
    expect(query.status).toBe(400);
    expect(query.body.fields).toEqual({ name: INVALID_CHARACTER });
    const auth = await call(g.stack.authUrl, 'POST', '/internal/password-tokens/redeem', {
      body: { token: 'x', password: '\ud800Abc@1234' },
    });
    expect(auth.status).toBe(400);
    expect(auth.body.fields).toEqual({ password: INVALID_CHARACTER });
  });
});

describe('bytes that are not UTF-8 (0xC3 0x28, 0xFF)', () => {
  // "Dúvida " then an unfinished two-byte sequence and a byte that UTF-8 never uses.
  const BAD_BYTES = [0xc3, 0x28, 0xff];
  const REPLACED = 'Dúvida \ufffd(\ufffd';
  const bytes = (...parts: Array<string | number[] | Uint8Array>) =>
    Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : Buffer.from(p))));
  const escaped = BAD_BYTES.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
  let ip = 0;
  const post = (baseUrl: string, path: string, type: string, body: Buffer, headers: Record<string, string> = {}) =>
    fetch(new URL(path, baseUrl), {
      method: 'POST',
      // A fresh client address per call: the contact form is limited per address.
      headers: { 'content-type': type, 'x-forwarded-for': `10.9.8.${++ip}`, company: DEFAULT_BRAND, ...headers },
      body: new Uint8Array(body),
    });
  const contactSubjects = async (marker: string) =>
    (
      await g.stack.db.query<{ subject: string }>(
        `SELECT subject FROM api.mail_outbox WHERE kind = 'contact-form' AND content LIKE $1`,
        [`%${marker}%`],
      )
    ).map((r) => r.subject);
  /** The contact form with its title last, so that raw bytes can end it. */
  const contactForm = (marker: string, title: string) =>
    `fullName=Carla&email=carla%40cliente.com.br&description=${marker}&title=${title}`;

  it('in a form body, escaped or raw, become U+FFFD, in the API and the mailer alike', async () => {
    const form = 'application/x-www-form-urlencoded';
    const escapedForm = await post(
      g.stack.apiUrl,
      '/contact',
      form,
      bytes(contactForm('utf8-form-escaped', `D%C3%BAvida+${escaped}`)),
    );
    const rawForm = await post(
      g.stack.apiUrl,
      '/contact',
      form,
      bytes(contactForm('utf8-form-raw', 'D%C3%BAvida+'), BAD_BYTES),
    );
    const mailer = await post(
      g.stack.mailerUrl,
      '/mailer/outlook',
      form,
      bytes(`subject=D%C3%BAvida+${escaped}&content=utf8-mailer&to=carla%40cliente.com.br&domain=scanora`),
      { 'x-service-key': g.stack.config.serviceKey },
    );

    expect([escapedForm.status, rawForm.status, mailer.status]).toEqual([201, 201, 201]);
    expect(await contactSubjects('utf8-form-escaped')).toEqual([`Contato pelo portal: ${REPLACED}`]);
    expect(await contactSubjects('utf8-form-raw')).toEqual([`Contato pelo portal: ${REPLACED}`]);
    const [mailed] = await g.stack.db.query<{ subject: string }>(
      `SELECT subject FROM mailer.messages WHERE content = 'utf8-mailer'`,
    );
    expect(mailed.subject).toBe(REPLACED);
  });

  it('in a JSON body, on REST and through the gateway, become U+FFFD and are stored so', async () => {
    const json = (marker: string) =>
      bytes(
        `{"fullName":"Carla","email":"carla@cliente.com.br","description":"${marker}","title":"Dúvida `,
        BAD_BYTES,
        '"}',
      );
    const rest = await post(g.stack.apiUrl, '/contact', 'application/json', json('utf8-json-rest'));
    const gql = await g.browser().request('POST', '/graphql', {
      headers: { 'content-type': 'application/json' },
      body: bytes(
        '{"query":"mutation($i: SendContactInput!) { sendContact(input: $i) { message } }","variables":{"i":',
        json('utf8-json-gateway'),
        '}}',
      ),
    });

    expect(rest.status).toBe(201);
    expect(gql.status).toBe(200);
    expect(JSON.parse(gql.text).errors).toBeUndefined();
    expect(await contactSubjects('utf8-json-rest')).toEqual([`Contato pelo portal: ${REPLACED}`]);
    expect(await contactSubjects('utf8-json-gateway')).toEqual([`Contato pelo portal: ${REPLACED}`]);
  });

  it('in a query string: U+FFFD when escaped, a 400 when raw, never a server error', async () => {
    const tokens = await login(g.stack.authUrl, demoAccounts.representative.email);
    const opts = { token: tokens.access_token, brand: DEFAULT_BRAND };
    const escapedQuery = await call(g.stack.apiUrl, 'GET', `/opportunity/name?company=scanora&name=${escaped}`, opts);
    // Node's HTTP parser refuses raw bytes above 0x7F in the request line before any route.
    const rawQuery = await new Promise<number>((resolve, reject) => {
      const url = new URL(g.stack.apiUrl);
      const path = `/opportunity/name?company=scanora&name=${Buffer.from(BAD_BYTES).toString('latin1')}`;
      http
        .request({ host: url.hostname, port: url.port, path, headers: { authorization: `Bearer ${opts.token}` } })
        .on('response', (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
        .on('error', reject)
        .end();
    });

    expect(escapedQuery.status).toBe(200);
    expect(rawQuery).toBe(400);
  });
});

describe('product lines', () => {
  it(`caps the lines at 100 per opportunity with a Portuguese message on "products"`, async () => {
    const line = { partNumber: 'CT40', description: 'Coletor', amount: 1, price: 1 };
    const before = await opportunityCount();
    const many = await seller.gql(CREATE_OPPORTUNITY, {
      i: createOpportunityInput({ products: Array.from({ length: 10_000 }, () => line) }),
    });
    expect(many.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(many.errors?.[0].extensions?.fields).toMatchObject({ products: TOO_MANY_LINES });
    expect(await opportunityCount()).toBe(before);
    // The main API holds the same cap, and a body above its size limit is a client error, not a server one.
    const tokens = await login(g.stack.authUrl, demoAccounts.seller.email);
    const opts = { token: tokens.access_token, brand: DEFAULT_BRAND };
    const rest = await call(g.stack.apiUrl, 'POST', '/opportunity/create', {
      ...opts,
      body: { products: Array.from({ length: 101 }, () => line) },
    });
    expect(rest.status).toBe(400);
    expect(rest.body.fields.products).toBe(TOO_MANY_LINES);
    const huge = await call(g.stack.apiUrl, 'POST', '/opportunity/create', {
      ...opts,
      body: { justification: 'x'.repeat(2_000_000) },
    });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('Requisição grande demais');
    const hundred = await seller.gql(CREATE_OPPORTUNITY, {
      i: createOpportunityInput({ products: Array.from({ length: 100 }, () => line) }),
    });
    expect(hundred.errors).toBeUndefined();
  });
});

describe('free texts', () => {
  it('bounds the texts of the representative’s decisions with the field’s limit, in Portuguese', async () => {
    const representative = (await g.logIn(demoAccounts.representative.email)).browser;
    const [{ id }] = await g.stack.db.query<{ id: string }>(
      `SELECT id FROM api.opportunities WHERE brand = 'scanora' AND status = 'analysis' LIMIT 1`,
    );
    const reject = await representative.gql(
      'mutation($i: RejectOpportunityInput!) { rejectOpportunity(input: $i) { opportunity { id } } }',
      { i: { id, reason: 'x'.repeat(4001) } },
    );
    expect(reject.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(reject.errors?.[0].extensions?.fields).toEqual({ reason: 'Máximo de 4000 caracteres' });
    const approve = await representative.gql(
      'mutation($i: ApproveOpportunityInput!) { approveOpportunity(input: $i) { opportunity { id } } }',
      { i: { id, name: 'Nome\u0000' } },
    );
    expect(approve.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { name: INVALID_CHARACTER },
    });
    const [row] = await g.stack.db.query<{ status: string }>('SELECT status FROM api.opportunities WHERE id = $1', [
      id,
    ]);
    expect(row.status).toBe('analysis');
  });
});

describe('page addresses (host, redirect_url)', () => {
  const origin = 'http://scanora.localhost:4000';
  const tooLongUrl = `${origin}/recovery-password?x=${'a'.repeat(2048)}`;
  const tooLongHost = `${`${'a'.repeat(60)}.`.repeat(5)}com.br`;
  const outboxCount = async () =>
    Number((await g.stack.db.query<{ n: string }>('SELECT count(*) AS n FROM api.mail_outbox'))[0].n);

  it('refuses an over-long or malformed redirect_url of a password reset with the limit, and mails nothing', async () => {
    const before = await outboxCount();
    const reset = (redirect_url: string) =>
      call(g.stack.apiUrl, 'POST', '/auth/reset_password', {
        body: { company: DEFAULT_BRAND, email: demoAccounts.support.email, redirect_url },
      });

    const long = await reset(tooLongUrl);
    const longHost = await reset(`https://${tooLongHost}/recovery-password`);
    const script = await reset('javascript:alert(1)');
    const gateway = await g
      .browser()
      .gql('mutation($i: RequestPasswordResetInput!) { requestPasswordReset(input: $i) { sent } }', {
        i: { email: demoAccounts.support.email, redirectUrl: tooLongUrl },
      });

    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({
      message: 'Endereço com no máximo 2048 caracteres',
      fields: { redirect_url: 'Endereço com no máximo 2048 caracteres' },
    });
    expect(longHost.body.fields).toEqual({ redirect_url: 'Nome de host com no máximo 253 caracteres' });
    expect(script.body.fields.redirect_url).toMatch(/^Endereço de redirecionamento inválido/);
    expect(gateway.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { redirectUrl: 'Endereço com no máximo 2048 caracteres' },
    });
    expect(await outboxCount()).toBe(before);
  });

  it('refuses an over-long host on every call that mails a link, before anything is written', async () => {
    const tokens = await login(g.stack.authUrl, demoAccounts.resale.email);
    const sellers = async () =>
      Number((await g.stack.db.query<{ n: string }>('SELECT count(*) AS n FROM api.sellers'))[0].n);
    const before = { sellers: await sellers(), outbox: await outboxCount() };
    const seller = (host: string) =>
      call(g.stack.apiUrl, 'POST', '/seller', {
        token: tokens.access_token,
        brand: DEFAULT_BRAND,
        body: { name: 'Vendedor Novo', email: freshEmail(), phone: '(31) 98765-4321', host },
      });

    const long = await seller(tooLongUrl);
    const longHost = await seller(`${tooLongHost}:4000`);
    const signup = await call(g.stack.apiUrl, 'POST', '/register/resale', {
      brand: DEFAULT_BRAND,
      body: { host: tooLongUrl },
    });

    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual({ host: 'Endereço com no máximo 2048 caracteres' });
    expect(longHost.body.fields).toEqual({ host: 'Nome de host com no máximo 253 caracteres' });
    expect(signup.status).toBe(400);
    expect(signup.body.fields).toMatchObject({ host: 'Endereço com no máximo 2048 caracteres' });
    expect({ sellers: await sellers(), outbox: await outboxCount() }).toEqual(before);
  });
});

describe('password length', () => {
  it('answers a 20,000-character password at login as a wrong password, never a server error', async () => {
    const { reply } = await g.logIn(demoAccounts.seller.email, { password: `Aa1@${'x'.repeat(20_000)}` });
    expect(reply.errors?.[0]).toMatchObject({
      message: 'Usuário ou senha inválidos',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    // The authenticator itself answers it as a wrong password, without hashing it.
    const res = await fetch(new URL(`/login?brand=${DEFAULT_BRAND}`, g.stack.authUrl), {
      headers: {
        authorization: `Basic ${Buffer.from(`${demoAccounts.seller.email}:Aa1@${'x'.repeat(200)}`).toString('base64')}`,
      },
    });
    expect(res.status).toBe(401);
  });

  it('refuses (never truncates) a password above 128 characters on change and reset, and the old one still works', async () => {
    const { browser } = await g.logIn(demoAccounts.representative.email);
    const long = `Aa1@${'x'.repeat(13_000)}`;
    const change = await browser.gql(UPDATE_PASSWORD, { input: { password: long } });
    expect(change.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(change.errors?.[0].extensions?.fields).toEqual({ password: PASSWORD_TOO_LONG });
    const at129 = await browser.gql(UPDATE_PASSWORD, { input: { password: `Aa1@${'x'.repeat(125)}` } });
    expect(at129.errors?.[0].extensions?.fields).toEqual({ password: PASSWORD_TOO_LONG });
    const reset = await call(g.stack.apiUrl, 'POST', '/auth/reset_password/confirm', {
      body: { token: 'whatever', password: long },
    });
    expect(reset.status).toBe(400);
    expect(reset.body.fields).toEqual({ password: PASSWORD_TOO_LONG });
    expect((await g.logIn(demoAccounts.representative.email)).reply.errors).toBeUndefined();
  });
});

describe('values that were stored wrong', () => {
  it('refuses a sign-up CEP that is not 8 digits instead of storing it as NULL', async () => {
    const email = freshEmail();
    const input = {
      email,
      phone: '(31) 98765-4321',
      contactName: 'Carla Nunes',
      cnpj: freshCnpj(),
      corporateName: 'Nova Automação Comercial Ltda',
      cep: 'abc',
    };
    const bad = await g.browser().gql(REGISTER, { input });
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0].extensions?.fields).toEqual({ cep: 'Verifique o CEP' });
    expect(await g.stack.db.query('SELECT 1 FROM api.resales WHERE email = $1', [email])).toHaveLength(0);
    const masked = await g.browser().gql(REGISTER, { input: { ...input, cep: '01.310-100' } });
    expect(masked.errors).toBeUndefined();
    const [row] = await g.stack.db.query<{ cep: string }>('SELECT cep FROM api.resales WHERE email = $1', [email]);
    expect(row.cep).toBe('01310100');
  });

  it('refuses a sellerSalesforceId the CRM does not know, on the field, and takes one of its sellers', async () => {
    await ensureCrmSeller(g.stack);
    const before = await opportunityCount();
    const unknown = await seller.gql(CREATE_OPPORTUNITY, {
      i: createOpportunityInput({ sellerSalesforceId: '005NOSUCHSELLER00' }),
    });
    expect(unknown.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(unknown.errors?.[0].extensions?.fields).toEqual({
      sellerSalesforceId: 'Vendedor Prime não encontrado no CRM: escolha um vendedor da lista',
    });
    expect(await opportunityCount()).toBe(before);
    const known = await seller.gql(CREATE_OPPORTUNITY, {
      i: createOpportunityInput({ sellerSalesforceId: CRM_SELLER.userId }),
    });
    expect(known.errors).toBeUndefined();
  });
});
