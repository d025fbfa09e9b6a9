import { randomInt } from 'node:crypto';
import type { ManualClock } from '../../server/lib/clock.js';
import { withCheckDigits } from '../../server/lib/cnpj.js';
import { createLogger } from '../../server/lib/logger.js';
import { createLocalCrm } from '../../server/services/api/crm/local.js';
import { runOpportunityJob } from '../../server/services/api/jobs/index.js';
import { DAY_MS } from '../../shared/time.js';
import { startGateway, type TestGateway } from '../fixtures/gateway.js';
import { call, login } from '../fixtures/http.js';
import { perFile } from '../fixtures/per-file.js';
import { type Stack, type StackOptions, startStack } from '../fixtures/stack.js';

/** Shared arrangement of the opportunity integration tests: valid payloads, fresh customers, tokens per role. */

export const EMAILS = {
  representative: 'representante@demo.com.br',
  support: 'suporte@demo.com.br',
  resale: 'revenda@demo.com.br',
  seller: 'vendedor@demo.com.br',
} as const;
export type RoleName = keyof typeof EMAILS;

/** A head-office CNPJ of a customer no seed or other test uses (random root); `branch` gives a sibling. */
export function newCustomer() {
  const root = String(randomInt(10_000_000, 99_999_999));
  return {
    root,
    cnpj: withCheckDigits(`${root}0001`),
    branch: (n = 2) => withCheckDigits(`${root}${String(n).padStart(4, '0')}`),
  };
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The seller of the local CRM that approvals are synchronised to (so the CRM accepts the owner id). */
export const CRM_SELLER = { userId: '005TESTPRIMESELL01', name: 'Paula Prime' };

export async function ensureCrmSeller(stack: Stack, brand = 'scanora') {
  await stack.db.query(
    `INSERT INTO api.crm_sellers (user_id, brand, name) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO NOTHING`,
    [`${CRM_SELLER.userId}`, brand, CRM_SELLER.name],
  );
}

/** A payload the registration form would send for `cnpj`, conclusion 30 days after the stack's clock. */
export function payload(stack: Stack, cnpj: string, overrides: Record<string, unknown> = {}) {
  const conclusion = new Date(stack.clock.now().getTime() + 30 * DAY_MS);
  return {
    cnpj,
    contact: 'Carla Compras',
    network: 'false',
    email: 'compras@cliente.com.br',
    fantasyName: 'Mercado Teste',
    corporateName: 'Mercado Teste Comércio Ltda',
    street: 'Rua das Flores, 100',
    cep: '30140071',
    city: 'Belo Horizonte',
    state: 'MG',
    probabilityClosing: 50,
    acceptedTerm: 'true',
    country: 'Brasil',
    phone: '31987654321',
    seller: CRM_SELLER.name,
    sellerSalesforceId: CRM_SELLER.userId,
    company: 'scanora',
    opportunityOrigin: 'Prospect',
    projects: [
      {
        aplication: 'Controle de estoque',
        specification: 'Coletor Android com leitor 2D',
        conclusionDate: isoDay(conclusion),
        homologated: false,
        haveCollector: false,
        partner: false,
        opportunityType: false,
      },
    ],
    products: [{ partNumber: 'SC-100', description: 'Coletor SC-100', amount: 2, price: '1500,00' }],
    ...overrides,
  };
}

export type Tokens = Record<RoleName, string>;

export async function loginAll(stack: Stack, brand = 'scanora'): Promise<Tokens> {
  const entries = await Promise.all(
    (Object.keys(EMAILS) as RoleName[]).map(async (r) => [
      r,
      (await login(stack.authUrl, EMAILS[r], brand)).access_token,
    ]),
  );
  return Object.fromEntries(entries) as Tokens;
}

/** Registers an opportunity through the API and returns its id (fails the test on anything but 201). */
export async function createOpportunity(
  stack: Stack,
  token: string,
  overrides: Record<string, unknown> = {},
  cnpj = newCustomer().cnpj,
  brand = 'scanora',
): Promise<string> {
  const res = await call(stack.apiUrl, 'POST', '/opportunity/create', {
    token,
    brand,
    body: payload(stack, cnpj, { company: brand, ...overrides }),
  });
  if (res.status !== 201) throw new Error(`create answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

/** Names an opportunity as only a representative may (a registration gets the default name). */
export async function nameOpportunity(
  stack: Stack,
  representativeToken: string,
  id: string,
  name: string,
  brand = 'scanora',
) {
  const res = await call(stack.apiUrl, 'PATCH', `/opportunity/${id}`, {
    token: representativeToken,
    brand,
    body: { name },
  });
  if (res.status !== 200) throw new Error(`rename answered ${res.status}: ${JSON.stringify(res.body)}`);
}

export const manualClock = (stack: Stack) => stack.clock as ManualClock;

/** One run of the hourly opportunity job on the stack's database and clock, with the local CRM. */
export const runJobOn = (stack: Stack) =>
  runOpportunityJob({
    db: stack.db,
    clock: stack.clock,
    config: stack.config,
    crm: createLocalCrm(stack.db),
    logger: createLogger('silent'),
  });

/** A stack whose CRM accepts approvals, with tokens of every role: how the opportunity tests start. */
export async function startOpportunityStack(opts: StackOptions = {}): Promise<{ stack: Stack; tokens: Tokens }> {
  const stack = await startStack(opts);
  await ensureCrmSeller(stack);
  return { stack, tokens: await loginAll(stack) };
}

/**
 * An opportunity stack (startOpportunityStack) for the whole file: started before its tests, stopped after. A file
 * writes `const { stack, tokens } = opportunityStackPerFile()` and uses them in its hooks and tests: `stack` reads
 * through to the started stack, `tokens` is filled in once the roles are logged in (a test may replace them).
 */
export function opportunityStackPerFile(): { stack: Stack; tokens: Tokens } {
  const tokens = {} as Tokens;
  const stack = perFile(
    async () => {
      const opened = await startOpportunityStack();
      Object.assign(tokens, opened.tokens);
      return opened.stack;
    },
    (s) => s.stop(),
  );
  return { stack, tokens };
}

/** The gateway over its own stack, with the CRM seller and every role's tokens, as startOpportunityStack. */
export async function startOpportunityGateway(): Promise<{ g: TestGateway; tokens: Tokens }> {
  const g = await startGateway();
  await ensureCrmSeller(g.stack);
  return { g, tokens: await loginAll(g.stack) };
}
