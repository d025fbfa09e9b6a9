import { describe, expect, it } from 'vitest';
import { demoAccounts, portalPerFile, seriousA11yViolations, wordsBrokenAcrossLines } from './harness.js';
import { DashboardPage } from './pages/dashboard.js';

const portal = portalPerFile();
const TZ = 'America/Sao_Paulo';
const BRAND = 'scanora';
const MONTHS = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
];
const STATUS_LABELS: Record<string, string> = {
  analysis: 'Em Análise',
  approved: 'Aprovada',
  disapproved: 'Reprovada',
  awaiting_renovation: 'Aguardando Renovação',
  renovation: 'Renovação Pendente',
  expired: 'Expirada',
};

/** Representatives and support land on the dashboard after login. */
async function signIn(email: string, opts: { brand?: string; width?: number; height?: number } = {}) {
  const { page, origin } = await portal.signIn(email, opts);
  await page.waitForURL('**/Painel/Dashboard');
  const dashboard = new DashboardPage(page, origin);
  await dashboard.ready();
  return dashboard;
}

const db = () => portal.gateway.stack.db;

/** The brand's figures straight from the tables (the dashboard's own SQL is not the judge of itself). */
async function expected(brand = BRAND) {
  const [{ year, month }] = await db().query<{ year: number; month: number }>(
    `SELECT date_part('year', now() AT TIME ZONE '${TZ}')::int AS year,
       date_part('month', now() AT TIME ZONE '${TZ}')::int AS month`,
  );
  const decisions = await db().query<{ month: string; decision: string; n: number }>(
    `SELECT to_char(h.created_at AT TIME ZONE '${TZ}', 'YYYY-MM') AS month, d.decision, count(*)::int AS n
     FROM api.history h
     JOIN api.opportunities o ON o.id::text = h.type_id AND o.brand = $1 AND NOT o.is_deleted
     JOIN (VALUES ('approved'), ('disapproved')) AS d(decision)
       ON h.modifications @> jsonb_build_array(jsonb_build_object('attribute', 'status', 'newValue', d.decision))
     WHERE h.type = 'opportunity' AND h.kind = 'change' GROUP BY 1, 2`,
    [brand],
  );
  const decided = (m: string, decision: string) =>
    decisions.filter((r) => r.month === m && r.decision === decision).reduce((s, r) => s + r.n, 0);
  const key = (m: number) => `${year}-${String(m).padStart(2, '0')}`;
  const totals = await db().query<{ status: string; n: number }>(
    `SELECT status, count(*)::int AS n FROM api.opportunities
     WHERE brand = $1 AND NOT is_deleted GROUP BY 1`,
    [brand],
  );
  const latest = await db().query<{ id: string }>(
    `SELECT id FROM api.opportunities WHERE brand = $1 AND NOT is_deleted ORDER BY created_at DESC LIMIT 11`,
    [brand],
  );
  const latestApproved = await db().query<{ id: string }>(
    `SELECT id FROM api.opportunities WHERE brand = $1 AND NOT is_deleted AND status = 'approved'
     ORDER BY created_at DESC LIMIT 11`,
    [brand],
  );
  return {
    month,
    chart: Array.from({ length: month }, (_, i) => ({
      month: MONTHS[i],
      approved: decided(key(i + 1), 'approved'),
      disapproved: decided(key(i + 1), 'disapproved'),
    })),
    totals: Object.fromEntries(totals.map((t) => [STATUS_LABELS[t.status], t.n])),
    all: totals.reduce((s, t) => s + t.n, 0),
    latest: latest.map((r) => r.id),
    latestApproved: latestApproved.map((r) => r.id),
  };
}

/** The row value the spec asks for: the sum of the lines not flagged competition, R$ with a decimal comma. */
async function expectedValue(id: string) {
  const [{ total }] = await db().query<{ total: string }>(
    `SELECT coalesce(sum(amount * price), 0)::text AS total FROM api.opportunity_products
     WHERE opportunity_id = $1 AND NOT competition`,
    [id],
  );
  return new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(Number(total));
}

describe('dashboard', () => {
  it("shows the brand's decisions per month, this month, the totals and the latest rows as the database holds them", async () => {
    const dashboard = await signIn(demoAccounts.representative.email);
    const want = await expected();

    // The picture's code (recharts) comes in a file of its own, once the page has its figures.
    await dashboard.chartPicture.waitFor();
    expect(await dashboard.chartPicture.count()).toBe(1);
    expect(await dashboard.chartFigures()).toEqual(want.chart);
    expect(await dashboard.chartLegend()).toEqual(['Aprovadas', 'Reprovadas']);
    // The first month with decisions: its tooltip names it and gives both figures.
    const first = want.chart.find((m) => m.approved + m.disapproved > 0);
    if (first) {
      const tooltip = await dashboard.tooltipOverFirstBar();
      expect(tooltip).toContain(first.month);
      expect(tooltip).toContain(`Aprovadas : ${first.approved}`);
      expect(tooltip).toContain(`Reprovadas : ${first.disapproved}`);
    }
    const now = want.chart[want.month - 1];
    const before = want.month > 1 ? want.chart[want.month - 2] : undefined;
    const approved = await dashboard.monthFigure('Aprovadas');
    expect(approved.current).toBe(now.approved);
    if (before) expect(approved.helpText).toContain(`${MONTHS[want.month - 2]}: ${before.approved}`);
    expect(approved.helpText).toMatch(/% em relação ao mês anterior|sem base de comparação|igual ao mês anterior/);
    expect((await dashboard.monthFigure('Reprovadas')).current).toBe(now.disapproved);

    expect(await dashboard.totals()).toEqual({
      ...Object.fromEntries(Object.values(STATUS_LABELS).map((label) => [label, want.totals[label] ?? 0])),
      Total: want.all,
    });

    const ids = await dashboard.rowIds();
    expect(ids).toHaveLength(11);
    expect(new Set(ids)).toEqual(new Set(want.latest));
    const values = await dashboard.rowValues();
    for (const i of [0, 5, 10]) expect(values[i]).toBe(await expectedValue(ids[i]));
  });

  it('toggles to the approved ones and back, and opens a row and the list', async () => {
    const dashboard = await signIn(demoAccounts.representative.email);
    const want = await expected();
    await dashboard.show('Aprovadas');
    expect(await dashboard.toggle('Aprovadas').getAttribute('aria-pressed')).toBe('true');
    expect(new Set(await dashboard.rowStatuses())).toEqual(new Set(['Aprovada']));
    expect(new Set(await dashboard.rowIds())).toEqual(new Set(want.latestApproved));

    await dashboard.show('Todas as oportunidades');
    expect(new Set(await dashboard.rowIds())).toEqual(new Set(want.latest));

    // By keyboard: the first row's link opens the details.
    const [first] = await dashboard.rowIds();
    await dashboard.rowLinks.first().focus();
    await dashboard.page.keyboard.press('Enter');
    await dashboard.page.waitForURL(`**/Painel/Opportunities/${encodeURIComponent(first)}`);
    await dashboard.page.goBack();
    await dashboard.ready();
    await dashboard.seeList.click();
    await dashboard.page.waitForURL('**/Painel/Opportunities');
  });

  it('offers the tools, with the virtual account only where the brand has one', async () => {
    const dashboard = await signIn(demoAccounts.representative.email);
    const account = dashboard.tool(/Conta virtual/);
    expect(await account.getAttribute('href')).toBe('https://contavirtual.scanora.com.br');
    expect(await account.getAttribute('target')).toBe('_blank');
    for (const [name, path] of [
      ['Gerenciar usuários', '/Painel/Users'],
      ['Gerenciar revendas', '/Painel/Resales'],
      ['Suporte', '/Contact'],
    ]) {
      expect(await dashboard.tool(name).getAttribute('href')).toBe(path);
    }
    await dashboard.tool('Gerenciar revendas').click();
    await dashboard.page.waitForURL('**/Painel/Resales');

    const yep = await signIn(demoAccounts.representative.email, { brand: 'yep' });
    await yep.tool('Suporte').waitFor();
    expect(await yep.tool(/Conta virtual/).count()).toBe(0);
  });

  it('is there for support too', async () => {
    const dashboard = await signIn(demoAccounts.support.email);
    const want = await expected();
    expect(await dashboard.chartFigures()).toEqual(want.chart);
    expect(new Set(await dashboard.rowIds())).toEqual(new Set(want.latest));
  });

  it('never scrolls sideways and has no serious accessibility violations at 1280 and 390 px', async () => {
    for (const width of [1280, 390]) {
      const dashboard = await signIn(demoAccounts.representative.email, { width, height: 844 });
      await dashboard.rowLinks.first().waitFor();
      await dashboard.chartPicture.waitFor();
      expect(await dashboard.scrollWidth()).toBeLessThanOrEqual(width);
      expect(await seriousA11yViolations(dashboard.page)).toEqual([]);
      await dashboard.show('Aprovadas');
      expect(await dashboard.scrollWidth()).toBeLessThanOrEqual(width);
      expect(await seriousA11yViolations(dashboard.page)).toEqual([]);

      // By keyboard, the figures the bars carry no room for come on screen, and go again.
      // Hidden, the table sits in a 1 px frame that clips it (still read by screen readers); shown, in a full one.
      const tableWidth = async () => (await dashboard.chartTable.locator('xpath=..').boundingBox())?.width ?? 0;
      expect(await tableWidth()).toBeLessThan(2);
      await dashboard.chartTableToggle.focus();
      await dashboard.page.keyboard.press('Enter');
      await expect.poll(tableWidth).toBeGreaterThan(200);
      expect(await dashboard.chartTableToggle.getAttribute('aria-expanded')).toBe('true');
      expect(await dashboard.scrollWidth()).toBeLessThanOrEqual(width);
      expect(await seriousA11yViolations(dashboard.page)).toEqual([]);
      await dashboard.page.keyboard.press('Enter');
      expect(await dashboard.chartTableToggle.getAttribute('aria-expanded')).toBe('false');
    }
    expect(portal.pageErrors).toEqual([]);
  });

  it("wraps the latest rows' company names between words only, on a phone and on a wide screen", async () => {
    for (const width of [390, 1280]) {
      const dashboard = await signIn(demoAccounts.representative.email, { width, height: 844 });
      await dashboard.rowLinks.first().waitFor();
      // Names of several words are what a narrow column wraps.
      expect(await dashboard.rowLinks.evaluateAll((links) => links.some((a) => /\s/.test(a.textContent ?? '')))).toBe(
        true,
      );
      expect(await wordsBrokenAcrossLines(dashboard.rowLinks)).toEqual([]);
      expect(await dashboard.scrollWidth()).toBeLessThanOrEqual(width);
    }
  });

  it("runs the side menu's column down to the end of a page longer than the screen", async () => {
    const dashboard = await signIn(demoAccounts.representative.email, { width: 1280, height: 700 });
    await dashboard.rowLinks.first().waitFor();
    const page = dashboard.page;
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(pageHeight).toBeGreaterThan(700 * 1.5);
    const column = page.locator('aside').filter({ has: page.getByRole('navigation', { name: 'Menu principal' }) });
    const box = await column.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top + window.scrollY, height: r.height };
    });
    expect(box.top).toBe(0);
    expect(box.height).toBeGreaterThanOrEqual(pageHeight);
    // The menu itself stays in view at the bottom of the page.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.getByRole('navigation', { name: 'Menu principal' }).isVisible()).toBe(true);
    const navTop = await page
      .getByRole('navigation', { name: 'Menu principal' })
      .evaluate((el) => el.getBoundingClientRect().top);
    expect(navTop).toBeGreaterThanOrEqual(0);
    expect(navTop).toBeLessThan(700);
  });
});
