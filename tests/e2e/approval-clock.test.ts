/**
 * The approval clock (design section 17): a representative sees how long an opportunity has waited for a decision
 * and the "Fora do prazo" flag, on the phone's cards (opened from the digest's link) and the desktop's table, filters
 * "Fora do prazo", refuses the late one, and the dashboard's time to decision counts that decision as late. After an
 * approved renewal the details page reads one clock: the wait and "Tempo em análise" both start at that approval.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ManualClock } from '../../server/lib/clock.js';
import { DAY_MS } from '../../shared/time.js';
import { call } from '../fixtures/http.js';
import { createOpportunity, ensureCrmSeller, loginAll, runJobOn } from '../integration/opportunities-fixture.js';
import { demoAccounts, portalPerFile } from './harness.js';
import { DashboardPage } from './pages/dashboard.js';
import { OpportunityDetailsPage } from './pages/opportunity-details.js';
import { OpportunityListPage } from './pages/opportunity-list.js';

const portal = portalPerFile();
let late: { id: string; cnpj: string };

beforeAll(async () => {
  const db = portal.gateway.stack.db;
  const now = portal.gateway.stack.clock.now();
  // Arranged as time leaves it: one opportunity registered three weeks ago still in analysis, every other wait of the
  // brand begun this morning (the demo data's dates are spread over the year).
  [late] = await db.query<{ id: string; cnpj: string }>(
    `UPDATE api.opportunities SET created_at = $1::timestamptz - interval '21 days'
     WHERE id = (SELECT id FROM api.opportunities WHERE brand = 'scanora' AND status = 'analysis' AND NOT is_deleted
                 ORDER BY created_at DESC LIMIT 1)
     RETURNING id::text AS id, cnpj`,
    [now],
  );
  await db.query(
    `UPDATE api.opportunities SET created_at = $2, request_renovation_at = $2
     WHERE brand = 'scanora' AND status IN ('analysis', 'awaiting_renovation') AND id <> $1`,
    [late.id, now],
  );
});

const thisMonth = () => {
  const name = new Date().toLocaleDateString('pt-BR', { month: 'long', timeZone: 'America/Sao_Paulo' });
  return name.charAt(0).toUpperCase() + name.slice(1);
};

describe('the approval clock', () => {
  it("opens from the digest's link on the late opportunity alone, flagged on the phone's cards", async () => {
    const { page, origin } = await portal.signIn(demoAccounts.representative.email, { width: 390, height: 844 });
    const list = new OpportunityListPage(page, origin);
    // The daily digest's button (its mail is checked in tests/integration/approval-clock.test.ts).
    await page.goto(`${origin}/Painel/Opportunities?decisionOverdue=true`);

    await expect.poll(() => list.total()).toBe(1);
    const card = await list.cards.first().textContent();
    expect(card).toMatch(/Aguardando há \d+ dias úteis/);
    expect(card).toContain('Fora do prazo');
    expect(portal.pageErrors).toEqual([]);
  });

  it('a representative filters "Fora do prazo", refuses the late one, and the dashboard counts it', async () => {
    const { page, origin } = await portal.signIn(demoAccounts.representative.email, { height: 900 });
    const list = new OpportunityListPage(page, origin);
    await list.open();
    await list.tickMoreFilter('Fora do prazo');

    await expect.poll(() => list.total()).toBe(1);
    expect((await list.cnpjs())[0].replace(/\W/g, '')).toBe(late.cnpj);
    const row = await list.rows.first().textContent();
    expect(row).toMatch(/Aguardando há \d+ dias úteis/);
    expect(row).toContain('Fora do prazo');

    await list.rowLinks.first().click();
    const details = new OpportunityDetailsPage(page, origin);
    await details.heading.waitFor();
    await details.main.getByText('Fora do prazo').first().waitFor();
    await details.reject('Cliente adiou o projeto');
    await page.getByRole('alertdialog', { name: 'Feito!' }).waitFor();

    const dashboard = new DashboardPage(page, origin);
    await dashboard.open();
    const [month, decisions, median, p90, overdue] = await dashboard.decisionTimes(thisMonth());
    expect(month).toBe(thisMonth());
    expect(Number(decisions)).toBeGreaterThanOrEqual(1);
    // The month's decisions include the demo data's (the seed counts them) and this refusal, past the target.
    expect(median).toMatch(/^\d+$/);
    expect(p90).toMatch(/^\d+$/);
    expect(Number(overdue)).toBeGreaterThanOrEqual(1);
    expect(portal.pageErrors).toEqual([]);
  });
});

describe('after an approved renewal', () => {
  it('reads one clock: waiting since the approval, beside "Tempo em análise 0 dias · 90 dias restantes"', async () => {
    const stack = portal.gateway.stack;
    const clock = stack.clock as ManualClock;
    const today = clock.now();
    // Registered and approved 100 days ago; its validity ended and the job put it in renovation 5 days ago.
    await ensureCrmSeller(stack);
    clock.set(new Date(today.getTime() - 100 * DAY_MS));
    let t = await loginAll(stack);
    const id = await createOpportunity(stack, t.resale);
    const approved = await call(stack.apiUrl, 'PATCH', `/opportunity/${id}`, {
      token: t.representative,
      body: { status: 'approved', name: 'Renovação do piloto' },
    });
    expect(approved.status).toBe(200);
    clock.set(new Date(today.getTime() - 5 * DAY_MS));
    t = await loginAll(stack);
    await runJobOn(stack);
    clock.set(today);

    // Today the reseller asks for the renewal and the representative approves it.
    const reseller = await portal.signIn(demoAccounts.resale.email, { height: 900 });
    const asked = new OpportunityDetailsPage(reseller.page, reseller.origin);
    await asked.open(id);
    await asked.requestRenewal('Piloto em andamento, pedido previsto para o mês que vem.', '71% - 99%');
    await asked.success('Renovação solicitada com sucesso').waitFor();

    const { page, origin } = await portal.signIn(demoAccounts.representative.email, { height: 900 });
    const details = new OpportunityDetailsPage(page, origin);
    await details.open(id);
    await details.approveRenewal();
    await details.success('Renovação aprovada com sucesso').waitFor();
    await details.open(id);

    expect(await details.status()).toBe('Em Análise');
    await details.ageBar.waitFor();
    expect(await details.age()).toBe('0 dias · 90 dias restantes');
    // The wait starts at the same approval: not 66 business days since the registration, and not late.
    await details.main.getByText('Aguardando desde hoje').waitFor();
    expect(await details.main.getByText('Fora do prazo').count()).toBe(0);
    expect(await details.main.getByText(/Aguardando há \d+ dias? úte?is?/).count()).toBe(0);
    expect(portal.pageErrors).toEqual([]);
  });
});
