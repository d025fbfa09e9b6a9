import type { Page } from 'playwright-core';

/** "R$ 1.234,50" → 1234.5; "1.234" → 1234. */
export const numberOf = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));

/** /Painel/Dashboard as a representative or support reads it: the chart's figures, the months, totals, tools, rows. */
export class DashboardPage {
  constructor(
    readonly page: Page,
    readonly origin: string,
  ) {}

  async open() {
    await this.page.goto(`${this.origin}/Painel/Dashboard`);
    await this.ready();
  }

  /** The page's figures have arrived (the heading shows while they load). */
  async ready() {
    await this.heading.waitFor();
    await this.region(/^Totais por status/).waitFor();
  }

  get heading() {
    return this.page.getByRole('heading', { name: 'Dashboard', level: 1 });
  }

  region(name: string | RegExp) {
    return this.page.getByRole('region', { name });
  }

  /** The time to decision of a month (design section 17): its row's cells, as a screen reader reads them. */
  async decisionTimes(month: string): Promise<string[]> {
    const row = this.region(/^Tempo até a decisão/)
      .getByRole('row')
      .filter({ hasText: new RegExp(`^${month}`) });
    return row.getByRole('cell').allTextContents();
  }

  /** The chart's figures as a screen reader reaches them: the table that goes with the picture. */
  get chartTable() {
    return this.page.getByRole('table', { name: /aprovadas e reprovadas por mês de decisão/ });
  }

  async chartFigures(): Promise<{ month: string; approved: number; disapproved: number }[]> {
    const rows = await this.chartTable
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent?.trim() ?? '')),
      );
    return rows.map(([month, approved, disapproved]) => ({
      month,
      approved: Number(approved),
      disapproved: Number(disapproved),
    }));
  }

  /** "Mostrar os números": the chart's table on screen, for whoever does not read the bars. */
  get chartTableToggle() {
    return this.page.getByRole('button', { name: /os números/ });
  }

  get chartPicture() {
    return this.page.locator('.recharts-wrapper');
  }

  /** The series' names under the bars, as they are written there (the picture is hidden from screen readers). */
  async chartLegend(): Promise<string[]> {
    return this.chartPicture.locator('xpath=ancestor::*[@aria-hidden="true"][1]//li').allTextContents();
  }

  /**
   * The tooltip of the leftmost bar drawn (the first month with decisions), as a mouse over it shows it: the month
   * and the series' figures, as text.
   */
  async tooltipOverFirstBar(): Promise<string> {
    const boxes = await this.chartPicture
      .locator('.recharts-bar-rectangle path')
      .evaluateAll((paths) =>
        paths.map((p) => p.getBoundingClientRect()).map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height })),
      );
    const box = boxes.filter((b) => b.height > 0).sort((a, b) => a.x - b.x)[0];
    if (!box) throw new Error('the chart has no bar on screen');
    // The tooltip is mounted once a pointer reaches the chart, then follows its moves.
    await this.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await this.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 1);
    const tooltip = this.chartPicture.locator('.recharts-tooltip-wrapper');
    await tooltip.locator('.recharts-tooltip-item').first().waitFor();
    return (await tooltip.textContent()) ?? '';
  }

  /** The current month's figure of a card in the comparison ("Aprovadas", "Reprovadas", "Registradas"...). */
  async monthFigure(label: string): Promise<{ current: number; helpText: string }> {
    const card = this.region(/comparado a/)
      .locator('.chakra-stat__root')
      .filter({ has: this.page.getByText(label, { exact: true }) });
    const value = (await card.locator('.chakra-stat__valueText').textContent()) ?? '';
    return { current: numberOf(value), helpText: (await card.locator('.chakra-stat__helpText').textContent()) ?? '' };
  }

  /** The totals by status: label → count. */
  async totals(): Promise<Record<string, number>> {
    const pairs = await this.region(/^Totais por status/)
      .locator('dl > *')
      .evaluateAll((items) =>
        items.map((i) => [i.querySelector('dt')?.textContent?.trim() ?? '', i.querySelector('dd')?.textContent ?? '']),
      );
    return Object.fromEntries(pairs.map(([label, value]) => [label, numberOf(value)]));
  }

  get tools() {
    return this.region('Ferramentas');
  }

  tool(name: string | RegExp) {
    return this.tools.getByRole('link', { name });
  }

  get latest() {
    return this.region('Últimas oportunidades');
  }

  toggle(label: 'Todas as oportunidades' | 'Aprovadas') {
    return this.latest.getByRole('button', { name: label, exact: true });
  }

  get seeList() {
    return this.latest.getByRole('link', { name: 'ver lista' });
  }

  /** The links that open each latest row's details ("<company>, criada em dd/mm/aaaa"). */
  get rowLinks() {
    return this.latest.getByRole('link', { name: /, criada em \d{2}\/\d{2}\/\d{4}$/ });
  }

  /** The ids of the rows shown, in order. */
  async rowIds(): Promise<string[]> {
    const hrefs = await this.rowLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    return hrefs.map((h) => decodeURIComponent(h.split('/').pop() ?? ''));
  }

  async rowStatuses(): Promise<string[]> {
    return this.latest
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((r) => r.querySelector('.chakra-badge')?.textContent?.trim() ?? ''));
  }

  /** Each row's value as written ("R$ 2.000,00"). */
  async rowValues(): Promise<string[]> {
    return this.latest
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((r) => r.querySelector('td:last-child')?.textContent?.trim() ?? ''));
  }

  /** Shows the rows of one side of the toggle and waits for them. */
  async show(label: 'Todas as oportunidades' | 'Aprovadas') {
    await this.toggle(label).click();
    await this.page.waitForFunction(
      (name) =>
        [...document.querySelectorAll('button[aria-pressed="true"]')].some((b) => b.textContent?.trim() === name),
      label,
    );
    await this.rowLinks.first().waitFor();
  }

  async scrollWidth() {
    return this.page.evaluate(() => document.documentElement.scrollWidth);
  }
}
