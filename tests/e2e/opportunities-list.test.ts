import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { read, utils } from 'xlsx';
import { DAY_MS } from '../../shared/time.js';
import { CREATE_OPPORTUNITY, createOpportunityInput } from '../fixtures/gateway-inputs.js';
import { DEMO_PASSWORD, demoAccounts, type Portal, seriousA11yViolations, startPortal } from './harness.js';
import { OpportunityDetailsPage } from './pages/opportunity-details.js';
import { OpportunityListPage } from './pages/opportunity-list.js';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => {
  await portal?.stop();
});

/** Signs in and opens the list (representatives and support land on the dashboard first). */
async function openList(email: string, opts: { width?: number; height?: number } = {}) {
  const { page } = await portal.signIn(email, opts);
  const list = new OpportunityListPage(page, portal.origin());
  await list.open();
  return list;
}

const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { viewer { id } } }';

const isSorted = (values: number[], direction: 1 | -1) =>
  values.every((v, i) => i === 0 || direction * (v - values[i - 1]) >= 0);

describe('opportunities list', () => {
  it('filters by status and CNPJ prefix, sorts by value, and remembers the filters after a reload', async () => {
    const list = await openList(demoAccounts.representative.email);
    const everything = await list.total();

    await list.filterByStatus('Aprovada');
    const approved = await list.total();
    expect(approved).toBeGreaterThan(0);
    expect(approved).toBeLessThan(everything);
    expect(new Set(await list.statuses())).toEqual(new Set(['Aprovada']));

    // The CNPJ root (8 characters, as typed with its mask) of the first row finds it and its branches only.
    const [firstCnpj] = await list.cnpjs();
    const prefix = firstCnpj.slice(0, 10);
    await list.filterByCnpj(prefix.replace(/[^0-9A-Z]/g, ''));
    expect(await list.cnpjFilter.inputValue()).toBe(prefix);
    const byCnpj = await list.total();
    expect(byCnpj).toBeGreaterThan(0);
    expect(byCnpj).toBeLessThanOrEqual(approved);
    for (const cnpj of await list.cnpjs()) expect(cnpj.startsWith(prefix)).toBe(true);

    await list.clearFilters();
    expect(await list.total()).toBe(everything);
    await list.filterByStatus('Aprovada');
    await list.sortBy('Maior valor');
    const values = await list.values();
    expect(values.length).toBe(10);
    expect(isSorted(values, -1)).toBe(true);

    await list.page.reload();
    await list.heading.waitFor();
    await list.rows.first().waitFor();
    await expect(list.statusChoice('Aprovada').isChecked()).resolves.toBe(true);
    await expect(list.sortSelect.inputValue()).resolves.toBe('ESTIMATED_DESC');
    expect(await list.total()).toBe(approved);
    expect(await list.values()).toEqual(values);
  });

  it('shows a decision taken meanwhile when the user comes back to it', async () => {
    const list = await openList(demoAccounts.representative.email);
    await list.filterByStatus('Em Análise');
    const before = await list.total();
    const first = list.rowLinks.first();
    const id = decodeURIComponent((await first.getAttribute('href'))?.split('/').pop() ?? '');
    await first.click();
    await list.page.waitForURL(`**/Painel/Opportunities/${encodeURIComponent(id)}`);
    // The details screen's own decision is its tests' business: here the decision is simply taken on the API.
    const rejected = await list.page.evaluate(async (opportunityId) => {
      const reply = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query:
            'mutation($input: RejectOpportunityInput!) { rejectOpportunity(input: $input) { opportunity { status } } }',
          variables: { input: { id: opportunityId, reason: 'Cliente já atendido.' } },
        }),
      });
      return (await reply.json()).data?.rejectOpportunity.opportunity.status;
    }, id);
    expect(rejected).toBe('DISAPPROVED');

    // The list stays on screen until the details' chunk has loaded: come back from the details themselves.
    await list.page.getByRole('heading', { name: 'Detalhes da oportunidade' }).waitFor();
    await list.page.getByRole('button', { name: 'Voltar', exact: true }).click();
    await list.page.waitForURL('**/Painel/Opportunities');
    await expect.poll(() => list.total()).toBe(before - 1);
    expect(await list.rowLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).not.toContain(
      `/Painel/Opportunities/${encodeURIComponent(id)}`,
    );
  });

  it("tells a renewed opportunity's age from its renewal, in the table, on a phone and in its details", async () => {
    // Arranged on the API and the database: created 200 days ago, its renewal approved 10 days ago.
    const api = portal.gateway.browser('scanora.localhost');
    await api.gql(LOGIN, {
      input: { username: demoAccounts.resale.email, password: DEMO_PASSWORD, keepConnected: true },
    });
    const input = createOpportunityInput();
    const { id } = (await api.gql(CREATE_OPPORTUNITY, { i: input })).data.createOpportunity.opportunity;
    const now = portal.gateway.stack.clock.now().getTime();
    await portal.gateway.stack.db.query(
      'UPDATE api.opportunities SET created_at = $2, renovation_date = $3 WHERE id = $1',
      [id, new Date(now - 200 * DAY_MS), new Date(now - 10 * DAY_MS)],
    );

    for (const width of [1280, 390]) {
      const list = await openList(demoAccounts.resale.email, { width, height: 844 });
      await list.filterByCnpj(input.cnpj);
      expect(await list.total()).toBe(1);
      expect(await list.ages()).toEqual(['10 dias · 80 dias restantes']);
      expect(await list.ageBars.getAttribute('aria-valuenow')).toBe('10');
    }
    // The details read the same numbers.
    const details = new OpportunityDetailsPage((await portal.signIn(demoAccounts.resale.email)).page, portal.origin());
    await details.open(id);
    expect(await details.age()).toBe('10 dias · 80 dias restantes');
    expect(await details.ageBar.getAttribute('aria-valuenow')).toBe('10');
    expect(portal.pageErrors).toEqual([]);
  });

  it('exports every row of the current filters and order to Oportunidades.xlsx', async () => {
    const list = await openList(demoAccounts.representative.email);
    await list.filterByStatus('Reprovada');
    await list.sortBy('Maior valor');
    const total = await list.total();
    expect(total).toBeGreaterThan(0);
    const [firstCnpj] = await list.cnpjs();
    const [firstValue] = await list.values();

    const download = await list.export();
    expect(download.suggestedFilename()).toBe('Oportunidades.xlsx');
    const book = read(fs.readFileSync(await download.path()), { cellDates: true });
    expect(book.SheetNames).toEqual(['Oportunidades']);
    const rows = utils.sheet_to_json<Record<string, unknown>>(book.Sheets.Oportunidades);
    expect(Object.keys(rows[0]).slice(0, 3)).toEqual(['Status', 'Nome da oportunidade', 'Data de criação']);
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((r) => r.Status))).toEqual(new Set(['Reprovada']));
    expect(rows[0].CNPJ).toBe(firstCnpj);
    expect(rows[0]['Valor estimado']).toBe(firstValue);
    const values = rows.map((r) => Number(r['Valor estimado']));
    expect(isSorted(values, -1)).toBe(true);
    // What the list shows beside a row, in its words: refused, so nothing waits and nothing is late.
    const [header] = utils.sheet_to_json<unknown[]>(book.Sheets.Oportunidades, { header: 1 });
    expect(header.slice(-5)).toEqual([
      'Aguardando decisão (dias úteis)',
      'Fora do prazo',
      'Dados da empresa não verificados',
      'Situação cadastral',
      'Vendedor Prime',
    ]);
    expect(new Set(rows.map((r) => r['Fora do prazo']))).toEqual(new Set(['Não']));
    expect(rows.every((r) => r['Aguardando decisão (dias úteis)'] === undefined)).toBe(true);
    expect(portal.pageErrors).toEqual([]);
  });

  it('turns rows into cards on a phone, never scrolls sideways, and has no serious accessibility violations', async () => {
    for (const width of [1280, 390]) {
      const list = await openList(demoAccounts.representative.email, { width, height: 844 });
      if (width === 390) {
        await list.cards.first().waitFor();
        expect(await list.page.getByRole('table').count()).toBe(0);
        expect(await list.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await list.showFilters();
        await list.page.getByRole('button', { name: 'mais filtros' }).click();
        expect(await list.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      } else {
        await list.page.getByRole('table').waitFor();
      }
      expect(await seriousA11yViolations(list.page)).toEqual([]);
    }
    expect(portal.pageErrors).toEqual([]);
  });

  it('offers "Adicionar oportunidade" to the seller and not to support', async () => {
    const seller = await openList(demoAccounts.seller.email);
    await seller.addButton.click();
    await seller.page.waitForURL('**/Painel/Opportunities/registration');

    const support = await openList(demoAccounts.support.email);
    await support.rowLinks.first().waitFor();
    expect(await support.addButton.count()).toBe(0);
  });
});
