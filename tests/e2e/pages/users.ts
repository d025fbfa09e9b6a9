import type { Locator, Page } from 'playwright-core';

/** /Painel/Users: the users list (a table on a wide screen, cards on a phone). */
export class UserListPage {
  constructor(
    readonly page: Page,
    readonly origin: string,
  ) {}

  async open() {
    await this.page.goto(`${this.origin}/Painel/Users`);
    await this.page.getByRole('heading', { name: 'Usuários', level: 1 }).waitFor();
    await this.settled();
  }

  get main() {
    return this.page.getByRole('main');
  }

  /** Waits until the list shows what it was last asked (after the 500 ms debounce). */
  async settled() {
    await this.main.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
    await this.main.locator('table, ul, [role="status"]').first().waitFor();
  }

  get nameFilter() {
    return this.main.getByLabel('Nome', { exact: true });
  }

  async filterByName(name: string) {
    const asked = this.page.waitForResponse(
      (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('UserList'),
    );
    await this.nameFilter.fill(name);
    await asked;
    await this.settled();
  }

  get addSellers() {
    return this.main.getByRole('link', { name: 'Adicionar vendedores' });
  }

  get empty() {
    return this.main.getByText('Sem conteúdo');
  }

  async columns(): Promise<string[]> {
    return (await this.main.getByRole('columnheader').allTextContents()).map((t) => t.trim());
  }

  /** The table row or the card of the user named `name`. */
  entry(name: string): Locator {
    return this.main.locator('tr, li').filter({ hasText: name });
  }

  /** Names shown, in order. */
  async names(): Promise<string[]> {
    return (await this.main.locator('tbody tr td:nth-child(3), li p:first-child').allTextContents()).map((t) =>
      t.trim(),
    );
  }

  async openDetails(name: string) {
    await this.main.getByRole('link', { name: `Ver detalhes de ${name}` }).click();
  }
}

/** /Painel/Users/registration: "Adicionar vendedores". */
export class SellerRegistrationPage {
  constructor(
    readonly page: Page,
    readonly origin: string,
  ) {}

  async waitFor() {
    await this.page.getByRole('heading', { name: 'Adicionar vendedores', level: 1 }).waitFor();
  }

  get submit() {
    return this.page.getByRole('button', { name: 'Finalizar' });
  }

  async fill(seller: { name: string; email: string; phone: string }) {
    await this.page.getByLabel(/^Nome/).fill(seller.name);
    await this.page.getByLabel(/^Email corporativo/).fill(seller.email);
    const phone = this.page.getByLabel(/^Telefone corporativo/);
    await phone.click();
    await phone.pressSequentially(seller.phone);
    await phone.blur();
  }

  dialog(text: string) {
    return this.page.getByRole('alertdialog').filter({ hasText: text });
  }

  success(text: string) {
    return this.page.getByRole('dialog').filter({ hasText: text });
  }
}

/** /Painel/Users/{id}: one user's details. */
export class UserDetailsPage {
  constructor(
    readonly page: Page,
    readonly origin: string,
  ) {}

  async open(id: string) {
    await this.page.goto(`${this.origin}/Painel/Users/${encodeURIComponent(id)}`);
    await this.loaded();
  }

  async loaded() {
    await this.page.getByRole('textbox', { name: 'Email' }).waitFor();
  }

  async title(): Promise<string> {
    return ((await this.page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
  }

  value(label: 'Nome' | 'Email' | 'Telefone') {
    return this.page.getByRole('textbox', { name: label }).inputValue();
  }

  get deleteButton() {
    return this.page.getByRole('button', { name: 'Excluir usuário' });
  }

  async delete() {
    await this.deleteButton.click();
    const dialog = this.page.getByRole('dialog').filter({ hasText: 'Deseja excluir' });
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
  }

  async back() {
    await this.page.getByRole('link', { name: 'Voltar para a lista de usuários' }).click();
  }
}
