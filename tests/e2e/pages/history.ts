import type { Page } from 'playwright-core';

/** /Painel/History/{id}?type=… : the change log of a record. */
export class HistoryPage {
  constructor(
    readonly page: Page,
    readonly origin: string,
  ) {}

  async open(id: string, type: 'Opportunities' | 'Resales' | 'Users') {
    await this.page.goto(`${this.origin}/Painel/History/${encodeURIComponent(id)}?type=${type}`);
    await this.page.getByRole('heading', { name: 'Histórico', level: 1 }).waitFor();
    await this.main.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
  }

  get main() {
    return this.page.getByRole('main');
  }

  /** The table's column headers (a wide screen). */
  async columns(): Promise<string[]> {
    return (await this.main.getByRole('columnheader').allTextContents()).map((t) => t.trim());
  }

  async text(): Promise<string> {
    return (await this.main.textContent()) ?? '';
  }

  get empty() {
    return this.main.getByText('Sem Histórico');
  }

  async back() {
    await this.main.getByRole('link', { name: 'Voltar para a lista' }).click();
  }
}
