/**
 * Companies that no longer exist (design section 15): a reseller who enters the CNPJ of a BAIXADA company of the
 * local register is told why it cannot be registered and cannot send the form; a representative lists the
 * registrations whose customer stopped being active ("Empresa inativa") and sees the status on the details.
 */
import { describe, expect, it } from 'vitest';
import { INACTIVE_REGISTER_COMPANIES } from '../../server/cli/seed/companies.js';
import { demoAccounts, portalPerFile } from './harness.js';
import { OpportunityDetailsPage } from './pages/opportunity-details.js';
import { OpportunityListPage } from './pages/opportunity-list.js';
import { OpportunityRegistrationPage } from './pages/opportunity-registration.js';

const portal = portalPerFile();

const BAIXADA = INACTIVE_REGISTER_COMPANIES.find((c) => c.status === 'BAIXADA')!;
const REFUSAL = 'A empresa deste CNPJ está BAIXADA na Receita Federal e não pode receber oportunidades.';

/** 30 days ahead as the form's dd/mm/aa. */
describe('companies that no longer exist', () => {
  it('a reseller entering a BAIXADA CNPJ is told why and cannot send the registration', async () => {
    const { page, origin } = await portal.signIn(demoAccounts.resale.email, { height: 900 });
    await page.waitForURL('**/Painel/Opportunities');
    const form = new OpportunityRegistrationPage(page, origin);
    await form.open();

    await form.typeCnpj(BAIXADA.cnpj);
    await form.inactiveCompany.waitFor();
    expect(await form.inactiveCompany.textContent()).toContain(REFUSAL);
    await expect.poll(() => form.field('Razão social').inputValue()).toBe(BAIXADA.corporateName);

    // Everything else filled as it should be: the company alone stops the registration.
    await form.fillAllButCompany({ contact: 'Rui Encerrado', phone: '11987654321', email: 'rui@encerrado.com.br' });
    await form.submit();

    // The modal names the field and says why, in the words of the field's alert.
    expect(await form.missingLabels()).toEqual(['CNPJ']);
    expect(await form.missingReasons()).toEqual([REFUSAL]);
    await form.closeMissingFields();
    await form.main.getByText(REFUSAL).first().waitFor();
    const stored = await portal.gateway.stack.db.query('SELECT id FROM api.opportunities WHERE cnpj = $1', [
      BAIXADA.cnpj,
    ]);
    expect(stored).toEqual([]);
    expect(portal.pageErrors).toEqual([]);
  });

  it('a refusal the form did not foresee (its lookup gave no status) says why, and the CNPJ field shows it', async () => {
    const { page, origin } = await portal.signIn(demoAccounts.resale.email, { height: 900 });
    await page.waitForURL('**/Painel/Opportunities');
    // The lookup answers without the status, as a register that does not give one would: only the API refuses.
    await page.route('**/graphql', async (route) => {
      if (!route.request().postData()?.includes('CnpjLookup')) return route.continue();
      // Chromium resolves *.localhost itself, Node does not: the same request to the loopback, under its brand's host.
      const url = new URL(route.request().url());
      const headers = { ...route.request().headers(), host: url.host };
      url.hostname = '127.0.0.1';
      const reply = await route.fetch({ url: url.toString(), headers });
      const body = await reply.json();
      if (body.data?.cnpjLookup) body.data.cnpjLookup.registrationStatus = null;
      return route.fulfill({ response: reply, json: body });
    });
    const form = new OpportunityRegistrationPage(page, origin);
    await form.open();
    await form.typeCnpj(BAIXADA.cnpj);
    await expect.poll(() => form.field('Razão social').inputValue()).toBe(BAIXADA.corporateName);
    expect(await form.inactiveCompany.count()).toBe(0);

    await form.fillAllButCompany({ contact: 'Rui Encerrado', phone: '11987654321', email: 'rui@encerrado.com.br' });
    await form.submit();

    await form.errorDialog.getByText(REFUSAL).waitFor();
    await form.errorDialog.getByRole('button', { name: 'Voltar' }).click();
    await form.inactiveCompany.waitFor();
    expect(await form.inactiveCompany.textContent()).toContain(REFUSAL);
    const stored = await portal.gateway.stack.db.query('SELECT id FROM api.opportunities WHERE cnpj = $1', [
      BAIXADA.cnpj,
    ]);
    expect(stored).toEqual([]);
    expect(portal.pageErrors).toEqual([]);
  });

  it('a representative filtering "Empresa inativa" sees the flagged opportunity and its status', async () => {
    // Arranged as the opportunity job's re-check leaves it (tests/integration/company-status.test.ts runs the job).
    const [flagged] = await portal.gateway.stack.db.query<{ id: string; cnpj: string }>(
      `UPDATE api.opportunities SET company_status = 'INAPTA', company_status_checked_at = now()
       WHERE id = (SELECT id FROM api.opportunities WHERE brand = 'scanora' AND status = 'approved' AND NOT is_deleted
                   ORDER BY created_at DESC LIMIT 1)
       RETURNING id::text AS id, cnpj`,
    );

    const { page, origin } = await portal.signIn(demoAccounts.representative.email, { height: 900 });
    const list = new OpportunityListPage(page, origin);
    await list.open();
    await list.tickMoreFilter('Empresa inativa');

    await expect.poll(() => list.total()).toBe(1);
    expect((await list.cnpjs())[0].replace(/\W/g, '')).toBe(flagged.cnpj);
    expect(await list.rows.first().textContent()).toContain('Empresa inativa');

    await list.rowLinks.first().click();
    const details = new OpportunityDetailsPage(page, origin);
    await details.heading.waitFor();
    await details.main.getByText(/^Situação cadastral: INAPTA \(verificada em \d{2}\/\d{2}\/\d{4}\)$/).waitFor();
    expect(portal.pageErrors).toEqual([]);
  });
});
