/**
 * The waiting list for protected customers (design section 16), in Chromium through the real stack: a reseller on a
 * phone is refused because the customer is protected, asks "Avise-me quando liberar" by keyboard and finds the request
 * under "Avisos de liberação"; a representative sees that one reseller waits and refuses the protecting opportunity;
 * the waiting reseller's mail is in the outbox, and its link opens the registration form with the CNPJ filled.
 */
import { describe, expect, it } from 'vitest';
import { withCheckDigits } from '../../server/lib/cnpj.js';
import { CREATE_OPPORTUNITY, createOpportunityInput } from '../fixtures/gateway-inputs.js';
import { freshCnpj } from '../fixtures/opportunity.js';
import { DEMO_PASSWORD, demoAccounts, portalPerFile, seriousA11yViolations } from './harness.js';
import { CustomerWatchesPage } from './pages/customer-watches.js';
import { OpportunityDetailsPage } from './pages/opportunity-details.js';
import { OpportunityRegistrationPage } from './pages/opportunity-registration.js';

const portal = portalPerFile();

const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { viewer { id } } }';
const LOCKED =
  'A oportunidade já existe no CRM, não pode ser alterada. Por favor, aguarde a renovação da oportunidade para ' +
  'atualizá-la no CRM.';
const mask = (c: string) => `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;

/** 30 days ahead as the form's dd/mm/aa. */
/** A customer of the local register that the demo seller (the holder) has just registered; its id and CNPJs. */
async function customerHeldBySeller() {
  const cnpj = freshCnpj();
  const branch = withCheckDigits(`${cnpj.slice(0, 8)}0002`);
  const db = portal.gateway.stack.db;
  for (const c of [cnpj, branch]) {
    await db.query(
      `INSERT INTO api.companies (cnpj, razao_social, nome_fantasia, cep, rua, cidade, estado)
       VALUES ($1, 'Supermercado Espera Ltda', 'Super Espera', '30140071', 'Rua das Flores, 100', 'Belo Horizonte', 'MG')`,
      [c],
    );
  }
  const api = portal.gateway.browser('scanora.localhost');
  await api.gql(LOGIN, {
    input: { username: demoAccounts.seller.email, password: DEMO_PASSWORD, keepConnected: true },
  });
  // Registered under the register's name: the waiting list shows the customer by it.
  const created = await api.gql(CREATE_OPPORTUNITY, {
    i: createOpportunityInput({ cnpj, corporateName: 'Supermercado Espera Ltda', fantasyName: 'Super Espera' }),
  });
  expect(created.errors).toBeUndefined();
  return { id: created.data.createOpportunity.opportunity.id as string, cnpj, branch };
}

describe('the waiting list for a protected customer', () => {
  it('a refused reseller asks to be told; the refusal by a representative e-mails it the form’s link', async () => {
    const customer = await customerHeldBySeller();

    // The reseller, on a phone, registers a branch of that customer and is refused.
    const { page, origin } = await portal.signIn(demoAccounts.resale.email, { width: 390, height: 844 });
    const form = new OpportunityRegistrationPage(page, origin);
    await form.open();
    await form.typeCnpj(customer.branch);
    await form.protection.waitFor();
    await form.watchButton.waitFor();
    await expect.poll(() => form.field('Razão social').inputValue()).toBe('Supermercado Espera Ltda');
    await form.fillAllButCompany({ contact: 'Rui Espera', phone: '31987654321', email: 'rui@espera.com.br' });
    await form.submit();
    await form.errorDialog.getByText(LOCKED).waitFor();
    await form.errorDialog.getByRole('button', { name: 'Voltar' }).click();
    await form.errorDialog.waitFor({ state: 'detached' });

    // The focus is on "Avise-me quando liberar": the keyboard asks.
    await expect.poll(() => form.watchButton.evaluate((b) => b === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await form.main.getByRole('status').filter({ hasText: 'Você receberá um e-mail' }).waitFor();
    expect(await form.main.textContent()).not.toContain(demoAccounts.seller.name);

    const watches = new CustomerWatchesPage(page, origin);
    await watches.openFromMenu();
    await expect.poll(() => watches.items.count()).toBe(1);
    expect(await watches.items.first().textContent()).toContain(mask(customer.branch));
    expect(await seriousA11yViolations(page)).toEqual([]);
    const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(fits).toBe(true);
    // The customer's name, until when it is protected and what comes next, on a phone and on a wide screen; the
    // holder (the demo seller) named nowhere.
    const wide = await portal.signIn(demoAccounts.resale.email, { width: 1280, height: 900 });
    const wideWatches = new CustomerWatchesPage(wide.page, wide.origin);
    await wideWatches.open();
    for (const list of [watches, wideWatches]) {
      await expect.poll(() => list.items.count()).toBe(1);
      const text = (await list.items.first().textContent()) ?? '';
      expect(text).toContain('Supermercado Espera Ltda');
      expect(text).toMatch(/Protegido até \d{2}\/\d{2}\/\d{4}/);
      expect(text).toContain('Quando a proteção terminar, você receberá um e-mail com o link para registrar');
      expect(await list.main.textContent()).not.toContain(demoAccounts.seller.name);
      expect(await list.main.textContent()).not.toContain(demoAccounts.seller.email);
    }
    expect(await seriousA11yViolations(wide.page)).toEqual([]);
    expect(await wide.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The representative sees one reseller waiting, never who, and refuses the protecting opportunity.
    const rep = await portal.signIn(demoAccounts.representative.email, { height: 900 });
    const details = new OpportunityDetailsPage(rep.page, rep.origin);
    await details.open(customer.id);
    await details.main.getByText('1 revenda aguarda a liberação deste cliente.').waitFor();
    expect(await details.main.textContent()).not.toContain(demoAccounts.resale.name);
    await details.reject('Cliente desistiu da compra.');
    await details.success('Oportunidade reprovada com sucesso').waitFor();

    // The waiting reseller's mail, with the link that opens the form with the CNPJ filled.
    const [mail] = await portal.gateway.stack.db.query<{ recipients: string[]; content: string }>(
      `SELECT recipients, content FROM api.mail_outbox WHERE kind = 'customer-released' AND content LIKE $1`,
      [`%cnpj=${customer.branch}%`],
    );
    expect(mail.recipients).toEqual([demoAccounts.resale.email]);
    expect(mail.content).not.toContain(demoAccounts.seller.name);
    const link = /href="([^"]*\/Painel\/Opportunities\/registration\?cnpj=[^"]+)"/.exec(mail.content)?.[1];
    expect(link).toBeDefined();
    const url = new URL(link!.replace(/&amp;/g, '&'));
    await page.goto(`${origin}${url.pathname}${url.search}`);
    await form.heading.waitFor();
    await expect.poll(() => form.field('CNPJ').inputValue()).toBe(mask(customer.branch));
    await expect.poll(() => form.field('Razão social').inputValue()).toBe('Supermercado Espera Ltda');
    expect(await form.protection.count()).toBe(0);

    // The request ended with its mail.
    await watches.open();
    await watches.empty.waitFor();
    expect(portal.pageErrors).toEqual([]);
  });
});
