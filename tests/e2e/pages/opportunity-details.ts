import { DetailsPage } from './details.js';

/** /Painel/Opportunities/{id} as a user works it: its facts, its decision buttons and their modals. */
export class OpportunityDetailsPage extends DetailsPage {
  async open(id: string) {
    await this.page.goto(`${this.origin}/Painel/Opportunities/${encodeURIComponent(id)}`);
    await this.heading.waitFor();
    await this.page.getByRole('main').getByRole('heading', { level: 2 }).first().waitFor();
  }

  get heading() {
    return this.page.getByRole('heading', { name: 'Detalhes da oportunidade', level: 1 });
  }

  /** The "Tempo em análise" bar of an opportunity in analysis. */
  get ageBar() {
    return this.main.getByRole('meter', { name: 'Tempo em análise' });
  }

  /** What the age bar says in words ("10 dias · 80 dias restantes"). */
  async age(): Promise<string> {
    return this.ageBar.evaluate((bar) => bar.nextElementSibling?.textContent ?? '');
  }

  async status(): Promise<string> {
    return ((await this.main.locator('section').first().locator('.chakra-badge').first().textContent()) ?? '').trim();
  }

  /** "Aprovar": the name (prefilled) and the closing probability, then Confirmar. */
  async approve(opts: { name?: string; probability?: string } = {}) {
    await this.decision('Aprovar').click();
    const dialog = this.dialog('Aprovar oportunidade');
    if (opts.name !== undefined) await dialog.getByLabel('Nome da oportunidade').fill(opts.name);
    if (opts.probability)
      await dialog.getByLabel('Probabilidade de fechamento').selectOption({ label: opts.probability });
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
  }

  /** Opens "Recusar" and hands back its dialog, to type the reason and confirm. */
  async openReject() {
    await this.decision('Recusar').click();
    return this.dialog('Recusar oportunidade');
  }

  async reject(reason: string) {
    const dialog = await this.openReject();
    await dialog.getByLabel('Digite abaixo o motivo da reprovação').fill(reason);
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
  }

  async requestRenewal(reason: string, probability: string) {
    await this.decision('Solicitar renovação').click();
    const dialog = this.dialog('Solicitar renovação');
    await dialog.getByLabel('Descreva com detalhes como está o andamento do projeto.').fill(reason);
    await dialog.getByLabel('Probabilidade de fechamento').selectOption({ label: probability });
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
  }

  async approveRenewal() {
    await this.decision('Aprovar Renovação').click();
    await this.dialog('Aprovar Renovação').getByRole('button', { name: 'Confirmar' }).click();
  }

  async rejectRenewal(reason: string) {
    await this.decision('Recusar Renovação').click();
    const dialog = this.dialog('Recusar Renovação');
    await dialog.getByLabel('Digite o motivo da reprovação').fill(reason);
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
  }

  /** The "Feito!" modal with its text. */
  success(text: string) {
    return this.page.getByRole('alertdialog', { name: 'Feito!' }).getByText(text);
  }

  /** "Voltar ao início" of "Feito!": back to the list. */
  async backToList() {
    await this.page.getByRole('button', { name: 'Voltar ao início' }).click();
    await this.page.waitForURL(/\/Painel\/Opportunities$/);
  }
}
