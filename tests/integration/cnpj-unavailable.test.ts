/**
 * The CNPJ lookup service fails (500, or no answer within its timeout) rather than saying "unknown CNPJ": the lookup
 * answers 503 CNPJ_LOOKUP_UNAVAILABLE, a registration with a typed company is accepted and stored as unverified
 * (the API decides, asking the register again), and representatives list those registrations with a filter.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_TIMEOUT_MS } from '../../server/services/api/cnpj/brasilapi.js';
import { startGateway, type TestGateway } from '../fixtures/gateway.js';
import { CREATE_OPPORTUNITY, createOpportunityInput } from '../fixtures/gateway-inputs.js';
import { call } from '../fixtures/http.js';
import type { Stack } from '../fixtures/stack.js';
import { newCustomer, payload, runJobOn, startOpportunityStack, type Tokens } from './opportunities-fixture.js';

let stack: Stack;
let fake: http.Server;
let t: Tokens;
let g: TestGateway;
/** CNPJs the fake register knows (corporate name), answers 500 for, or never answers for. */
const known = new Map<string, string>();
const failing = new Set<string>();
const hanging = new Set<string>();
/** The registration status the fake register gives a known CNPJ (none: its reply carries no status). */
const statuses = new Map<string, string>();

beforeAll(async () => {
  fake = http.createServer((req, res) => {
    const cnpj = (req.url ?? '').split('/').pop() ?? '';
    if (hanging.has(cnpj)) return;
    res.setHeader('content-type', 'application/json');
    const name = known.get(cnpj);
    if (name) {
      const status = statuses.get(cnpj);
      res.end(
        JSON.stringify({
          cnpj,
          razao_social: name,
          cep: '30140071',
          municipio: 'BELO HORIZONTE',
          uf: 'MG',
          ...(status ? { descricao_situacao_cadastral: status } : {}),
        }),
      );
      return;
    }
    res.statusCode = failing.has(cnpj) ? 500 : 404;
    res.end(JSON.stringify({ message: failing.has(cnpj) ? 'erro interno' : 'não encontrado' }));
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  ({ stack, tokens: t } = await startOpportunityStack({
    env: { CNPJ_PROVIDER: 'brasilapi', CNPJ_API_URL: `http://127.0.0.1:${port}` },
  }));
  g = await startGateway({ stack });
});

afterAll(async () => {
  await g?.stop();
  await stack?.stop();
  fake?.closeAllConnections();
  await new Promise((resolve) => fake?.close(resolve));
});

const lookup = (cnpj: string) => call(stack.apiUrl, 'GET', `/cnpj/${cnpj}`, { token: t.resale, brand: 'scanora' });
const create = (cnpj: string, overrides: Record<string, unknown> = {}) =>
  call(stack.apiUrl, 'POST', '/opportunity/create', {
    token: t.resale,
    brand: 'scanora',
    body: payload(stack, cnpj, { company: 'scanora', ...overrides }),
  });
const stored = async (id: string) =>
  (await call(stack.apiUrl, 'GET', `/opportunity/id/${id}`, { token: t.representative, brand: 'scanora' })).body
    .data[0];

describe('GET /cnpj/{cnpj} when the lookup service fails', () => {
  it('answers 503 CNPJ_LOOKUP_UNAVAILABLE for a 500 of the service', async () => {
    const { cnpj } = newCustomer();
    failing.add(cnpj);
    const res = await lookup(cnpj);
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('CNPJ_LOOKUP_UNAVAILABLE');
  });

  it('answers 503 CNPJ_LOOKUP_UNAVAILABLE when the service does not answer in time', async () => {
    const { cnpj } = newCustomer();
    hanging.add(cnpj);
    const started = Date.now();
    const res = await lookup(cnpj);
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('CNPJ_LOOKUP_UNAVAILABLE');
    expect(Date.now() - started).toBeGreaterThanOrEqual(PROVIDER_TIMEOUT_MS - 100);
  });

  it('still answers 404 for a CNPJ the service does not know', async () => {
    expect((await lookup(newCustomer().cnpj)).status).toBe(404);
  });
});

describe('POST /opportunity/create with the company typed', () => {
  it('registers it, stored as unverified, while the lookup service fails', async () => {
    const { cnpj } = newCustomer();
    failing.add(cnpj);
    const res = await create(cnpj, { companyTyped: true });
    expect(res.status).toBe(201);
    expect(res.body.data.companyUnverified).toBe(true);
    expect((await stored(res.body.data.id)).companyUnverified).toBe(true);
  });

  it('stores unverified when the service fails, whatever the caller says', async () => {
    const { cnpj } = newCustomer();
    failing.add(cnpj);
    const res = await create(cnpj, { companyTyped: false });
    expect(res.status).toBe(201);
    expect((await stored(res.body.data.id)).companyUnverified).toBe(true);
  });

  it('stores verified a company the register confirms, and unverified one it names otherwise', async () => {
    const { cnpj } = newCustomer();
    known.set(cnpj, 'MERCADO TESTE COMERCIO LTDA');
    const confirmed = await create(cnpj);
    expect(confirmed.status).toBe(201);
    expect((await stored(confirmed.body.data.id)).companyUnverified).toBe(false);

    const other = newCustomer().cnpj;
    known.set(other, 'OUTRA EMPRESA S.A.');
    const renamed = await create(other);
    expect(renamed.status).toBe(201);
    expect((await stored(renamed.body.data.id)).companyUnverified).toBe(true);
  });

  it('refuses a company BrasilAPI gives as BAIXADA, saying why', async () => {
    const { cnpj } = newCustomer();
    known.set(cnpj, 'MERCADO TESTE COMERCIO LTDA');
    statuses.set(cnpj, 'BAIXADA');
    const res = await create(cnpj);
    expect(res.status).toBe(400);
    expect(res.body.fields.cnpj).toBe(
      'A empresa deste CNPJ está BAIXADA na Receita Federal e não pode receber oportunidades.',
    );
  });
});

describe('the re-check of the opportunity job while the lookup service fails', () => {
  it('stops the re-check without failing the job, the customer still never verified', async () => {
    const { cnpj } = newCustomer();
    failing.add(cnpj);
    const res = await create(cnpj, { companyTyped: true });
    expect(res.status).toBe(201);
    const id = res.body.data.id as string;
    // The others were just checked: this never-verified customer is the only one due.
    await stack.db.query('UPDATE api.opportunities SET company_status_checked_at = $2 WHERE id <> $1', [
      id,
      stack.clock.now(),
    ]);

    const result = await runJobOn(stack);

    expect(result?.companies).toEqual({ checked: 0, becameInactive: 0, providerDown: true });
    expect(await stored(id)).toMatchObject({
      companyStatus: null,
      companyStatusCheckedAt: null,
      companyInactive: false,
    });
  });
});

describe('GET /opportunity/all?companyUnverified=true', () => {
  it('lists only the registrations whose company is unverified', async () => {
    const typed = newCustomer().cnpj;
    failing.add(typed);
    const unverifiedId = (await create(typed, { companyTyped: true })).body.data.id;
    const checked = newCustomer().cnpj;
    known.set(checked, 'Mercado Teste Comércio Ltda');
    const verifiedId = (await create(checked)).body.data.id;

    const list = (query: string) =>
      call(stack.apiUrl, 'GET', `/opportunity/all?amount=1000&${query}`, { token: t.representative, brand: 'scanora' });
    const flagged = await list('companyUnverified=true');
    expect(flagged.status).toBe(200);
    const ids = flagged.body.result.map((o: { id: string }) => o.id);
    expect(ids).toContain(unverifiedId);
    expect(ids).not.toContain(verifiedId);
    expect(flagged.body.result.every((o: { companyUnverified: boolean }) => o.companyUnverified)).toBe(true);
    const unflagged = await list('companyUnverified=false');
    expect(unflagged.body.result.map((o: { id: string }) => o.id)).toContain(verifiedId);
    expect((await list('companyUnverified=talvez')).status).toBe(400);
  });
});

describe('through GraphQL', () => {
  it('answers cnpjLookup with CNPJ_LOOKUP_UNAVAILABLE, creates with the company typed, and filters the list', async () => {
    const cnpj = newCustomer().cnpj;
    failing.add(cnpj);
    // The seller: the reseller's account spent its 3 lookups a minute above.
    const seller = await g.signIn('vendedor@demo.com.br');
    const looked = await seller.gql('query($c: String!) { cnpjLookup(cnpj: $c) { cnpj } }', { c: cnpj });
    expect(looked.errors?.[0].extensions?.code).toBe('CNPJ_LOOKUP_UNAVAILABLE');

    const created = await seller.gql(
      CREATE_OPPORTUNITY.replace('opportunity { id }', 'opportunity { id companyUnverified }'),
      { i: createOpportunityInput({ cnpj, companyTyped: true }) },
    );
    expect(created.errors).toBeUndefined();
    const { id, companyUnverified } = created.data.createOpportunity.opportunity;
    expect(companyUnverified).toBe(true);

    const representative = await g.signIn('representante@demo.com.br');
    const flagged = await representative.gql(
      '{ opportunities(pageSize: 1000, filter: { companyUnverified: true }) { items { id } } }',
    );
    expect(flagged.data.opportunities.items.map((o: { id: string }) => o.id)).toContain(id);
    const details = await representative.gql('query($id: ID!) { opportunity(id: $id) { companyUnverified } }', { id });
    expect(details.data.opportunity.companyUnverified).toBe(true);
  });
});
