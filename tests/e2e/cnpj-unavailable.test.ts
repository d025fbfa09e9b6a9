/**
 * The CNPJ lookup service down (a BrasilAPI fake answering 500): a reseller still registers, typing the company,
 * and a representative sees the registration flagged on its details.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from '../fixtures/gateway.js';
import { freshCnpj } from '../fixtures/opportunity.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DEMO_PASSWORD, demoAccounts, login } from './harness.js';
import { OpportunityDetailsPage } from './pages/opportunity-details.js';
import { OpportunityRegistrationPage } from './pages/opportunity-registration.js';

let fake: http.Server;
let gateway: TestGateway;
let browser: Browser;

beforeAll(async () => {
  fake = http.createServer((_req, res) => {
    res.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"erro interno"}');
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  gateway = await startGateway({ env: { CNPJ_PROVIDER: 'brasilapi', CNPJ_API_URL: `http://127.0.0.1:${port}` } });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  await gateway?.stop();
  await new Promise((resolve) => fake?.close(resolve));
});

const origin = () => `http://scanora.localhost:${new URL(gateway.url).port}`;

async function signedIn(email: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
  const page = await context.newPage();
  await login(page, origin(), email, DEMO_PASSWORD);
  await page.waitForURL(/\/Painel\/(Dashboard|Opportunities)$/);
  return page;
}

/** 30 days ahead as the form's dd/mm/aa. */
describe('registration while the CNPJ lookup service is down', () => {
  it('a reseller types the company and registers; a representative sees "Dados da empresa não verificados"', async () => {
    const cnpj = freshCnpj();
    const form = new OpportunityRegistrationPage(await signedIn(demoAccounts.resale.email), origin());
    await form.open();
    await form.typeCnpj(cnpj);

    await form.main.getByRole('alert').filter({ hasText: 'A consulta de CNPJ está indisponível' }).waitFor();
    await form.field('Razão social').fill('Comércio Digitado Ltda');
    await form.field('Nome fantasia').fill('Digitado');
    await form.field('CEP').pressSequentially('30140071');
    await form.field('Estado').selectOption({ value: 'MG' });
    await form.field('Cidade').locator('option', { hasText: 'Belo Horizonte' }).waitFor({ state: 'attached' });
    await form.field('Cidade').selectOption({ label: 'Belo Horizonte' });
    await form.fillAllButCompany({ contact: 'Lia Digitada', phone: '31987654321', email: 'lia@digitado.com.br' });
    await form.submit();
    await form.success('Oportunidade cadastrada com sucesso').waitFor();

    const [stored] = await gateway.stack.db.query<{ id: string; corporate_name: string; company_unverified: boolean }>(
      `SELECT id::text AS id, corporate_name, company_unverified FROM api.opportunities WHERE cnpj = $1`,
      [cnpj],
    );
    expect(stored).toMatchObject({ corporate_name: 'Comércio Digitado Ltda', company_unverified: true });

    const details = new OpportunityDetailsPage(await signedIn(demoAccounts.representative.email), origin());
    await details.open(stored.id);
    await details.main.getByText('Dados da empresa não verificados').waitFor();
  });
});
