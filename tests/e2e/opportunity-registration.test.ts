import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../shared/time.js';
import { DEMO_PASSWORD, demoAccounts, login, portalPerFile, seriousA11yViolations } from './harness.js';
import { OpportunityDetailsPage } from './pages/opportunity-details.js';
import { OpportunityListPage } from './pages/opportunity-list.js';
import { OpportunityRegistrationPage } from './pages/opportunity-registration.js';

const portal = portalPerFile();
interface Customer {
  cnpj: string;
  razao_social: string;
  estado: string;
  cidade: string;
}

/**
 * Customers of the local CNPJ register (numeric CNPJs, typed as digits) that an active registration of the brand
 * protects, or that none does. Finding them is the test's set-up; the tests share the stack's database, so each
 * test takes its own.
 */
async function customers(brand: string, protectedNow: boolean): Promise<Customer[]> {
  return portal.gateway.stack.db.query<Customer>(
    `SELECT c.cnpj, c.razao_social, c.estado, c.cidade FROM api.companies c
      WHERE c.cnpj ~ '^[0-9]{14}$' AND c.cidade IS NOT NULL AND ${protectedNow ? '' : 'NOT'} EXISTS (
        SELECT 1 FROM api.opportunities o WHERE o.brand = $1 AND o.cnpj_root = left(c.cnpj, 8)
          AND o.status IN ('analysis', 'approved', 'awaiting_renovation', 'renovation'))
      ORDER BY c.cnpj LIMIT 5`,
    [brand],
  );
}

/** A day a month ahead, as the form takes it: dd/mm/aa. */
function conclusionDay(): string {
  const d = new Date(Date.now() + 30 * DAY_MS);
  return d.toLocaleDateString('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    year: '2-digit',
    month: '2-digit',
    day: '2-digit',
  });
}

async function registrationAs(email: string, opts: { brand?: string; width?: number; height?: number } = {}) {
  const { page, context, origin } = await portal.signIn(email, { height: 900, ...opts });
  await page.waitForURL('**/Painel/Opportunities');
  return { form: new OpportunityRegistrationPage(page, origin), context };
}

/** The reseller's form opened, a scanora customer (protected by a registration or not) typed in its CNPJ field. */
async function formWithCustomer(protectedNow: boolean) {
  const [customer] = await customers('scanora', protectedNow);
  const { form } = await registrationAs(demoAccounts.resale.email);
  await form.open();
  await form.typeCnpj(customer.cnpj);
  return { customer, form };
}

/** Fills what every registration here fills alike: no group, the contact, a prospected project ending in a month. */
async function fillContactAndProject(
  form: OpportunityRegistrationPage,
  contact: { contact: string; phone: string; email: string },
  project: { application: string; specification: string },
) {
  await form.field('O cliente faz parte de um grupo?').selectOption({ label: 'Não' });
  await form.fillContact(contact);
  await form.fillProject({ origin: 'Prospecção', ...project, conclusionDate: conclusionDay() });
}

describe('opportunity registration', () => {
  it('a reseller registers one: lookup, rows added and removed, guidelines read, a missing field refused, then found in the list', async () => {
    const [customer] = await customers('scanora', false);
    const { form } = await registrationAs(demoAccounts.resale.email);
    const list = new OpportunityListPage(form.page, form.origin);
    await list.addButton.click();
    await form.heading.waitFor();

    await form.typeCnpj(customer.cnpj);
    await expect.poll(() => form.field('Razão social').inputValue()).toBe(customer.razao_social);
    expect(await form.field('Estado').inputValue()).toBe(customer.estado);
    await expect.poll(() => form.field('Cidade').inputValue()).toBe(customer.cidade);
    expect(await form.protection.count()).toBe(0);

    await fillContactAndProject(
      form,
      { contact: 'Joana Prado', phone: '31987654321', email: 'joana.prado@cliente.com.br' },
      { application: 'Inventário do centro de distribuição', specification: 'Coletor Android com leitor 2D' },
    );
    await form.fillRow('Produto principal', {
      partNumber: 'SC-200',
      description: 'Coletor SC-200',
      amount: '10',
      price: '1500,50',
    });

    await form.addButton('Acessório').click();
    expect(await form.rows('Acessório').count()).toBe(2);
    await form.fillRow('Acessório 2', { partNumber: 'BAT-9', amount: '2', price: '100' });
    await expect.poll(() => form.total()).toBe('R$ 15.205,00');
    await form.removeButton('Acessório').click();
    expect(await form.rows('Acessório').count()).toBe(1);
    expect(await form.removeButton('Acessório').isDisabled()).toBe(true);
    await expect.poll(() => form.total()).toBe('R$ 15.005,00');
    await form.addButton('Produto concorrente').click();
    expect(await form.rows('Produto concorrente').count()).toBe(2);
    await form.removeButton('Produto concorrente').click();
    expect(await form.rows('Produto concorrente').count()).toBe(1);
    await form.fillRow('Produto concorrente 1', { description: 'Coletor da concorrência' });
    await form.chooseFirstSeller();

    await form.readGuidelines();
    await form.closeGuidelines();

    // The terms are left unchecked: the modal names them, and the focus goes to them once it closes.
    await form.submit();
    expect(await form.missingLabels()).toEqual(['Aceite dos termos']);
    await form.closeMissingFields();
    await expect.poll(() => form.terms.evaluate((el) => el === document.activeElement)).toBe(true);

    await form.acceptTerms();
    await form.submit();
    await form.success('Oportunidade cadastrada com sucesso').waitFor();
    await form.page.getByRole('button', { name: 'Voltar ao início' }).click();
    await form.page.waitForURL('**/Painel/Opportunities');

    await list.heading.waitFor();
    await list.filterByCnpj(customer.cnpj);
    // The list may still be answering its first (unfiltered) call when the filter is typed.
    await expect.poll(() => list.total()).toBe(1);
    expect((await list.cnpjs())[0].replace(/\D/g, '')).toBe(customer.cnpj);
    expect(await list.rows.first().textContent()).toContain('Em Análise');
    expect(portal.pageErrors).toEqual([]);
  });

  it('registers a price typed the Brazilian way at its full value: 2 × 4.599,90 is R$ 9.199,80, typed, stored and shown', async () => {
    const { customer, form } = await formWithCustomer(false);
    await expect.poll(() => form.field('Razão social').inputValue()).toBe(customer.razao_social);
    await fillContactAndProject(
      form,
      { contact: 'Davi Preço', phone: '31987654321', email: 'davi.preco@cliente.com.br' },
      { application: 'Expedição', specification: 'Impressora de etiquetas' },
    );

    await form.fillRow('Produto principal', { partNumber: 'LP-40', description: 'Impressora LP-40', amount: '2' });
    await form.price('Produto principal').pressSequentially('4.599,90');
    // Still in the field: the total already reads the typed text.
    await expect.poll(() => form.total()).toBe('R$ 9.199,80');
    await form.price('Produto principal').press('Tab');
    expect(await form.price('Produto principal').inputValue()).toBe('4.599,90');

    await form.chooseFirstSeller();
    await form.acceptTerms();
    await form.submit();
    await form.success('Oportunidade cadastrada com sucesso').waitFor();

    const [stored] = await portal.gateway.stack.db.query<{ id: string; estimated: string; price: string }>(
      `SELECT o.id::text AS id, o.estimated::text AS estimated, p.price::text AS price
         FROM api.opportunities o JOIN api.opportunity_products p ON p.opportunity_id = o.id
        WHERE o.brand = 'scanora' AND o.cnpj_root = left($1, 8) ORDER BY o.created_at DESC LIMIT 1`,
      [customer.cnpj],
    );
    expect({ estimated: stored.estimated, price: stored.price }).toEqual({ estimated: '9199.80', price: '4599.90' });

    const details = new OpportunityDetailsPage(form.page, form.origin);
    await details.open(stored.id);
    const read = async (l: ReturnType<typeof details.fact>) => ((await l.textContent()) ?? '').replace(/\s/g, ' ');
    expect(await read(details.fact('Valor estimado'))).toBe('R$ 9.199,80');
    // The product tables come in a later render than the facts above them.
    await expect.poll(async () => (await details.main.textContent())?.replace(/\s/g, ' ')).toContain('R$ 4.599,90');
    expect(portal.pageErrors).toEqual([]);
  });

  it('says at once, as soon as the CNPJ is complete, until when a protected customer is protected', async () => {
    const { form } = await formWithCustomer(true);
    await form.protection.waitFor();
    expect((await form.protectionTitle.textContent())?.trim()).toMatch(
      /^Este cliente já possui uma oportunidade registrada nesta marca: protegido até \d{2}\/\d{2}\/\d{4}$/,
    );
    // With a way to be told when it is free (tests/e2e/customer-watches.test.ts follows it through).
    await form.watchButton.waitFor();
  });

  it('keeps what was typed through a reload and a new login, until "Descartar rascunho"', async () => {
    const { form, context } = await registrationAs(demoAccounts.resale.email);
    await form.open();
    await form.fillContact({ contact: 'Caio Rascunho', phone: '1133224455', email: 'caio@rascunho.com.br' });
    await form.field('Aplicação').fill('Rastreio de ativos');
    await form.addButton('Acessório').click();
    await form.fillRow('Acessório 2', { partNumber: 'CAB-1' });

    await form.page.reload();
    await form.draftNotice.waitFor();
    expect(await form.field('Nome do contato').inputValue()).toBe('Caio Rascunho');
    expect(await form.field('Telefone do cliente').inputValue()).toBe('(11) 3322-4455');
    expect(await form.row('Acessório 2').getByLabel('Part number').inputValue()).toBe('CAB-1');

    // The session ends behind the user's back; a new login as the same user finds the draft again.
    await context.clearCookies();
    await form.page.reload();
    await form.page.getByRole('heading', { name: 'Acesse o portal' }).waitFor();
    await login(form.page, form.origin, demoAccounts.resale.email, DEMO_PASSWORD);
    await form.page.waitForURL('**/Painel/Opportunities');
    await form.open();
    expect(await form.field('Aplicação').inputValue()).toBe('Rastreio de ativos');

    await form.discardDraft();
    expect(await form.field('Nome do contato').inputValue()).toBe('');
    await form.page.reload();
    await form.heading.waitFor();
    expect(await form.draftNotice.count()).toBe(0);
    expect(await form.field('Nome do contato').inputValue()).toBe('');
  });

  it('does not require a "Vendedor Prime" on yep', async () => {
    const { form } = await registrationAs(demoAccounts.seller.email, { brand: 'yep' });
    await form.open();
    await form.field('Vendedor Prime').locator('option:not([value=""])').first().waitFor({ state: 'attached' });
    await form.submit();
    const missing = await form.missingLabels();
    expect(missing).toContain('CNPJ');
    expect(missing).not.toContain('Vendedor Prime');
  });

  it('is usable on a phone and has no serious accessibility violations, errors shown or not', async () => {
    for (const width of [390, 1280]) {
      // A small phone's screen (iPhone SE): too short for the list of every missing field.
      const { form } = await registrationAs(demoAccounts.resale.email, { width, height: width === 390 ? 667 : 900 });
      await form.open();
      await form.field('Vendedor Prime').locator('option:not([value=""])').first().waitFor({ state: 'attached' });
      expect(await seriousA11yViolations(form.page)).toEqual([]);
      await form.submit();
      // On a phone the dialog's list of every missing field scrolls: the keyboard must reach it too.
      await form.missingFields.getByRole('listitem').first().waitFor();
      if (width === 390) expect(await form.missingFieldsScroll()).toBe(true);
      expect(await seriousA11yViolations(form.page)).toEqual([]);
      await form.closeMissingFields();
      expect(await seriousA11yViolations(form.page)).toEqual([]);
      // Each invalid field has its error read with it.
      expect(await form.main.locator('[aria-invalid="true"]').count()).toBeGreaterThan(10);
      expect(await form.errorsNotDescribed()).toEqual([]);
      expect(await form.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });
});
