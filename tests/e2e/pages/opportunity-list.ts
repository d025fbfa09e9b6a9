import type { Download, Locator, Page } from 'playwright-core';

/** R$ 1.234,50 → 1234.5 */
const reais = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

/** /Painel/Opportunities as a user works it: filters, order, rows (a table, or cards on a phone), export. */
export class OpportunityListPage {
  constructor(
    readonly page: Page,
    readonly origin: string,
  ) {}

  async open() {
    await this.settle(() => this.page.goto(`${this.origin}/Painel/Opportunities`));
    await this.heading.waitFor();
  }

  get heading() {
    return this.page.getByRole('heading', { name: 'Oportunidades', level: 1 });
  }

  get addButton() {
    return this.page.getByRole('link', { name: 'Adicionar oportunidade' });
  }

  /** The links that open each row's details ("<company>, criada em dd/mm/aaaa"). */
  get rowLinks() {
    return this.page.getByRole('main').getByRole('link', { name: /, criada em \d{2}\/\d{2}\/\d{4}$/ });
  }

  /** One entry per row: the table's body rows, or the cards on a phone. */
  get rows(): Locator {
    const main = this.page.getByRole('main');
    return main.locator('table tbody tr').or(main.getByRole('list').first().getByRole('listitem'));
  }

  get cards() {
    return this.page.getByRole('main').getByRole('listitem');
  }

  /** The row count the footer shows ("237 registros"); 0 when the list says "Sem conteúdo". */
  async total(): Promise<number> {
    if (await this.page.getByText('Sem conteúdo').isVisible()) return 0;
    const text = await this.page.getByText(/^\d[\d.]* registros?$/).textContent();
    return Number((text ?? '').replace(/\D/g, ''));
  }

  async statuses(): Promise<string[]> {
    return this.rows.evaluateAll((rows) =>
      rows.map((r) => r.querySelector('.chakra-badge')?.textContent?.trim() ?? ''),
    );
  }

  async values(): Promise<number[]> {
    const texts = await this.rows.evaluateAll((rows) =>
      rows.map(
        (r) =>
          [...r.querySelectorAll('td, p')].map((e) => e.textContent ?? '').find((t) => /^R\$/.test(t.trim())) ?? '',
      ),
    );
    return texts.map(reais);
  }

  /** The "Tempo em análise" bar of each row in analysis, its days as the API counts them. */
  get ageBars() {
    return this.rows.getByRole('meter', { name: 'Tempo em análise' });
  }

  /** What the age bars say in words, row by row ("10 dias · 80 dias restantes"). */
  async ages(): Promise<string[]> {
    return this.ageBars.evaluateAll((bars) => bars.map((b) => b.nextElementSibling?.textContent ?? ''));
  }

  async cnpjs(): Promise<string[]> {
    const texts = await this.rows.allTextContents();
    return texts.map((t) => /[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}/.exec(t)?.[0] ?? '');
  }

  /** On a phone the filters are folded behind "Mostrar filtros". */
  async showFilters() {
    const toggle = this.page.getByRole('button', { name: 'Mostrar filtros' });
    if (await toggle.isVisible()) await toggle.click();
  }

  statusChoice(label: string) {
    return this.page.getByRole('group', { name: 'Status' }).getByRole('checkbox', { name: label, exact: true });
  }

  async filterByStatus(label: string) {
    await this.showFilters();
    await this.settle(() => this.page.getByRole('group', { name: 'Status' }).getByText(label, { exact: true }).click());
  }

  get cnpjFilter() {
    return this.page.getByLabel('CNPJ', { exact: true });
  }

  async filterByCnpj(prefix: string) {
    await this.showFilters();
    // Typed key by key: on a busy machine a pause between two keys can outlast the debounce, and the list then asks
    // for a part of the prefix first. Only the answer for the whole prefix is the filter applied.
    const digits = prefix.replace(/\D/g, '');
    await this.settle(
      () => this.cnpjFilter.pressSequentially(prefix),
      (variables) => (variables.filter as { cnpj?: string } | undefined)?.cnpj === digits,
    );
  }

  /** A representative's box behind "mais filtros" ("Empresa inativa", "Dados da empresa não verificados"). */
  async tickMoreFilter(label: string) {
    await this.showFilters();
    const more = this.page.getByRole('button', { name: 'mais filtros' });
    if (await more.isVisible()) await more.click();
    // The box's own label: a row's flag may say the same words.
    const box = this.page
      .getByRole('main')
      .locator('label')
      .filter({ hasText: new RegExp(`^${label}$`) });
    await this.settle(() => box.click());
  }

  get sortSelect() {
    return this.page.getByLabel('Ordenar por');
  }

  async sortBy(label: 'Mais recentes' | 'Mais antigas' | 'Maior valor' | 'Menor valor') {
    await this.settle(() => this.sortSelect.selectOption({ label }));
  }

  async clearFilters() {
    await this.showFilters();
    await this.settle(() => this.page.getByRole('button', { name: 'Limpar filtros' }).click());
  }

  /** Clicks "Exportar" and hands back the file the browser saved. */
  async export(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: 'Exportar' }).click();
    return download;
  }

  /**
   * Runs an action that makes the list ask the server (after the filters' debounce) and waits for the answer: the
   * first one, or the first whose variables `applied` accepts (an action that may ask more than once on the way).
   */
  private async settle(action: () => Promise<unknown>, applied?: (variables: Record<string, unknown>) => boolean) {
    const answered = this.page.waitForResponse((r) => {
      const body = r.request().postData() ?? '';
      if (!r.url().endsWith('/graphql') || !body.includes('"OpportunityList"')) return false;
      return !applied || applied((JSON.parse(body) as { variables?: Record<string, unknown> }).variables ?? {});
    });
    await action();
    await answered;
    await this.page.getByRole('main').locator('[aria-busy="true"]').waitFor({ state: 'detached' });
  }
}
