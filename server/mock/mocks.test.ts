import { fakerPT_BR } from '@faker-js/faker';
import { graphql } from 'graphql';
import { expect, test } from 'vitest';
import { brands } from '../../brands/brands.js';
import type { GatewayContext } from '../gateway/context.js';
import { isCnpj, withCheckDigits } from '../lib/cnpj.js';
import { municipalitiesOf, STATES } from './geo.js';
import { mocks } from './mocks.js';
import { ascii } from './people.js';
import { createMockSchema, type MockOptions } from './schema.js';

const yep = brands.find((b) => b.slug === 'yep')!;
/** The head office of the i-th of a run of customers. */
const fakeCnpjAt = (i: number) => withCheckDigits(`${String(20_000_000 + i * 7919)}0001`);
const run = (query: string, roles?: MockOptions['roles']) =>
  graphql({
    schema: createMockSchema({ seed: 7, roles }),
    source: query,
    contextValue: { brand: yep } as GatewayContext,
  });

test('lists honour the page size, with valid CNPJs, money in reais and statuses spread', async () => {
  const { data, errors } = await run(
    '{ opportunities(pageSize: 50) { pageInfo { total pageCount } items { cnpj status estimated contact phone city } } }',
  );

  expect(errors).toBeUndefined();
  type Row = { cnpj: string; status: string; estimated: number; phone: string };
  const page = (data as { opportunities: { items: Row[]; pageInfo: unknown } }).opportunities;
  const items = page.items;
  expect(items).toHaveLength(50);
  expect(items.every((o) => isCnpj(o.cnpj))).toBe(true);
  expect(items.every((o) => Number.isFinite(o.estimated) && Number(o.estimated.toFixed(2)) === o.estimated)).toBe(true);
  expect(items.every((o) => /^\d{2}9\d{8}$/.test(o.phone))).toBe(true);
  expect(new Set(items.map((o) => o.status)).size).toBeGreaterThanOrEqual(4);
  expect(page.pageInfo).toEqual({ total: 237, pageCount: 5 });
});

test('the brand is the host’s real one and `me` carries the chosen role', async () => {
  const { data } = await run('{ brand { slug name logoUrl } me { roles brand } }', ['RESALE']);

  expect(data).toEqual({
    brand: { slug: 'yep', name: 'Yep Mobilidade', logoUrl: '/brands/yep/logo.svg' },
    me: { roles: ['RESALE'], brand: 'yep' },
  });
});

test('every query of the schema answers without error', async () => {
  const { errors } = await run(`{
    dashboard { year monthly { approved } totals { total } currentMonth { estimated } latest { id } }
    resales(pageSize: 3) { items { cnpj status contactName } }
    sellers { items { name email } }
    history(typeId: "1") { items { actionType modifications { attribute } } }
    cnpjLookup(cnpj: "x") { corporateName }
    states { abbreviation } municipalities(stateId: "31") { name } carouselImages { src } version
    crmSellers { name userId company } customerProtection(cnpj: "11.444.777/0001-61") { cnpj protectedUntil }
  }`);

  expect(errors).toBeUndefined();
});

test('the CRM sellers sell for the host’s brand; customer protection answers like the services', async () => {
  const { data } = await run('{ crmSellers { company } }');
  const branches = await run(`{
    head: customerProtection(cnpj: "11.444.777/0001-61") { cnpj protectedUntil }
    branch: customerProtection(cnpj: "11444777000242") { cnpj protectedUntil }
  }`);
  const invalid = await run('{ customerProtection(cnpj: "11.444.777/0001-62") { cnpj } }');
  const customers = Array.from(
    { length: 30 },
    (_, i) => `c${i}: customerProtection(cnpj: "${fakeCnpjAt(i)}") { protectedUntil }`,
  );
  const sample = Object.values(
    (await run(`{ ${customers.join(' ')} }`)).data as Record<string, { protectedUntil: unknown }>,
  );

  expect((data as { crmSellers: Array<{ company: string }> }).crmSellers.every((s) => s.company === 'yep')).toBe(true);
  const { head, branch } = branches.data as Record<string, { cnpj: string; protectedUntil: string | null }>;
  expect(head.cnpj).toBe('11444777000161');
  expect(branch.protectedUntil).toBe(head.protectedUntil);
  expect(invalid.errors?.[0].extensions).toMatchObject({
    code: 'BAD_USER_INPUT',
    fields: { cnpj: 'Verifique o cnpj digitado' },
  });
  const protectedOnes = sample.filter((c) => c.protectedUntil);
  expect(protectedOnes.length).toBeGreaterThan(0);
  expect(protectedOnes.length).toBeLessThan(30);
});

test('login sets the session cookies the client reads, and logout clears them but the LGPD consent', async () => {
  const set: Record<string, { value: string; maxAge?: number; httpOnly?: boolean }> = {};
  const cleared: string[] = [];
  const res = {
    cookie: (name: string, value: string, o: { maxAge?: number; httpOnly?: boolean }) => {
      set[name] = { value, maxAge: o.maxAge, httpOnly: o.httpOnly };
    },
    clearCookie: (name: string) => cleared.push(name),
  };
  const req = { cookies: { acceptedLGPD: 'true', token: 'mock-access-token' }, secure: false };
  const { CookieJar } = await import('../gateway/session/cookies.js');
  const contextValue = { brand: yep, cookies: new CookieJar(req as never, res as never) } as unknown as GatewayContext;
  const schema = createMockSchema({ seed: 7, roles: ['SELLER'] });

  const login = await graphql({
    schema,
    contextValue,
    source:
      'mutation { login(input: { username: "a@b.com.br", password: "x", keepConnected: false }) { viewer { name roles } } }',
  });
  expect(login.errors).toBeUndefined();
  expect(set.user_permissions.value).toBe('["SELLER"]');
  expect(set.company.value).toBe('yep');
  expect(set.username.value).toBe((login.data as { login: { viewer: { name: string } } }).login.viewer.name);
  expect(set.token.httpOnly).toBe(true);
  expect(set.token.maxAge).toBeUndefined();

  await graphql({ schema, contextValue, source: 'mutation { logout { loggedOut } }' });
  expect(cleared).toContain('token');
  expect(cleared).not.toContain('acceptedLGPD');
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
type Product = { amount: number; price: number; competition: boolean };
type Row = { id: string; state: string; city: string; estimated: number; products: Product[] } & Record<
  string,
  unknown
>;

test('version says it is a mock, and plain strings are Portuguese words', async () => {
  const { data } = await run('{ version }');
  const portuguese = new Set(
    [fakerPT_BR.definitions.word?.noun, fakerPT_BR.definitions.word?.adjective, fakerPT_BR.definitions.word?.verb]
      .flat()
      .filter(Boolean),
  );

  expect(data).toEqual({ version: '0.1.0-mock' });
  for (let i = 0; i < 20; i++) {
    const text = (mocks.String as () => string)();
    expect(
      text.split(' ').every((w) => portuguese.has(w)),
      text,
    ).toBe(true);
  }
});

test('the 27 real states and the real municipalities of each, with IBGE ids', async () => {
  const { data } = await run('{ states { id abbreviation name } municipalities(stateId: "31") { id name } }');
  const unknown = await run('{ municipalities(stateId: "99") { id } }');
  const geo = data as { states: Array<{ id: string; abbreviation: string }>; municipalities: Array<{ id: string }> };

  expect(geo.states).toHaveLength(27);
  expect(geo.states).toContainEqual({ id: '31', abbreviation: 'MG', name: 'Minas Gerais' });
  expect(new Set(geo.states.map((s) => s.abbreviation)).size).toBe(27);
  expect(geo.municipalities).toHaveLength(853);
  expect(geo.municipalities).toContainEqual({ id: '3106200', name: 'Belo Horizonte' });
  expect(unknown.errors?.[0].extensions?.code).toBe('NOT_FOUND');
});

test('opportunity(id) answers the list row with that id; rows keep their UUID whatever the page size', async () => {
  const schema = createMockSchema({ seed: 11 });
  const ask = (source: string, variableValues?: Record<string, unknown>) =>
    graphql({ schema, source, variableValues, contextValue: { brand: yep } as GatewayContext });
  const fields = 'id name status cnpj city state estimated createdAt register owner { name email }';
  const list = await ask(`{ opportunities(pageSize: 10) { items { ${fields} } } }`);
  const rows = (list.data as { opportunities: { items: Row[] } }).opportunities.items;
  const second = await ask('{ opportunities(page: 2, pageSize: 5) { items { id } } }');
  const detail = await ask(`query($id: ID!) { opportunity(id: $id) { ${fields} } }`, { id: rows[7].id });
  const dashboard = await ask('{ dashboard { latest { id } } }');

  expect(rows.every((r) => UUID.test(r.id))).toBe(true);
  expect((second.data as { opportunities: { items: Row[] } }).opportunities.items[2].id).toBe(rows[7].id);
  expect((detail.data as { opportunity: Row }).opportunity).toEqual(rows[7]);
  expect((dashboard.data as { dashboard: { latest: Row[] } }).dashboard.latest[0].id).toBe(rows[0].id);
});

test('records agree with themselves: real cities, the total of the products, names in the e-mails', async () => {
  const { data, errors } = await run(`{
    opportunities(pageSize: 60) { items { state city estimated status register approveDate contact email
      elapsedDays expireDays products { amount price competition } owner { name email } } }
    resales(pageSize: 20) { items { state city contactName email } }
    sellers(pageSize: 20) { items { name email } }
  }`);
  expect(errors).toBeUndefined();
  const d = data as {
    opportunities: { items: Array<Row & { contact: string; email: string; owner: { name: string; email: string } }> };
    resales: { items: Array<{ state: string; city: string; contactName: string; email: string }> };
    sellers: { items: Array<{ name: string; email: string }> };
  };
  const cityOf = (uf: string) =>
    new Set(municipalitiesOf(STATES.find((s) => s.abbreviation === uf)!.id)!.map((m) => m.name));
  const sameName = (name: string, email: string) => ascii(name) === ascii(email.split('@')[0]);

  for (const o of d.opportunities.items) {
    expect(cityOf(o.state).has(o.city), `${o.city}/${o.state}`).toBe(true);
    const total = o.products.filter((p) => !p.competition).reduce((sum, p) => sum + p.amount * p.price, 0);
    expect(o.estimated).toBeCloseTo(total, 2);
    expect(Boolean(o.register), String(o.status)).toBe(
      ['APPROVED', 'AWAITING_RENOVATION', 'RENOVATION', 'EXPIRED'].includes(String(o.status)),
    );
    expect(o.expireDays === null, String(o.status)).toBe(o.status !== 'ANALYSIS');
    expect(o.elapsedDays).toBeGreaterThanOrEqual(0);
    expect(sameName(o.contact, o.email)).toBe(true);
    expect(sameName(o.owner.name, o.owner.email), o.owner.email).toBe(true);
  }
  for (const r of d.resales.items) {
    expect(cityOf(r.state).has(r.city)).toBe(true);
    expect(sameName(r.contactName, r.email)).toBe(true);
  }
  for (const s of d.sellers.items) expect(sameName(s.name, s.email)).toBe(true);
});

test('history rows are coherent changes of the record asked, newest first', async () => {
  const { data } = await run(
    '{ history(typeId: "abc", pageSize: 40) { items { typeId actionType createdAt modifications { attribute oldValue newValue } } } }',
  );
  type Entry = {
    typeId: string;
    actionType: string;
    createdAt: string;
    modifications: Array<{ attribute: string; oldValue: string | null; newValue: string | null }>;
  };
  const items = (data as { history: { items: Entry[] } }).history.items;
  const statuses = new Set(['ANALYSIS', 'APPROVED', 'DISAPPROVED', 'AWAITING_RENOVATION', 'RENOVATION', 'EXPIRED']);

  expect(items.every((h) => h.typeId === 'abc')).toBe(true);
  expect(items.map((h) => h.createdAt)).toEqual(
    items
      .map((h) => h.createdAt)
      .sort()
      .reverse(),
  );
  for (const h of items) {
    for (const m of h.modifications) {
      if (h.actionType === 'CREATE') expect(m.oldValue).toBeNull();
      if (m.attribute === 'status') {
        expect(statuses.has(m.newValue!)).toBe(true);
        if (m.oldValue) expect(statuses.has(m.oldValue)).toBe(true);
      }
      if (m.attribute === 'name') expect(m.newValue).toMatch(/^Oportunidade /);
      if (m.attribute === 'probabilityClosing') expect(['P25', 'P50', 'P75', 'P100']).toContain(m.newValue);
      if (m.attribute === 'estimated') expect(Number(m.newValue)).toBeGreaterThan(0);
      if (m.attribute === 'products') expect(JSON.parse(m.newValue!)[0]).toHaveProperty('partNumber');
      // The schema's field names, never the services' (`aplication`, a `projects` JSON).
      expect(['aplication', 'projects', 'project.aplication']).not.toContain(m.attribute);
    }
  }
  const attributes = new Set(items.flatMap((h) => h.modifications.map((m) => m.attribute)));
  expect(attributes).toContain('project.application');
  expect(items.some((h) => h.modifications.some((m) => m.attribute === 'status' && m.oldValue === 'ANALYSIS'))).toBe(
    true,
  );
});

test('the name search pages like the other lists', async () => {
  const { data, errors } = await run(
    '{ opportunitiesNamed(name: "a", page: 2, pageSize: 20) { pageInfo { page total pageCount } items { id name } } }',
  );

  expect(errors).toBeUndefined();
  const page = (data as { opportunitiesNamed: { items: Array<{ name: string }>; pageInfo: unknown } })
    .opportunitiesNamed;
  expect(page.items).toHaveLength(20);
  expect(page.items.every((o) => o.name.startsWith('Oportunidade '))).toBe(true);
  expect(page.pageInfo).toEqual({ page: 2, total: 237, pageCount: 12 });
});

test('a personal data export downloads the Portuguese document of its own records', async () => {
  const { data, errors } = await run(
    '{ exportPersonalData(email: "x@y.com.br") { email contacts { status contact } document } }',
  );

  expect(errors).toBeUndefined();
  const found = (
    data as {
      exportPersonalData: { email: string; contacts: Array<{ status: string; contact: string }>; document: string };
    }
  ).exportPersonalData;
  const document = JSON.parse(found.document);
  expect(found.contacts[0].status).toBe('APPROVED');
  expect(document['E-mail da pessoa']).toBe(found.email);
  expect(document['Contato de cliente em oportunidades'][0]).toMatchObject({
    Status: 'Aprovada',
    'Nome do contato': found.contacts[0].contact,
  });
});
