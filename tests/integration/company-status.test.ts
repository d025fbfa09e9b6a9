/**
 * Companies that no longer exist (design section 15), through the real services on the local register: the lookup
 * gives the registration status, a registration for a company that is not active is refused with the reason, an
 * active one stores its status, and the opportunity job's re-check flags a customer that stopped being active, which
 * the list's filter then finds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INACTIVE_REGISTER_COMPANIES } from '../../server/cli/seed/companies.js';
import { COMPANY_RECHECK_AFTER_DAYS, recheckCompanies } from '../../server/services/api/jobs/company-recheck.js';
import { DAY_MS } from '../../shared/time.js';
import { startGateway, type TestGateway } from '../fixtures/gateway.js';
import { CREATE_OPPORTUNITY, createOpportunityInput } from '../fixtures/gateway-inputs.js';
import { call } from '../fixtures/http.js';
import type { Stack } from '../fixtures/stack.js';
import {
  loginAll,
  manualClock,
  newCustomer,
  payload,
  runJobOn,
  startOpportunityStack,
  type Tokens,
} from './opportunities-fixture.js';

let stack: Stack;
let t: Tokens;
let g: TestGateway;

const [baixada, inapta] = INACTIVE_REGISTER_COMPANIES;
const BAIXADA_MESSAGE = 'A empresa deste CNPJ está BAIXADA na Receita Federal e não pode receber oportunidades.';

beforeAll(async () => {
  ({ stack, tokens: t } = await startOpportunityStack());
  g = await startGateway({ stack });
});

afterAll(async () => {
  await g?.stop();
  await stack?.stop();
});

/** A company of the local register, active, that no registration uses yet. */
async function registerCompany(corporateName = 'Mercado Teste Comércio Ltda') {
  const { cnpj } = newCustomer();
  await stack.db.query(
    `INSERT INTO api.companies (cnpj, razao_social, nome_fantasia, cep, rua, cidade, estado, situacao_cadastral)
     VALUES ($1, $2, 'Mercado Teste', '30140071', 'Rua das Flores, 100', 'Belo Horizonte', 'MG', 'ATIVA')`,
    [cnpj, corporateName],
  );
  return cnpj;
}

const create = (cnpj: string, corporateName: string) =>
  call(stack.apiUrl, 'POST', '/opportunity/create', {
    token: t.resale,
    body: payload(stack, cnpj, { corporateName }),
  });
const detail = async (id: string) =>
  (await call(stack.apiUrl, 'GET', `/opportunity/id/${id}`, { token: t.representative })).body.data[0];
const listIds = async (query: string) => {
  const res = await call(stack.apiUrl, 'GET', `/opportunity/all?pageSize=1000&${query}`, { token: t.representative });
  expect(res.status).toBe(200);
  return res.body.result.map((o: { id: string }) => o.id) as string[];
};

describe('the CNPJ lookup', () => {
  it('gives the registration status of the register', async () => {
    const res = await call(stack.apiUrl, 'GET', `/cnpj/${inapta.cnpj}`, { token: t.seller });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ cnpj: inapta.cnpj, situacao_cadastral: 'INAPTA' });
  });

  it('answers registrationStatus through GraphQL', async () => {
    const representative = await g.signIn('representante@demo.com.br');
    const reply = await representative.gql('query($c: String!) { cnpjLookup(cnpj: $c) { registrationStatus } }', {
      c: baixada.cnpj,
    });
    expect(reply.data.cnpjLookup.registrationStatus).toBe('BAIXADA');
  });
});

describe('a registration', () => {
  it('is refused for a BAIXADA company, saying why, and nothing is stored', async () => {
    const res = await create(baixada.cnpj, baixada.corporateName);
    expect(res.status).toBe(400);
    // Its own code and the status that refused it: a client that did not look the company up first says why.
    expect(res.body).toMatchObject({
      code: 'COMPANY_INACTIVE',
      companyStatus: 'BAIXADA',
      message: BAIXADA_MESSAGE,
      fields: { cnpj: BAIXADA_MESSAGE },
    });
    const rows = await stack.db.query('SELECT id FROM api.opportunities WHERE cnpj = $1', [baixada.cnpj]);
    expect(rows).toEqual([]);
  });

  it('is refused through GraphQL with COMPANY_INACTIVE, the status and the reason on the CNPJ', async () => {
    const seller = await g.signIn('vendedor@demo.com.br');
    const reply = await seller.gql(CREATE_OPPORTUNITY, {
      i: createOpportunityInput({ cnpj: baixada.cnpj, corporateName: baixada.corporateName }),
    });
    expect(reply.errors?.[0]).toMatchObject({
      message: BAIXADA_MESSAGE,
      extensions: { code: 'COMPANY_INACTIVE', companyStatus: 'BAIXADA', fields: { cnpj: BAIXADA_MESSAGE } },
    });
  });

  it('is accepted for an ATIVA company, which the details show as checked at the registration', async () => {
    const cnpj = await registerCompany();
    const res = await create(cnpj, 'Mercado Teste Comércio Ltda');
    expect(res.status).toBe(201);
    expect(res.body.data.companyStatus).toBe('ATIVA');
    expect(await detail(res.body.data.id)).toMatchObject({
      companyStatus: 'ATIVA',
      companyStatusCheckedAt: stack.clock.now().toISOString(),
      companyInactive: false,
      companyUnverified: false,
    });
  });
});

describe('the re-check of the opportunity job', () => {
  it('flags an opportunity whose company became INAPTA, and the list filter finds it', async () => {
    const cnpj = await registerCompany();
    const created = await create(cnpj, 'Mercado Teste Comércio Ltda');
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    // Every other live opportunity was checked just after this one: this customer is the first in line.
    const later = new Date(stack.clock.now().getTime() + 60_000);
    await stack.db.query(
      `UPDATE api.opportunities SET company_status = 'ATIVA', company_status_checked_at = $2 WHERE id <> $1`,
      [id, later],
    );
    await stack.db.query(`UPDATE api.companies SET situacao_cadastral = 'INAPTA' WHERE cnpj = $1`, [cnpj]);
    manualClock(stack).advanceDays(COMPANY_RECHECK_AFTER_DAYS + 1);
    t = await loginAll(stack);

    const result = await runJobOn(stack);

    expect(result?.companies).toMatchObject({ becameInactive: 1, providerDown: false });
    expect(await detail(id)).toMatchObject({
      companyStatus: 'INAPTA',
      companyStatusCheckedAt: stack.clock.now().toISOString(),
      companyInactive: true,
    });
    const history = await stack.db.query<{ username: string; modifications: unknown }>(
      `SELECT username, modifications FROM api.history WHERE type_id = $1 AND modifications @> '[{"attribute": "companyStatus"}]'`,
      [id],
    );
    expect(history).toEqual([
      { username: 'Sistema', modifications: [{ attribute: 'companyStatus', oldValue: 'ATIVA', newValue: 'INAPTA' }] },
    ]);
    expect(await listIds('companyInactive=true')).toEqual([id]);
    expect(await listIds('companyInactive=false')).not.toContain(id);

    const representative = await g.signIn('representante@demo.com.br');
    const flagged = await representative.gql(
      '{ opportunities(pageSize: 100, filter: { companyInactive: true }) { items { id companyInactive } } }',
    );
    expect(flagged.data.opportunities.items).toEqual([{ id, companyInactive: true }]);
    const details = await representative.gql(
      'query($id: ID!) { opportunity(id: $id) { companyStatus companyInactive companyStatusCheckedAt } }',
      { id },
    );
    expect(details.data.opportunity).toMatchObject({ companyStatus: 'INAPTA', companyInactive: true });
  });

  it('stops a run once it has updated its share of opportunities: the next customers wait for the next run', async () => {
    const first = await registerCompany();
    const second = await registerCompany();
    const ids: string[] = [];
    for (const cnpj of [first, second]) {
      const created = await create(cnpj, 'Mercado Teste Comércio Ltda');
      expect(created.status).toBe(201);
      ids.push(created.body.data.id as string);
    }
    // These two customers first in line, the first before the second; every other live opportunity checked later.
    const now = stack.clock.now().getTime();
    await stack.db.query(`UPDATE api.opportunities SET company_status_checked_at = $2 WHERE id <> ALL($1::uuid[])`, [
      ids,
      new Date(now + 3_600_000),
    ]);
    await stack.db.query(`UPDATE api.opportunities SET company_status_checked_at = NULL WHERE id = $1`, [ids[0]]);
    await stack.db.query(`UPDATE api.opportunities SET company_status_checked_at = $2 WHERE id = $1`, [
      ids[1],
      new Date(now - 30 * DAY_MS),
    ]);
    const deps = { db: stack.db, clock: stack.clock, config: stack.config };

    // One opportunity a run: the first customer's is updated, and the run stops there; the next run takes the second.
    expect(await recheckCompanies(deps, 1)).toMatchObject({ checked: 1 });
    const [waiting] = await stack.db.query<{ company_status_checked_at: Date }>(
      'SELECT company_status_checked_at FROM api.opportunities WHERE id = $1',
      [ids[1]],
    );
    expect(waiting.company_status_checked_at.getTime()).toBe(now - 30 * DAY_MS);
    expect(await recheckCompanies(deps, 1)).toMatchObject({ checked: 1 });
    const checked = await stack.db.query<{ id: string; company_status_checked_at: Date | null }>(
      'SELECT id, company_status_checked_at FROM api.opportunities WHERE id = ANY($1::uuid[])',
      [ids],
    );
    expect(checked.every((r) => r.company_status_checked_at?.getTime() === now)).toBe(true);
  });
});
