import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseUnavailable } from '../../server/db/errors.js';
import { gatewayOptionsFromConfig } from '../../server/gateway/index.js';
import { withCheckDigits } from '../../server/lib/cnpj.js';
import { DEFAULT_UPSTREAM_TIMEOUT_MS, loadConfig } from '../../server/lib/config.js';
import { closeServer, createApp, finishApp, listen } from '../../server/lib/http.js';
import { createLogger } from '../../server/lib/logger.js';
import { DAY_MS } from '../../shared/time.js';
import { type Browser, startGateway, type TestGateway } from '../fixtures/gateway.js';
import { CREATE_OPPORTUNITY, createOpportunityInput } from '../fixtures/gateway-inputs.js';
import { demoAccounts } from '../fixtures/stack.js';

let g: TestGateway;
let representative: Browser;
let support: Browser;
let resale: Browser;

beforeAll(async () => {
  g = await startGateway();
  representative = await g.signIn(demoAccounts.representative.email);
  support = await g.signIn(demoAccounts.support.email);
  resale = await g.signIn(demoAccounts.resale.email);
});
afterAll(async () => {
  await g?.stop();
});

/** Upstream calls made by one operation. */
async function callsOf(browser: Browser, query: string, variables?: Record<string, unknown>) {
  const start = g.calls.length;
  const reply = await browser.gql(query, variables);
  expect(reply.errors).toBeUndefined();
  return { reply, calls: g.calls.slice(start).map((c) => `${c.method} ${c.url.pathname}`) };
}

// What the list page shows per row, nested fields included.
const OPPORTUNITY_ROWS = `query($size: Int!) { opportunities(pageSize: $size) { pageInfo { total pageCount } items {
  id name status cnpj fantasyName corporateName estimated createdAt approveDate elapsedDays expireDays register
  probabilityClosing resaleName owner { id } products { partNumber description amount price accessory } } } }`;

describe('writes to the main API', () => {
  test('each carries an Idempotency-Key of its own, so a write cut before its reply can be sent again', async () => {
    const start = g.calls.length;
    const created = await resale.gql(CREATE_OPPORTUNITY, { i: createOpportunityInput() });
    const again = await resale.gql(CREATE_OPPORTUNITY, { i: createOpportunityInput() });
    expect(created.errors).toBeUndefined();
    expect(again.errors).toBeUndefined();

    const calls = g.calls.slice(start);
    const keys = calls.filter((c) => c.method === 'POST').map((c) => c.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
    for (const read of calls.filter((c) => c.method === 'GET')) expect(read.headers['idempotency-key']).toBeUndefined();
  });

  test('an anonymous write carries none: the API keeps no reply for it, so a cut one is not sent again', async () => {
    const start = g.calls.length;
    const sent = await g.browser().gql('mutation($i: SendContactInput!) { sendContact(input: $i) { message } }', {
      i: { fullName: 'Ana Souza', email: 'ana@cliente.com.br', title: 'Dúvida', description: 'Como me cadastro?' },
    });
    expect(sent.errors).toBeUndefined();

    const [contact] = g.calls.slice(start).filter((c) => c.url.pathname.endsWith('/contact'));
    expect(contact.method).toBe('POST');
    expect(contact.headers['idempotency-key']).toBeUndefined();
  });
});

describe('the opportunity name search', () => {
  const NAMED = `query($name: String!, $page: Int!, $size: Int!) { opportunitiesNamed(name: $name, page: $page,
    pageSize: $size) { items { id name } pageInfo { page pageSize total totalIsLowerBound pageCount } } }`;

  test('pages like every other list, with the total, and the old field still answers its first 20', async () => {
    const all = await representative.gql(NAMED, { name: 'oportunidade', page: 1, size: 1000 });
    const second = await representative.gql(NAMED, { name: 'oportunidade', page: 2, size: 25 });
    const byDefault = await representative.gql('{ opportunitiesNamed(name: "oportunidade") { items { id } } }');
    const old = await representative.gql('{ opportunitiesByName(name: "oportunidade") { id } }');

    const rows = all.data.opportunitiesNamed.items as Array<{ id: string }>;
    const total = rows.length;
    expect(total).toBeGreaterThan(50);
    expect(all.data.opportunitiesNamed.pageInfo).toEqual({
      page: 1,
      pageSize: 1000,
      total,
      totalIsLowerBound: false,
      pageCount: 1,
    });
    expect(second.data.opportunitiesNamed).toEqual({
      items: rows.slice(25, 50),
      pageInfo: { page: 2, pageSize: 25, total, totalIsLowerBound: false, pageCount: Math.ceil(total / 25) },
    });
    expect(byDefault.data.opportunitiesNamed.items).toEqual(rows.slice(0, 10).map(({ id }) => ({ id })));
    expect(old.data.opportunitiesByName).toEqual(rows.slice(0, 20).map(({ id }) => ({ id })));
  });

  test('a page size out of range is BAD_USER_INPUT before any upstream call', async () => {
    const start = g.calls.length;
    const reply = await representative.gql(NAMED, { name: 'a', page: 1, size: 0 });

    expect(reply.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { pageSize: 'Use de 1 a 99999' },
    });
    expect(g.calls.slice(start)).toEqual([]);
  });
});

describe('upstream calls do not grow with the page size', () => {
  test.each([
    ['support', () => support],
    ['resale', () => resale],
  ])('opportunities list as %s: the same calls for 1, 10 and 100 rows', async (_who, browser) => {
    const runs: Array<Awaited<ReturnType<typeof callsOf>>> = [];
    for (const size of [1, 10, 100]) runs.push(await callsOf(browser(), OPPORTUNITY_ROWS, { size }));

    expect(runs.map((r) => r.reply.data.opportunities.items.length)).toEqual(
      [1, 10, 100].map((n) => Math.min(n, runs[0].reply.data.opportunities.pageInfo.total)),
    );
    expect(runs[1].calls).toEqual(runs[0].calls);
    expect(runs[2].calls).toEqual(runs[0].calls);
    expect(runs[0].calls).toHaveLength(1);
  });

  test('owner names for a representative come with the rows: the same calls for 1, 10 and 100 rows', async () => {
    const runs = [];
    for (const size of [1, 10, 100]) {
      runs.push(
        await callsOf(representative, `{ opportunities(pageSize: ${size}) { items { owner { id name email } } } }`),
      );
    }
    for (const run of runs)
      expect(run.reply.data.opportunities.items.every((o: { owner: { name: string } }) => o.owner.name)).toBe(true);
    expect(runs[1].calls).toEqual(runs[0].calls);
    expect(runs[2].calls).toEqual(runs[0].calls);
    expect(runs[2].calls.filter((c) => c.startsWith('GET /user/'))).toHaveLength(0);
  });

  test.each([
    [
      'resale (/seller/all)',
      () => resale,
      '{ sellers(pageSize: $size) { pageInfo { total } items { id name email phone active createdAt } } }',
    ],
    [
      'representative (/representative/all)',
      () => representative,
      '{ sellers(pageSize: $size) { pageInfo { total } items { id name email phone active } } }',
    ],
    [
      'representative, by name (/seller/name)',
      () => representative,
      '{ sellers(pageSize: $size, filter: { name: "vicente" }) { pageInfo { total } items { id name } } }',
    ],
  ])('users list as %s: the same calls for 1, 10 and 100 rows', async (_who, browser, fields) => {
    const query = `query($size: Int!) ${fields}`;
    const runs: Array<Awaited<ReturnType<typeof callsOf>>> = [];
    for (const size of [1, 10, 100]) runs.push(await callsOf(browser(), query, { size }));

    expect(runs[0].reply.data.sellers.pageInfo.total).toBeGreaterThan(0);
    expect(runs[1].calls).toEqual(runs[0].calls);
    expect(runs[2].calls).toEqual(runs[0].calls);
    expect(runs[0].calls).toHaveLength(1);
  });

  test('the dashboard’s last 11 opportunities come with it: one call', async () => {
    const { reply, calls } = await callsOf(
      support,
      '{ dashboard { totals { total } latest { id resaleName products { price } } } }',
    );

    expect(reply.data.dashboard.latest).toHaveLength(11);
    expect(calls).toEqual(['GET /dashboard/status']);
  });

  test('a page size past 99999 is refused before any upstream call', async () => {
    const start = g.calls.length;

    const reply = await support.gql('{ opportunities(pageSize: 100000) { items { id } } }');

    expect(reply.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { pageSize: expect.any(String) },
    });
    expect(g.calls.length).toBe(start);
  });
});

const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const registration = (cnpj: string) => {
  const base = createOpportunityInput();
  return createOpportunityInput({
    cnpj,
    probabilityClosing: 'P50',
    opportunityOrigin: 'TRADE_SHOW',
    project: { ...base.project, partner: true, partnerOwner: 'OWN' },
    products: [
      { partNumber: 'CT40', description: 'Coletor', amount: 3, price: 1234.56 },
      { partNumber: 'BAT', description: 'Bateria', amount: 2, price: 10.05, accessory: true },
      { partNumber: 'X1', description: 'Concorrente', amount: 5, price: 999, competition: true },
    ],
  });
};

const CREATE = `mutation($i: CreateOpportunityInput!) { createOpportunity(input: $i) { message opportunity {
  id status estimated probabilityClosing opportunityOrigin resaleName project { application conclusionDate partnerOwner }
  products { partNumber competition } } } }`;

describe('the life of an opportunity through the gateway', () => {
  let id: string;
  const cnpj = withCheckDigits('998877660001');

  test('a reseller registers it: enum values and money come back in the schema’s terms', async () => {
    const reply = await resale.gql(CREATE, { i: registration(cnpj) });

    expect(reply.errors).toBeUndefined();
    const o = reply.data.createOpportunity.opportunity;
    id = o.id;
    expect(reply.data.createOpportunity.message).toBe('Oportunidade cadastrada com sucesso');
    expect(o).toMatchObject({
      status: 'ANALYSIS',
      estimated: 3723.78,
      probabilityClosing: 'P50',
      opportunityOrigin: 'TRADE_SHOW',
      resaleName: 'Demo Automação',
      project: { application: 'Inventário', conclusionDate: inDays(60), partnerOwner: 'OWN' },
    });
    expect(o.products.map((p: { partNumber: string }) => p.partNumber)).toEqual(['CT40', 'BAT', 'X1']);
  });

  test('its row and its details tell its age by one rule', async () => {
    const row = await resale.gql(
      'query($c: String) { opportunities(filter: { cnpj: $c }) { items { id elapsedDays expireDays } } }',
      { c: cnpj },
    );
    const detail = await resale.gql('query($id: ID!) { opportunity(id: $id) { elapsedDays expireDays } }', { id });

    expect(row.data.opportunities.items).toEqual([{ id, elapsedDays: 0, expireDays: 90 }]);
    expect(detail.data.opportunity).toEqual({ elapsedDays: 0, expireDays: 90 });
  });

  test('a second registration of the same customer is LOCKED, with the protectedUntil the form is told ahead', async () => {
    const branch = withCheckDigits('998877660002');
    const ahead = await support.gql('query($c: String!) { customerProtection(cnpj: $c) { cnpj protectedUntil } }', {
      c: branch.replace(/^(..)(...)(...)(....)(..)$/, '$1.$2.$3/$4-$5'),
    });
    const reply = await resale.gql(CREATE, { i: registration(branch) });

    expect(reply.errors?.[0].extensions).toMatchObject({ code: 'LOCKED', protectedUntil: expect.any(String) });
    expect(reply.errors?.[0].message.length).toBeGreaterThan(10);
    expect(ahead.errors).toBeUndefined();
    expect(ahead.data.customerProtection).toEqual({
      cnpj: branch,
      protectedUntil: reply.errors?.[0].extensions?.protectedUntil,
    });
  });

  test('customerProtection of a free customer is null; of an invalid CNPJ BAD_USER_INPUT on `cnpj`', async () => {
    const query = 'query($c: String!) { customerProtection(cnpj: $c) { cnpj protectedUntil } }';

    const free = await resale.gql(query, { c: withCheckDigits('556677880001') });
    const invalid = await resale.gql(query, { c: '11.444.777/0001-62' });

    expect(free.data.customerProtection).toEqual({ cnpj: withCheckDigits('556677880001'), protectedUntil: null });
    expect(invalid.errors?.[0]).toMatchObject({
      message: 'Verifique o cnpj digitado',
      extensions: { code: 'BAD_USER_INPUT', fields: { cnpj: 'Verifique o cnpj digitado' } },
    });
  });

  test('missing fields are BAD_USER_INPUT with the service’s per-field messages', async () => {
    const reply = await resale.gql(CREATE, { i: { ...registration(withCheckDigits('112233440001')), contact: null } });

    expect(reply.errors?.[0]).toMatchObject({
      message: 'Campos obrigatórios ausentes!',
      extensions: { code: 'BAD_USER_INPUT', fields: { contact: '*Campo Obrigatório' } },
    });
  });

  test('every field error is keyed by its path in the input, all at once, whoever found it', async () => {
    const base = registration(withCheckDigits('223344550001'));
    const fromService = await resale.gql(CREATE, {
      i: {
        ...base,
        name: 'Meu nome',
        contact: null,
        project: { ...base.project, application: '', conclusionDate: '2020-01-01', haveCollector: true },
        // The empty first row is not sent: the service's `products.0` is the form's `products.1`.
        products: [
          { partNumber: '', description: '', amount: 0, price: 0 },
          ...base.products.map((p, i) => (i ? p : { ...p, description: '' })),
        ],
      },
    });
    const fromVariables = await resale.gql(CREATE, {
      i: { ...base, products: [{ ...base.products[0], amount: 'abc', price: 'x' }, ...base.products.slice(1)] },
    });

    expect(fromService.errors?.[0]).toMatchObject({
      message: 'Campos obrigatórios ausentes!',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(fromService.errors?.[0].extensions?.fields).toEqual({
      name: 'Somente representantes podem dar nome à oportunidade',
      contact: '*Campo Obrigatório',
      'project.application': '*Campo Obrigatório',
      'project.conclusionDate': 'Data de conclusão deve ser uma data futura',
      'project.haveCollectorDescription': '*Campo Obrigatório',
      'products.1.description': '*Campo Obrigatório',
    });
    expect(fromVariables.errors?.[0]).toMatchObject({
      message: 'Dados inválidos! Verifique os campos informados.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(fromVariables.errors?.[0].extensions?.fields).toEqual({
      'products.0.amount': 'Informe um número inteiro',
      'products.0.price': 'Informe um número',
    });
  });

  test.each(['2027-02-30', '2027-13-01', '30/02/27'])(
    'an impossible conclusion day (%s) is reported with every other wrong field, not alone',
    async (day) => {
      const base = registration(withCheckDigits('334455660001'));
      const reply = await resale.gql(CREATE, {
        i: { ...base, contact: '', project: { ...base.project, conclusionDate: day } },
      });

      expect(reply.errors?.[0]).toMatchObject({
        message: 'Campos obrigatórios ausentes!',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect(reply.errors?.[0].extensions?.fields).toEqual({
        contact: '*Campo Obrigatório',
        'project.conclusionDate': 'Data de conclusão deve ser uma data futura',
      });
    },
  );

  test('a conclusion day typed as on the form (dd/mm/yy) is read as that day', async () => {
    const base = registration(withCheckDigits('445566770001'));
    const reply = await resale.gql(CREATE, {
      i: { ...base, contact: '', project: { ...base.project, conclusionDate: '31/12/99' } },
    });

    expect(reply.errors?.[0].extensions?.fields).toEqual({ contact: '*Campo Obrigatório' });
  });

  test('the representative sees the conflict-free details with the owner, then approves it into the CRM', async () => {
    const detail = await representative.gql(
      'query($id: ID!) { opportunity(id: $id) { status owner { name email } conflicts { id } protectedUntil } }',
      { id },
    );
    const approved = await representative.gql(
      'mutation($i: ApproveOpportunityInput!) { approveOpportunity(input: $i) { opportunity { id status register approveDate } } }',
      { i: { id, name: 'Oportunidade Cliente Novo', probabilityClosing: 'P75' } },
    );
    const again = await representative.gql(
      'mutation($i: RejectOpportunityInput!) { rejectOpportunity(input: $i) { opportunity { id } } }',
      { i: { id, reason: 'Tarde demais' } },
    );

    expect(detail.data.opportunity).toMatchObject({
      status: 'ANALYSIS',
      owner: { name: demoAccounts.resale.name, email: demoAccounts.resale.email },
    });
    expect(approved.errors).toBeUndefined();
    expect(approved.data.approveOpportunity.opportunity).toMatchObject({
      id,
      status: 'APPROVED',
      register: expect.any(String),
    });
    expect(again.errors?.[0].extensions?.code).toBe('LOCKED');
  });

  test('its history speaks the schema’s vocabulary: field names, enum names, reais, one row per project field', async () => {
    const reply = await representative.gql(
      'query($id: ID!) { history(typeId: $id) { items { actionType modifications { attribute oldValue newValue } } } }',
      { id },
    );

    expect(reply.errors).toBeUndefined();
    type Row = { attribute: string; oldValue: string | null; newValue: string | null };
    const [approval, creation] = reply.data.history.items as Array<{ actionType: string; modifications: Row[] }>;
    expect(approval.actionType).toBe('UPDATE');
    expect(approval.modifications).toEqual(
      expect.arrayContaining([
        { attribute: 'status', oldValue: 'ANALYSIS', newValue: 'APPROVED' },
        { attribute: 'probabilityClosing', oldValue: 'P50', newValue: 'P75' },
        { attribute: 'approveDate', oldValue: null, newValue: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/) },
      ]),
    );
    const created = Object.fromEntries(creation.modifications.map((m) => [m.attribute, m.newValue]));
    expect(creation.actionType).toBe('CREATE');
    expect(created).toMatchObject({
      status: 'ANALYSIS',
      probabilityClosing: 'P50',
      opportunityOrigin: 'TRADE_SHOW',
      estimated: '3723.78',
      network: 'false',
      resaleName: 'Demo Automação',
      'project.application': 'Inventário',
      'project.conclusionDate': inDays(60),
      'project.partnerOwner': 'OWN',
      'project.partner': 'true',
    });
    expect(JSON.parse(created.products ?? '')).toEqual([
      { partNumber: 'CT40', description: 'Coletor', amount: 3, price: 1234.56, accessory: false, competition: false },
      { partNumber: 'BAT', description: 'Bateria', amount: 2, price: 10.05, accessory: true, competition: false },
      { partNumber: 'X1', description: 'Concorrente', amount: 5, price: 999, accessory: false, competition: true },
    ]);
    expect(Object.keys(created)).not.toEqual(expect.arrayContaining(['projects']));
    expect(Object.keys(created).filter((a) => a.includes('aplication'))).toEqual([]);
    // What a person recognises (the reseller's and seller's names), never the internal keys beside them.
    expect(created.seller).toEqual(expect.any(String));
    expect(
      Object.keys(created).filter((a) => ['resaleId', 'owner.id', 'brand', 'sellerSalesforceId'].includes(a)),
    ).toEqual([]);
  });

  test('an unknown id is NOT_FOUND', async () => {
    const reply = await support.gql('{ opportunity(id: "00000000-0000-4000-8000-00000000abcd") { id } }');

    expect(reply.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('lookups', () => {
  test('the CRM sellers come with the brand they sell for', async () => {
    const reply = await resale.gql('{ crmSellers { name userId company } }');

    expect(reply.errors).toBeUndefined();
    expect(reply.data.crmSellers.length).toBeGreaterThan(0);
    expect(reply.data.crmSellers.every((s: { company: string }) => s.company === 'scanora')).toBe(true);
  });

  test('CNPJ lookup in the schema’s words, then RATE_LIMITED after 3 a minute', async () => {
    const browser = g.browser();
    const [row] = await g.stack.db.query<{ cnpj: string }>('SELECT cnpj FROM api.companies ORDER BY cnpj LIMIT 1');
    const lookup = () =>
      browser.gql('query($c: String!) { cnpjLookup(cnpj: $c) { cnpj corporateName city state } }', { c: row.cnpj });

    const first = await lookup();
    await lookup();
    await lookup();
    const fourth = await lookup();

    expect(first.data.cnpjLookup).toMatchObject({ cnpj: row.cnpj, corporateName: expect.any(String) });
    expect(fourth.errors?.[0]).toMatchObject({
      message: 'É permitido somente 3 consultas por minuto',
      extensions: { code: 'RATE_LIMITED', retryAfter: expect.any(Number) },
    });
  });
});

describe('a service that is unavailable for a moment', () => {
  const UNAVAILABLE = 'Serviço temporariamente indisponível. Tente novamente em instantes.';

  /** A main API whose database connection just dropped: every call fails the way lib/http.ts answers it (503). */
  async function apiWithoutDatabase() {
    const logger = createLogger('silent');
    const app = createApp('api', logger);
    app.use(() => {
      throw new Error('Connection terminated unexpectedly');
    });
    finishApp(app, logger, databaseUnavailable);
    return listen(app, 0);
  }

  test('a 503 of the service is SERVICE_UNAVAILABLE with its retryAfter, and the reply a 503 with Retry-After', async () => {
    const api = await apiWithoutDatabase();
    const other = await startGateway({ stack: g.stack, gateway: { apiUrl: api.url, production: true } });
    try {
      const reply = await other.browser().gql('{ carouselImages { src } }');

      expect(reply.errors?.[0]).toMatchObject({
        message: UNAVAILABLE,
        path: ['carouselImages'],
        extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: 1 },
      });
      expect(reply.data).toBeUndefined();
      expect(reply.status).toBe(503);
      expect(reply.headers['retry-after']).toBe('1');
    } finally {
      await other.stop();
      await closeServer(api.server);
    }
  });

  /** A service that accepts connections and never answers (a hung process, a lost packet path). */
  async function hangingService() {
    const sockets = new Set<Socket>();
    const server = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    return {
      url: `http://127.0.0.1:${port}`,
      async close() {
        for (const s of sockets) s.destroy();
        await new Promise((resolve) => server.close(resolve));
      },
    };
  }
  const DEADLINE_MS = 300;
  /** Time for the gateway to answer once the deadline passed (well under undici's default of 300 s). */
  const ANSWER_MARGIN_MS = 3000;

  test('a service that hangs is SERVICE_UNAVAILABLE once the deadline passes, with Retry-After', async () => {
    const api = await hangingService();
    const other = await startGateway({
      stack: g.stack,
      gateway: { apiUrl: api.url, production: true, upstreamTimeoutMs: DEADLINE_MS },
    });
    try {
      const started = Date.now();
      const reply = await other.browser().gql('{ carouselImages { src } }');
      const elapsed = Date.now() - started;

      expect(reply.errors?.[0]).toMatchObject({
        message: UNAVAILABLE,
        extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: expect.any(Number) },
      });
      expect(reply.status).toBe(503);
      expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
      expect(elapsed).toBeGreaterThanOrEqual(DEADLINE_MS);
      expect(elapsed).toBeLessThan(DEADLINE_MS + ANSWER_MARGIN_MS);
    } finally {
      await other.stop();
      await api.close();
    }
  });

  test('an export whose service hangs before its first byte is a 503 with Retry-After', async () => {
    const api = await hangingService();
    const other = await startGateway({ stack: g.stack, gateway: { apiUrl: api.url, upstreamTimeoutMs: DEADLINE_MS } });
    try {
      // Signed in where the API answers (login reads it); the session's cookies then go to the other gateway.
      const browser = other.browser();
      for (const [name, value] of (await g.signIn(demoAccounts.support.email)).cookies)
        browser.cookies.set(name, value);
      const started = Date.now();
      const reply = await browser.request('GET', '/opportunities/export');

      expect(reply.status).toBe(503);
      expect(JSON.parse(reply.text).error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE });
      expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
      expect(Date.now() - started).toBeLessThan(DEADLINE_MS + ANSWER_MARGIN_MS);
    } finally {
      await other.stop();
      await api.close();
    }
  });

  test('UPSTREAM_TIMEOUT_MS sets the deadline; unset or zero, the default', () => {
    const deadlineOf = (env: Record<string, string>) =>
      gatewayOptionsFromConfig(loadConfig(env), env).upstreamTimeoutMs;

    expect(deadlineOf({ UPSTREAM_TIMEOUT_MS: '2500' })).toBe(2500);
    expect(deadlineOf({})).toBe(DEFAULT_UPSTREAM_TIMEOUT_MS);
    expect(deadlineOf({ UPSTREAM_TIMEOUT_MS: '0' })).toBe(DEFAULT_UPSTREAM_TIMEOUT_MS);
  });

  test('a service that does not answer is SERVICE_UNAVAILABLE as well, without its address', async () => {
    const other = await startGateway({ stack: g.stack, gateway: { apiUrl: 'http://127.0.0.1:9', production: true } });
    try {
      const reply = await other.browser().gql('{ carouselImages { src } }');

      expect(reply.errors?.[0]).toMatchObject({
        message: UNAVAILABLE,
        extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: expect.any(Number) },
      });
      expect(reply.status).toBe(503);
      expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
      expect(reply.text).not.toContain('127.0.0.1');
    } finally {
      await other.stop();
    }
  });
});
