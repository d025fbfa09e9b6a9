import { describe, expect, it } from 'vitest';
import type { Browser as ApiBrowser } from '../fixtures/gateway.js';
import { DEMO_PASSWORD, demoAccounts, portalPerFile, seriousA11yViolations } from './harness.js';
import { HistoryPage } from './pages/history.js';
import { OpportunityDetailsPage } from './pages/opportunity-details.js';
import { OpportunityListPage } from './pages/opportunity-list.js';

const portal = portalPerFile();
const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { viewer { id } } }';
const IDS = 'query($f: OpportunityFilter) { opportunities(filter: $f, pageSize: 100) { items { id } } }';

/** The GraphQL API as `email` sees it: finding records is the test's set-up, not what it tries. */
async function apiAs(email: string): Promise<ApiBrowser> {
  const api = portal.gateway.browser('scanora.localhost');
  await api.gql(LOGIN, { input: { username: email, password: DEMO_PASSWORD, keepConnected: true } });
  return api;
}

/** Opportunities no other test of this file has picked: the tests share the stack's database. */
const taken = new Set<string>();
async function pick(api: ApiBrowser, statuses: string[], count = 1): Promise<string[]> {
  const reply = await api.gql(IDS, { f: { statuses } });
  const ids = (reply.data.opportunities.items as Array<{ id: string }>).map((o) => o.id).filter((id) => !taken.has(id));
  expect(ids.length, `${count} opportunities in ${statuses}`).toBeGreaterThanOrEqual(count);
  for (const id of ids.slice(0, count)) taken.add(id);
  return ids.slice(0, count);
}

async function signIn(email: string, opts: { width?: number; height?: number } = {}) {
  return (await portal.signIn(email, opts)).page;
}

async function detailsAs(email: string, opts: { width?: number; height?: number } = {}) {
  return new OpportunityDetailsPage(await signIn(email, opts), portal.origin());
}

describe('opportunity details', () => {
  it('a representative approves one in analysis: the CRM id shows, and the list shows it approved', async () => {
    const api = await apiAs(demoAccounts.representative.email);
    const [id] = await pick(api, ['ANALYSIS']);
    const { cnpj } = (await api.gql('query($id: ID!) { opportunity(id: $id) { cnpj } }', { id })).data.opportunity;
    const details = await detailsAs(demoAccounts.representative.email);
    await details.open(id);
    expect(await details.decisions()).toEqual(['Aprovar', 'Recusar', 'Atualizar registro']);
    expect(await details.fact('Registro no CRM').textContent()).toBe('N/C');

    await details.approve({ name: 'Oportunidade aprovada no teste', probability: '71% - 99%' });
    await details.success('Oportunidade aprovada com sucesso').waitFor();
    // Behind "Feito!", the page shows what the approval returned: the record renders in a deferred render, a moment
    // after the message on a busy machine.
    await expect.poll(() => details.fact('Registro no CRM').textContent()).not.toBe('N/C');
    await expect.poll(() => details.fact('Data de aprovação').textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

    await details.backToList();
    const list = new OpportunityListPage(details.page, portal.origin());
    await list.filterByCnpj(cnpj);
    const row = list.rows.filter({ has: details.page.locator(`a[href="/Painel/Opportunities/${id}"]`) });
    await row.waitFor();
    expect(await row.locator('.chakra-badge').textContent()).toBe('Aprovada');
  });

  it('a representative rejects one only with a reason, and it shows the reason afterwards', async () => {
    const [id] = await pick(await apiAs(demoAccounts.representative.email), ['ANALYSIS']);
    const details = await detailsAs(demoAccounts.representative.email);
    await details.open(id);

    const dialog = await details.openReject();
    const confirm = dialog.getByRole('button', { name: 'Confirmar' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Digite abaixo o motivo da reprovação').fill('Cliente já atendido por outra revenda.');
    expect(await confirm.isEnabled()).toBe(true);
    await confirm.click();
    await details.success('Oportunidade reprovada com sucesso').waitFor();
    await details.backToList();

    await details.open(id);
    expect(await details.status()).toBe('Reprovada');
    await details.main.getByText('Motivo da reprovação').waitFor();
    await details.main.getByText('Cliente já atendido por outra revenda.').waitFor();
    expect(await details.decisions()).toEqual(['Atualizar registro']);
  });

  it('renewal cycle: the reseller asks, the representative approves one (back in analysis) and refuses another', async () => {
    const [renewed, refused] = await pick(await apiAs(demoAccounts.resale.email), ['RENOVATION', 'EXPIRED'], 2);

    const reseller = await detailsAs(demoAccounts.resale.email);
    for (const id of [renewed, refused]) {
      await reseller.open(id);
      expect(await reseller.decisions()).toEqual(['Solicitar renovação']);
      await reseller.requestRenewal('Proposta enviada, aguardando homologação do cliente.', '71% - 99%');
      await reseller.success('Renovação solicitada com sucesso').waitFor();
      await reseller.backToList();
    }

    const representative = await detailsAs(demoAccounts.representative.email);
    await representative.open(renewed);
    expect(await representative.status()).toBe('Aguardando Renovação');
    await representative.main.getByText('Proposta enviada, aguardando homologação do cliente.').waitFor();
    await representative.approveRenewal();
    await representative.success('Renovação aprovada com sucesso').waitFor();
    await representative.backToList();
    await representative.open(renewed);
    expect(await representative.status()).toBe('Em Análise');
    expect(await representative.fact('Data de aprovação').textContent()).toBe('Sem Data');

    await representative.open(refused);
    await representative.rejectRenewal('Projeto cancelado pelo cliente.');
    await representative.success('Renovação reprovada com sucesso').waitFor();
    await representative.backToList();
    await representative.open(refused);
    expect(await representative.status()).toBe('Expirada');
  });

  it('support reads an opportunity and is offered no decision', async () => {
    const [id] = await pick(await apiAs(demoAccounts.support.email), ['ANALYSIS']);
    const details = await detailsAs(demoAccounts.support.email);
    await details.open(id);
    expect(await details.decisions()).toEqual([]);
    expect(await details.main.getByRole('button').count()).toBe(0);
  });

  it('history in the portal’s words: the user column for representatives only, "Sem Histórico" when there is none', async () => {
    const api = await apiAs(demoAccounts.representative.email);
    const [id] = await pick(api, ['ANALYSIS']);
    const approve = `mutation($input: ApproveOpportunityInput!) { approveOpportunity(input: $input) { opportunity { status } } }`;
    const approved = await api.gql(approve, {
      input: { id, name: 'Oportunidade com histórico', probabilityClosing: 'P75' },
    });
    expect(approved.data?.approveOpportunity.opportunity.status).toBe('APPROVED');

    const asRepresentative = new HistoryPage(await signIn(demoAccounts.representative.email), portal.origin());
    await asRepresentative.open(id, 'Opportunities');
    expect(await asRepresentative.columns()).toEqual([
      'Tipo de ação',
      'Usuário',
      'Atributo',
      'Valor anterior',
      'Novo valor',
      'Data',
    ]);
    const text = await asRepresentative.text();
    expect(text).toContain('Aprovada');
    expect(text).toContain('71% - 99%');
    expect(text).toContain(demoAccounts.representative.name);
    expect(text).not.toMatch(/awaiting_renovation|AWAITING_RENOVATION|\bP75\b|\bapproved\b|aplication/);
    await asRepresentative.back();
    await asRepresentative.page.waitForURL(/\/Painel\/Opportunities$/);

    const [own] = await pick(await apiAs(demoAccounts.resale.email), ['APPROVED', 'DISAPPROVED', 'EXPIRED']);
    const asReseller = new HistoryPage(await signIn(demoAccounts.resale.email), portal.origin());
    await asReseller.open(own, 'Opportunities');
    const columns = await asReseller.columns();
    expect(columns).toContain('Atributo');
    expect(columns).not.toContain('Usuário');

    await asReseller.open('00000000-0000-4000-8000-000000000000', 'Opportunities');
    await asReseller.empty.waitFor();
  });

  it('details and history work on a phone without sideways scrolling, with no serious accessibility violations', async () => {
    const [id] = await pick(await apiAs(demoAccounts.representative.email), ['ANALYSIS']);
    for (const width of [1280, 390]) {
      const details = await detailsAs(demoAccounts.representative.email, { width, height: 844 });
      await details.open(id);
      expect(await details.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await seriousA11yViolations(details.page)).toEqual([]);
      await details.openReject();
      expect(await seriousA11yViolations(details.page)).toEqual([]);

      const history = new HistoryPage(details.page, portal.origin());
      await history.open(id, 'Opportunities');
      // One "Voltar" on screen (the bar's); the page's way back to its list is the arrow, named for that list.
      expect(await details.page.getByText('Voltar', { exact: true }).count()).toBe(1);
      expect(await history.main.getByRole('link', { name: 'Voltar para a lista' }).getAttribute('href')).toBe(
        '/Painel/Opportunities',
      );
      expect(await details.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await seriousA11yViolations(details.page)).toEqual([]);
    }
    expect(portal.pageErrors).toEqual([]);
  });
});
