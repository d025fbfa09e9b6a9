import type { Page } from 'playwright-core';
import { followMenuItem } from './menu.js';

/** /Painel/CustomerWatches ("Avisos de liberação") as a reseller or seller works it. */
export class CustomerWatchesPage {
  constructor(
    readonly page: Page,
    readonly origin: string,
  ) {}

  async open() {
    await this.page.goto(`${this.origin}/Painel/CustomerWatches`);
    await this.heading.waitFor();
  }

  /** Through the side menu (a drawer on a phone), as a person gets there. */
  async openFromMenu() {
    await followMenuItem(this.page, 'Avisos de liberação');
    await this.heading.waitFor();
  }

  get heading() {
    return this.page.getByRole('heading', { name: 'Avisos de liberação', level: 1 });
  }

  get main() {
    return this.page.getByRole('main');
  }

  get items() {
    return this.main.getByRole('list', { name: 'Avisos de liberação' }).getByRole('listitem');
  }

  get empty() {
    return this.main.getByRole('status').filter({ hasText: 'Sem conteúdo' });
  }

  /** The "Cancelar" button of the request for a masked CNPJ. */
  cancel(maskedCnpj: string) {
    return this.main.getByRole('button', { name: `Cancelar o aviso do CNPJ ${maskedCnpj}` });
  }
}
