import type { Locator, Page } from 'playwright-core';
import { DAY_MS } from '../../../shared/time.js';

export type RowGroup = 'Acessório' | 'Produto concorrente';

export interface CustomerContact {
  contact: string;
  phone: string;
  email: string;
}

export interface Project {
  origin: string;
  application: string;
  specification: string;
  /** dd/mm/aa */
  conclusionDate: string;
}

export interface ProductRow {
  partNumber: string;
  description: string;
  amount: string;
  price: string;
}

/** /Painel/Opportunities/registration as a reseller or seller works it. */
export class OpportunityRegistrationPage {
  constructor(
    readonly page: Page,
    readonly origin: string,
  ) {}

  async open() {
    await this.page.goto(`${this.origin}/Painel/Opportunities/registration`);
    await this.heading.waitFor();
  }

  get heading() {
    return this.page.getByRole('heading', { name: 'Registro de Oportunidades', level: 1 });
  }

  get main() {
    return this.page.getByRole('main');
  }

  /** A field by its label, with or without its required mark. */
  field(label: string) {
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.main.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`)).and(this.main.locator('input, select, textarea'));
  }

  /** Types the CNPJ key by key, as a person does; the lookup starts when it is complete. */
  async typeCnpj(cnpj: string) {
    await this.field('CNPJ').pressSequentially(cnpj);
  }

  /** The notice of a company the Receita Federal no longer gives as active. */
  get inactiveCompany() {
    return this.main.getByRole('alert').filter({ hasText: 'Situação cadastral na Receita Federal' });
  }

  get protection() {
    return this.main.getByRole('alert').filter({ hasText: 'protegido até' });
  }

  /** What the protection warning says (its title; the warning also offers "Avise-me quando liberar"). */
  get protectionTitle() {
    return this.protection.getByText(/protegido até/);
  }

  /** "Avise-me quando liberar", offered with the protection warning. */
  get watchButton() {
    return this.protection.getByRole('button', { name: 'Avise-me quando liberar' });
  }

  /** "Ops!" with a refusal's text. */
  get errorDialog() {
    return this.page.getByRole('alertdialog', { name: 'Ops!' });
  }

  async fillContact(c: CustomerContact) {
    await this.field('Nome do contato').fill(c.contact);
    await this.field('Telefone do cliente').pressSequentially(c.phone);
    await this.field('Email do cliente').fill(c.email);
  }

  /** The project with the simplest answers: not homologated, no similar equipment, partner unknown, private. */
  async fillProject(p: Project) {
    await this.field('Origem da oportunidade').selectOption({ label: p.origin });
    await this.field('Aplicação').fill(p.application);
    await this.field('Especificação').fill(p.specification);
    await this.field('Data de conclusão').pressSequentially(p.conclusionDate);
    await this.field('Produto homologado?').selectOption({ label: 'Não' });
    await this.field('Possui equipamento similar?').selectOption({ label: 'Não' });
    await this.field('Possui software parceiro?').selectOption({ label: 'Não sei' });
    await this.field('Tipo de órgão').selectOption({ label: 'Empresa privada' });
  }

  /** One product row ("Produto principal", "Acessório 2"). */
  row(name: string): Locator {
    return this.main.getByRole('group', { name, exact: true });
  }

  rows(group: RowGroup): Locator {
    return this.main.getByRole('group', { name: new RegExp(`^${group} \\d+$`) });
  }

  async fillRow(name: string, r: Partial<ProductRow>) {
    const row = this.row(name);
    if (r.partNumber !== undefined) await row.getByLabel('Part number').fill(r.partNumber);
    if (r.description !== undefined) await row.getByLabel('Descrição').fill(r.description);
    if (r.amount !== undefined) await row.getByLabel('Quantidade').pressSequentially(r.amount);
    if (r.price !== undefined) await this.price(name).pressSequentially(r.price);
  }

  /** A row's "Preço unitário" field. */
  price(rowName: string): Locator {
    return this.row(rowName).getByLabel('Preço unitário');
  }

  addButton(group: RowGroup) {
    const name = group === 'Acessório' ? 'Adicionar acessório' : 'Adicionar produto concorrente';
    return this.main.getByRole('button', { name });
  }

  /** The button that removes the last row of the group ("Remover acessório 2"). */
  removeButton(group: RowGroup) {
    const name = group === 'Acessório' ? /^Remover acessório \d+$/ : /^Remover produto concorrente \d+$/;
    return this.main.getByRole('button', { name });
  }

  /** The running total as read ("R$ 15.005,00", plain spaces). */
  async total(): Promise<string> {
    const text = await this.main.getByText(/^R\$/).last().textContent();
    return (text ?? '').replace(/\s/g, ' ');
  }

  /** Picks the first "Vendedor Prime" the CRM offers. */
  async chooseFirstSeller() {
    const select = this.field('Vendedor Prime');
    await select.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
    await select.selectOption({ index: 1 });
  }

  get terms() {
    return this.main.getByRole('checkbox', { name: 'Li e aceito as diretrizes de registro de oportunidades' });
  }

  async acceptTerms() {
    await this.main.getByText('Li e aceito as diretrizes de registro de oportunidades').click();
  }

  /**
   * Everything but the company, filled as a registration that should pass: not a group, `contact`, a project that
   * concludes in 30 days, one product, the first Prime seller, the terms accepted.
   */
  async fillAllButCompany(contact: CustomerContact) {
    await this.field('O cliente faz parte de um grupo?').selectOption({ label: 'Não' });
    await this.fillContact(contact);
    await this.fillProject({
      origin: 'Prospecção',
      application: 'Inventário',
      specification: 'Coletor Android',
      conclusionDate: inDays(30),
    });
    await this.fillRow('Produto principal', { partNumber: 'CT-1', description: 'Coletor', amount: '1', price: '1000' });
    await this.chooseFirstSeller();
    await this.acceptTerms();
  }

  get guidelines() {
    return this.page.getByRole('dialog', { name: 'Diretrizes de registro de oportunidades' });
  }

  /** Opens the guidelines from the terms' link; resolves once the first page is drawn. */
  async readGuidelines() {
    await this.main.getByRole('link', { name: /^Ler as diretrizes/ }).click();
    await this.guidelines
      .getByRole('group', { name: /^Página 1 de \d+$/ })
      .locator('canvas')
      .waitFor();
  }

  async closeGuidelines() {
    await this.guidelines.getByRole('button', { name: 'Fechar' }).last().click();
    await this.guidelines.waitFor({ state: 'detached' });
  }

  async submit() {
    await this.main.getByRole('button', { name: 'Finalizar registro' }).click();
  }

  get missingFields() {
    return this.page.getByRole('alertdialog', { name: 'Campos obrigatórios ausentes!' });
  }

  /** The fields the modal lists, by name (the reason some carry under the name apart: `missingReasons`). */
  async missingLabels(): Promise<string[]> {
    return this.missingFields.getByRole('listitem').evaluateAll((items) =>
      items.map((li) =>
        [...li.childNodes]
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent)
          .join('')
          .trim(),
      ),
    );
  }

  /** Why a listed field is refused, for those refused rather than missing. */
  async missingReasons(): Promise<string[]> {
    return (await this.missingFields.locator('[data-reason]').allTextContents()).map((t) => t.trim());
  }

  /**
   * The invalid fields whose error text a screen reader would not read with them: each must name, through
   * aria-describedby, an element whose text is the error its field shows.
   */
  async errorsNotDescribed(): Promise<string[]> {
    return this.main.locator('[aria-invalid="true"]').evaluateAll((fields) =>
      fields.flatMap((field) => {
        const error = field
          .closest('[data-scope="field"][data-part="root"]')
          ?.querySelector('[data-part="error-text"]');
        const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
        const described = ids.map((id) => document.getElementById(id));
        const said = error?.textContent?.trim();
        return said && described.includes(error as HTMLElement)
          ? []
          : [`${field.getAttribute('name')}: describedby "${ids.join(' ')}", error "${said ?? ''}"`];
      }),
    );
  }

  /** Whether the missing fields' list is longer than the dialog shows at once (its body scrolls). */
  async missingFieldsScroll(): Promise<boolean> {
    return this.missingFields.evaluate((dialog) =>
      [...dialog.querySelectorAll('*')].some(
        (el) => /auto|scroll/.test(getComputedStyle(el).overflowY) && el.scrollHeight > el.clientHeight,
      ),
    );
  }

  async closeMissingFields() {
    await this.missingFields.getByRole('button', { name: 'Voltar' }).click();
    await this.missingFields.waitFor({ state: 'detached' });
  }

  /** The "Feito!" modal with the success text. */
  success(text: string) {
    return this.page.getByRole('alertdialog', { name: 'Feito!' }).getByText(text);
  }

  get draftNotice() {
    return this.main.getByText(/^Rascunho restaurado/);
  }

  async discardDraft() {
    await this.main.getByRole('button', { name: 'Descartar rascunho' }).click();
  }
}

/** A day `days` from now as the form's date field takes it (dd/mm/aa, São Paulo). */
const inDays = (days: number) =>
  new Date(Date.now() + days * DAY_MS).toLocaleDateString('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    year: '2-digit',
    month: '2-digit',
    day: '2-digit',
  });
