import type { Page } from 'playwright-core';
import { followMenuItem } from './menu.js';

/** /Painel/PersonalData ("Dados pessoais (LGPD)") as a representative or support works it. */
export class PersonalDataPage {
  constructor(
    readonly page: Page,
    readonly origin: string,
  ) {}

  async open() {
    await this.page.goto(`${this.origin}/Painel/PersonalData`);
    await this.heading.waitFor();
  }

  /** Through the side menu (a drawer on a phone), as a person gets there. */
  async openFromMenu() {
    await followMenuItem(this.page, 'Dados pessoais (LGPD)');
    await this.heading.waitFor();
  }

  get heading() {
    return this.page.getByRole('heading', { name: 'Dados pessoais (LGPD)', level: 1 });
  }

  get main() {
    return this.page.getByRole('main');
  }

  get email() {
    return this.main.getByLabel('E-mail da pessoa');
  }

  get exportButton() {
    return this.main.getByRole('button', { name: 'Exportar' });
  }

  get eraseButton() {
    return this.main.getByRole('button', { name: 'Anonimizar' });
  }

  get empty() {
    return this.main.getByRole('status').filter({ hasText: 'Sem conteúdo' });
  }

  /** Exports by keyboard (Enter in the field) and returns the downloaded file's name and JSON. */
  async exportByKeyboard(email: string): Promise<{ name: string; json: Record<string, unknown> }> {
    await this.email.fill(email);
    const download = this.page.waitForEvent('download');
    await this.email.press('Enter');
    const file = await download;
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { name: file.suggestedFilename(), json: JSON.parse(Buffer.concat(chunks).toString('utf8')) };
  }

  /** The confirmation dialog "Anonimizar dados pessoais?". */
  get confirmation() {
    return this.page.getByRole('dialog', { name: 'Anonimizar dados pessoais?' });
  }
}
