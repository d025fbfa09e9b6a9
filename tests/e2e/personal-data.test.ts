/**
 * Personal data (LGPD, design section 18) in the browser: a representative on a phone opens "Dados pessoais (LGPD)"
 * from the menu, exports a customer contact's data by keyboard (a JSON file in Portuguese, as the person reads it),
 * anonymises it after a confirmation that names what goes, and the opportunity's details then show the anonymised
 * contact and its history the entry.
 * Support sees the screen without "Anonimizar".
 */
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoAccounts, portalPerFile, seriousA11yViolations } from './harness.js';
import { HistoryPage } from './pages/history.js';
import { OpportunityDetailsPage } from './pages/opportunity-details.js';
import { PersonalDataPage } from './pages/personal-data.js';

const portal = portalPerFile();

/** A demo opportunity of the brand given a contact that no other record has. */
async function contactOnAnOpportunity() {
  const email = `titular-${crypto.randomUUID().slice(0, 8)}@cliente.com.br`;
  const [row] = await portal.gateway.stack.db.query<{ id: string }>(
    `UPDATE api.opportunities SET contact = 'Telma Titular', email = $1, phone = '11955554444'
     WHERE id = (SELECT id FROM api.opportunities WHERE brand = 'scanora' AND status = 'expired' AND NOT is_deleted
                 ORDER BY created_at DESC LIMIT 1)
     RETURNING id::text AS id`,
    [email],
  );
  return { id: row.id, email };
}

describe('a data-subject request', () => {
  it('a representative exports then anonymises a contact; the details and the history show it', async () => {
    const { id, email } = await contactOnAnOpportunity();
    const { page, origin } = await portal.signIn(demoAccounts.representative.email, { width: 390, height: 844 });
    const screen = new PersonalDataPage(page, origin);
    await page.waitForURL('**/Painel/**');
    await screen.openFromMenu();

    const exported = await screen.exportByKeyboard(email.toUpperCase());

    expect(exported.name).toMatch(/^dados-pessoais-.*\.json$/);
    // The file is for the person it is about: Portuguese names, the screens' words, Brazilian dates.
    expect(exported.json).toMatchObject({
      'E-mail da pessoa': email,
      Marca: 'Scanora',
      'Contato de cliente em oportunidades': [
        {
          'Nome do contato': 'Telma Titular',
          'E-mail do contato': email,
          'Telefone do contato': '(11) 95555-4444',
          Status: 'Expirada',
        },
      ],
      'Cadastros de revenda': [],
      Vendedores: [],
    });
    const [contact] = exported.json['Contato de cliente em oportunidades'] as Array<Record<string, string>>;
    expect(contact['Data de criação']).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(exported.json['Exportado em']).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(JSON.stringify(exported.json)).not.toMatch(/EXPIRED|"contacts"|\d{4}-\d{2}-\d{2}T/);
    await screen.main.getByText('1 registro encontrado. O arquivo JSON foi baixado.').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await screen.eraseButton.click();
    await screen.confirmation.waitFor();
    expect(await screen.confirmation.textContent()).toContain(
      `O nome, o e-mail e o telefone do contato de cliente com o e-mail ${email}`,
    );
    await screen.confirmation.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Contato anonimizado em 1 oportunidade.').waitFor();
    await page.getByRole('button', { name: 'Fechar' }).click();

    const details = new OpportunityDetailsPage(page, origin);
    await details.open(id);
    expect(await details.fact('Nome do contato').textContent()).toBe('Anonimizado (LGPD)');
    expect(await details.main.textContent()).not.toContain(email);
    const history = new HistoryPage(page, origin);
    await history.open(id, 'Opportunities');
    expect(await history.text()).toContain('dados pessoais anonimizados (LGPD)');

    await screen.open();
    await screen.exportByKeyboard(email);
    await screen.empty.waitFor();
    expect(portal.pageErrors).toEqual([]);
  });

  it('support exports but is offered no "Anonimizar"', async () => {
    const { page, origin } = await portal.signIn(demoAccounts.support.email);
    const screen = new PersonalDataPage(page, origin);
    await page.waitForURL('**/Painel/**');
    await screen.open();

    await screen.exportButton.waitFor();
    expect(await screen.eraseButton.count()).toBe(0);
    await screen.email.fill('nao-e-email');
    await screen.exportButton.click();
    await screen.main.getByText('Informe um e-mail válido').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(portal.pageErrors).toEqual([]);
  });
});
