import type { Locator, Page } from 'playwright-core';
import { DetailsPage } from './details.js';

/** /Painel/Resales as a user works it: status and day filters, rows (a table, or cards on a phone). */
export class ResaleListPage {
  constructor(
    readonly page: Page,
    readonly origin: string,
  ) {}

  async open() {
    await this.settle(() => this.page.goto(`${this.origin}/Painel/Resales`));
    await this.heading.waitFor();
  }

  get heading() {
    return this.page.getByRole('heading', { name: 'Revendas', level: 1 });
  }

  /** One entry per row: the table's body rows, or the cards on a phone. */
  get rows(): Locator {
    const main = this.page.getByRole('main');
    return main.locator('table tbody tr').or(main.getByRole('list').first().getByRole('listitem'));
  }

  /** The row of the sign-up whose trade name is `name`. */
  row(name: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('link', { name: `Ver detalhes da revenda ${name}` }) });
  }

  async statusOf(name: string): Promise<string> {
    return ((await this.row(name).locator('.chakra-badge').textContent()) ?? '').trim();
  }

  async statuses(): Promise<string[]> {
    return this.rows.evaluateAll((rows) =>
      rows.map((r) => r.querySelector('.chakra-badge')?.textContent?.trim() ?? ''),
    );
  }

  async openDetails(name: string) {
    await this.page.getByRole('link', { name: `Ver detalhes da revenda ${name}` }).click();
    await this.page.waitForURL(/\/Painel\/Resales\/details\?id=/);
  }

  /** On a phone the filters are folded behind "Mostrar filtros". */
  async showFilters() {
    const toggle = this.page.getByRole('button', { name: 'Mostrar filtros' });
    if (await toggle.isVisible()) await toggle.click();
  }

  statusChoice(label: string) {
    return this.page.getByRole('group', { name: 'Status' }).getByRole('checkbox', { name: label, exact: true });
  }

  async toggleStatus(label: string) {
    await this.showFilters();
    await this.settle(() => this.page.getByRole('group', { name: 'Status' }).getByText(label, { exact: true }).click());
  }

  get dateFilter() {
    return this.page.getByLabel('Data da solicitação');
  }

  /** The sign-up day, yyyy-mm-dd. */
  async filterByDate(day: string) {
    await this.showFilters();
    await this.settle(() => this.dateFilter.fill(day));
  }

  async clearFilters() {
    await this.showFilters();
    await this.settle(() => this.page.getByRole('button', { name: 'Limpar filtros' }).click());
  }

  async reload() {
    await this.settle(() => this.page.reload());
    await this.heading.waitFor();
  }

  /** Runs an action that makes the list ask the server (after the filters' debounce) and waits for the answer. */
  private async settle(action: () => Promise<unknown>) {
    const answered = this.page.waitForResponse(
      (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('"ResaleList"'),
    );
    await action();
    await answered;
    await this.page.getByRole('main').locator('[aria-busy="true"]').waitFor({ state: 'detached' });
  }
}

/** /Painel/Resales/details?id=… as a user works it: its facts, "Aprovar" and "Recusar" with their modals. */
export class ResaleDetailsPage extends DetailsPage {
  async open(id: string) {
    await this.page.goto(`${this.origin}/Painel/Resales/details?id=${encodeURIComponent(id)}`);
    await this.loaded();
  }

  /** The page has the sign-up (its sections are there). */
  async loaded() {
    await this.main.getByRole('heading', { name: 'Empresa', level: 2 }).waitFor();
  }

  async status(): Promise<string> {
    return ((await this.fact('Status').textContent()) ?? '').trim();
  }

  async approve() {
    await this.decision('Aprovar').click();
    await this.dialog('Aprovar revenda').getByRole('button', { name: 'Confirmar' }).click();
  }

  /** Opens "Recusar" and hands back its dialog, to type the reason and confirm. */
  async openReject() {
    await this.decision('Recusar').click();
    return this.dialog('Recusar revenda');
  }

  reasonOf(dialog: Locator) {
    return dialog.getByLabel('Digite o motivo da reprovação');
  }

  /** The "Feito!" modal with its text. */
  success(text: string) {
    return this.page.getByRole('alertdialog', { name: 'Feito!' }).getByText(text);
  }

  /** "Voltar ao início" of "Feito!": back to the list. */
  async backToList() {
    await this.page.getByRole('button', { name: 'Voltar ao início' }).click();
    await this.page.waitForURL(/\/Painel\/Resales$/);
  }
}
