import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Browser, startGateway, type TestGateway } from '../fixtures/gateway.js';
import { login as restLogin } from '../fixtures/http.js';
import { demoAccounts } from '../fixtures/stack.js';

type Role = 'REPRESENTATIVE' | 'SUPPORT' | 'RESALE' | 'SELLER';
const ROLES: Role[] = ['REPRESENTATIVE', 'SUPPORT', 'RESALE', 'SELLER'];
const EMAIL: Record<Role, string> = {
  REPRESENTATIVE: demoAccounts.representative.email,
  SUPPORT: demoAccounts.support.email,
  RESALE: demoAccounts.resale.email,
  SELLER: demoAccounts.seller.email,
};

let g: TestGateway;
const browsers = {} as Record<Role, Browser>;
/** An opportunity of the demo seller on scanora: visible to all four roles. */
let sharedOpportunity: string;

const signIn = (role: Role, host = 'scanora.localhost') => g.signIn(EMAIL[role], { host });

beforeAll(async () => {
  g = await startGateway();
  for (const role of ROLES) browsers[role] = await signIn(role);
  const [row] = await g.stack.db.query<{ id: string }>(
    `SELECT id FROM api.opportunities WHERE brand = 'scanora' AND user_id = $1 AND NOT is_deleted ORDER BY created_at LIMIT 1`,
    [demoAccounts.seller.id],
  );
  sharedOpportunity = row.id;
});
afterAll(async () => {
  await g?.stop();
});

interface Operation {
  name: string;
  query: string;
  variables?: () => Record<string, unknown>;
  allowed: Role[];
}

const ALL: Role[] = ROLES;
const id = () => randomUUID();

/**
 * Every protected root field with the roles of spec section 6. Mutations run on ids that do not exist or with input
 * the service refuses, so that "allowed" is visible (the service answers) without changing the demo data.
 */
const operations: Operation[] = [
  { name: 'dashboard', query: '{ dashboard { year totals { total } } }', allowed: ['REPRESENTATIVE', 'SUPPORT'] },
  { name: 'opportunities', query: '{ opportunities(pageSize: 5) { pageInfo { total } items { id } } }', allowed: ALL },
  {
    name: 'opportunity',
    query: 'query($id: ID!) { opportunity(id: $id) { id status } }',
    variables: () => ({ id: sharedOpportunity }),
    allowed: ALL,
  },
  { name: 'opportunitiesByName', query: '{ opportunitiesByName(name: "a") { id } }', allowed: ALL },
  {
    name: 'opportunitiesNamed',
    query: '{ opportunitiesNamed(name: "a", pageSize: 5) { pageInfo { total } items { id } } }',
    allowed: ALL,
  },
  {
    name: 'customerProtection',
    query: '{ customerProtection(cnpj: "11.444.777/0001-61") { cnpj protectedUntil } }',
    allowed: ALL,
  },
  {
    name: 'crmSellers',
    query: '{ crmSellers { name userId company } }',
    allowed: ['REPRESENTATIVE', 'RESALE', 'SELLER'],
  },
  { name: 'resales', query: '{ resales { pageInfo { total } } }', allowed: ['REPRESENTATIVE', 'SUPPORT'] },
  {
    name: 'resale',
    query: 'query($id: ID!) { resale(id: $id) { id status } }',
    variables: () => ({ id: id() }),
    allowed: ['REPRESENTATIVE', 'SUPPORT'],
  },
  {
    name: 'sellers',
    query: '{ sellers { pageInfo { total } items { id } } }',
    allowed: ['REPRESENTATIVE', 'SUPPORT', 'RESALE'],
  },
  {
    name: 'user',
    query: 'query($id: ID!) { user(id: $id) { id name roles } }',
    variables: () => ({ id: demoAccounts.seller.id }),
    allowed: ['REPRESENTATIVE', 'SUPPORT', 'RESALE'],
  },
  {
    name: 'history',
    query: 'query($id: ID!) { history(typeId: $id) { pageInfo { total } } }',
    variables: () => ({ id: sharedOpportunity }),
    allowed: ALL,
  },
  {
    name: 'createOpportunity',
    query: 'mutation($i: CreateOpportunityInput!) { createOpportunity(input: $i) { opportunity { id } } }',
    variables: () => ({ i: { cnpj: '123', acceptedTerm: true, project: {}, products: [] } }),
    allowed: ['RESALE', 'SELLER'],
  },
  {
    name: 'approveOpportunity',
    query: 'mutation($i: ApproveOpportunityInput!) { approveOpportunity(input: $i) { opportunity { id } } }',
    variables: () => ({ i: { id: id(), name: 'Oportunidade' } }),
    allowed: ['REPRESENTATIVE'],
  },
  {
    name: 'rejectOpportunity',
    query: 'mutation($i: RejectOpportunityInput!) { rejectOpportunity(input: $i) { opportunity { id } } }',
    variables: () => ({ i: { id: id(), reason: 'Fora do perfil' } }),
    allowed: ['REPRESENTATIVE'],
  },
  {
    name: 'updateOpportunity',
    query: 'mutation($i: UpdateOpportunityInput!) { updateOpportunity(input: $i) { opportunity { id } } }',
    variables: () => ({ i: { id: id(), name: 'Novo nome' } }),
    allowed: ['REPRESENTATIVE'],
  },
  {
    name: 'requestRenewal',
    query: 'mutation($i: RequestRenewalInput!) { requestRenewal(input: $i) { opportunity { id } } }',
    variables: () => ({ i: { id: id(), reason: 'Proposta enviada', probabilityClosing: 'P50' } }),
    allowed: ['RESALE', 'SELLER'],
  },
  {
    name: 'decideRenewal',
    query: 'mutation($i: DecideRenewalInput!) { decideRenewal(input: $i) { opportunity { id } } }',
    variables: () => ({ i: { id: id(), decision: 'REJECT', reason: 'Sem andamento' } }),
    allowed: ['REPRESENTATIVE'],
  },
  {
    name: 'approveResale',
    query: 'mutation($i: ApproveResaleInput!) { approveResale(input: $i) { message resale { id } } }',
    variables: () => ({ i: { id: id() } }),
    allowed: ['REPRESENTATIVE'],
  },
  {
    name: 'rejectResale',
    query: 'mutation($i: RejectResaleInput!) { rejectResale(input: $i) { message resale { id } } }',
    variables: () => ({ i: { id: id(), reason: 'CNPJ irregular' } }),
    allowed: ['REPRESENTATIVE'],
  },
  {
    name: 'createSeller',
    query: 'mutation($i: CreateSellerInput!) { createSeller(input: $i) { seller { id } } }',
    variables: () => ({ i: { name: ' ', email: 'novo.vendedor@demo.com.br', phone: '1' } }),
    allowed: ['RESALE'],
  },
  {
    name: 'deactivateSeller',
    query: 'mutation($i: DeactivateSellerInput!) { deactivateSeller(input: $i) { sellerId } }',
    variables: () => ({ i: { id: id() } }),
    allowed: ['RESALE'],
  },
  { name: 'customerWatches', query: '{ customerWatches { id cnpj } }', allowed: ['RESALE', 'SELLER'] },
  {
    name: 'watchCustomer',
    query: 'mutation($i: WatchCustomerInput!) { watchCustomer(input: $i) { watch { id } } }',
    variables: () => ({ i: { cnpj: '123' } }),
    allowed: ['RESALE', 'SELLER'],
  },
  {
    name: 'unwatchCustomer',
    query: 'mutation($i: UnwatchCustomerInput!) { unwatchCustomer(input: $i) { id } }',
    variables: () => ({ i: { id: id() } }),
    allowed: ['RESALE', 'SELLER'],
  },
  {
    name: 'exportPersonalData',
    query: '{ exportPersonalData(email: "nao-e-email") { email } }',
    allowed: ['REPRESENTATIVE', 'SUPPORT'],
  },
  {
    name: 'erasePersonalData',
    query: 'mutation($i: ErasePersonalDataInput!) { erasePersonalData(input: $i) { email } }',
    variables: () => ({ i: { email: 'nao-e-email' } }),
    allowed: ['REPRESENTATIVE'],
  },
  {
    name: 'updatePassword',
    query: 'mutation($i: UpdatePasswordInput!) { updatePassword(input: $i) { message } }',
    variables: () => ({ i: { password: 'fraca' } }),
    allowed: ALL,
  },
];

const cases = operations.flatMap((op) => ROLES.map((role) => ({ op, role, allowed: op.allowed.includes(role) })));

describe('roles of spec section 6, through the gateway on the real services', () => {
  test.each(cases)('$op.name as $role: allowed=$allowed', async ({ op, role, allowed }) => {
    const before = g.calls.length;

    const reply = await browsers[role].gql(op.query, op.variables?.());

    const codes = (reply.errors ?? []).map((e) => e.extensions?.code);
    if (allowed) {
      expect(codes).not.toContain('FORBIDDEN');
      expect(codes).not.toContain('UNAUTHENTICATED');
      expect(g.calls.length).toBeGreaterThan(before);
    } else {
      expect(codes).toEqual(['FORBIDDEN']);
      expect(reply.data?.[op.name] ?? null).toBeNull();
      // Refused by the directive, before any upstream call.
      expect(g.calls.length).toBe(before);
    }
  });

  test.each(operations)('$name without a session: UNAUTHENTICATED', async (op) => {
    const reply = await g.browser().gql(op.query, op.variables?.());

    expect(reply.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  });

  test('anonymous callers reach the public fields', async () => {
    const reply = await g
      .browser('yep.localhost')
      .gql(
        '{ me { id } brand { slug logoUrl } carouselImages { src } states { id abbreviation } municipalities(stateId: "31") { name } version }',
      );

    expect(reply.errors).toBeUndefined();
    expect(reply.data.me).toBeNull();
    expect(reply.data.brand).toEqual({ slug: 'yep', logoUrl: '/brands/yep/logo.svg' });
    expect(reply.data.states.find((s: { id: string }) => s.id === '31').abbreviation).toBe('MG');
    expect(reply.data.municipalities.map((m: { name: string }) => m.name)).toContain('Belo Horizonte');
  });
});

describe('brand of the host', () => {
  const ids = async (brand: string) =>
    new Set(
      (
        await g.stack.db.query<{ id: string }>('SELECT id FROM api.opportunities WHERE brand = $1 AND NOT is_deleted', [
          brand,
        ])
      ).map((r) => r.id),
    );
  const listed = async (browser: Browser) => {
    const reply = await browser.gql('{ opportunities(pageSize: 99999) { pageInfo { total } items { id } } }');
    expect(reply.errors).toBeUndefined();
    return new Set<string>(reply.data.opportunities.items.map((o: { id: string }) => o.id));
  };

  test('the same user on scanora.localhost and yep.localhost sees each brand’s opportunities only', async () => {
    const onScanora = browsers.REPRESENTATIVE;
    const onYep = await signIn('REPRESENTATIVE', 'yep.localhost');

    const [scanora, yep] = [await listed(onScanora), await listed(onYep)];

    expect(scanora).toEqual(await ids('scanora'));
    expect(yep).toEqual(await ids('yep'));
    expect([...scanora].some((o) => yep.has(o))).toBe(false);
  });

  test('a session cookie of one brand opens nothing on another host', async () => {
    const elsewhere = g.browser('yep.localhost');
    for (const [k, v] of browsers.SUPPORT.cookies) elsewhere.cookies.set(k, v);

    const reply = await elsewhere.gql('{ me { id } opportunities { items { id } } }');

    expect(reply.errors?.map((e) => e.extensions?.code)).toEqual(['WRONG_BRAND']);
    expect(reply.data?.me ?? null).toBeNull();
  });
});

describe('internal tools', () => {
  test('an access token from the authenticator works as a bearer token, on its own brand only', async () => {
    const { access_token } = await restLogin(g.stack.authUrl, demoAccounts.support.email, 'scanora');
    const bearer = { authorization: `Bearer ${access_token}` };

    const own = await g
      .browser('scanora.localhost')
      .gql('{ me { email roles } resales(pageSize: 1) { pageInfo { total } } }', undefined, bearer);
    const other = await g.browser('yep.localhost').gql('{ resales { pageInfo { total } } }', undefined, bearer);

    expect(own.errors).toBeUndefined();
    expect(own.data.me).toEqual({ email: demoAccounts.support.email, roles: ['SUPPORT'] });
    expect(own.data.resales.pageInfo.total).toBeGreaterThan(0);
    expect(other.errors?.map((e) => e.extensions?.code)).toEqual(['WRONG_BRAND']);
  });

  test('a forged bearer token is refused, `me` included (SESSION_EXPIRED), never taken for anonymous', async () => {
    const forged = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln';

    const reply = await g
      .browser()
      .gql('{ me { id } dashboard { year } }', undefined, { authorization: `Bearer ${forged}` });

    expect(reply.data?.me ?? null).toBeNull();
    expect(reply.errors?.map((e) => e.extensions?.code)).toEqual(['SESSION_EXPIRED']);
  });
});

describe('dashboard', () => {
  test("carries the REST figures: months of the current year, the brand's totals and the last 11", async () => {
    const reply = await browsers.REPRESENTATIVE.gql(
      '{ dashboard { year month monthly { approved disapproved analysis total } totals { total approved } latest { id } } }',
    );
    expect(reply.errors).toBeUndefined();
    const d = reply.data.dashboard;
    const [{ n, approved }] = await g.stack.db.query<{ n: number; approved: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE status = 'approved')::int AS approved FROM api.opportunities
       WHERE brand = 'scanora' AND NOT is_deleted`,
    );
    expect(d.totals).toEqual({ total: n, approved });
    expect(d.monthly.total).toHaveLength(d.month);
    expect(d.latest).toHaveLength(11);
  });
});
