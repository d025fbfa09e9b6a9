import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAccounts, expectLoginPage, login, portalPerFile, seriousA11yViolations } from './harness.js';

const portal = portalPerFile();
/** Companies of the local CNPJ register that no resale has used yet, alphanumeric CNPJs first. */
async function freeCompanies(): Promise<{ cnpj: string; razao_social: string }[]> {
  return portal.gateway.stack.db.query(
    `SELECT cnpj, razao_social FROM api.companies c
      WHERE NOT EXISTS (SELECT 1 FROM api.resales r WHERE r.cnpj = c.cnpj)
      ORDER BY (cnpj ~ '[A-Z]') DESC, cnpj LIMIT 2`,
  );
}

async function fillStep1(page: Page, email: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Nome do contato').fill('Carla Contato');
  await page.getByLabel('Telefone').pressSequentially('11987654321');
  expect(await page.getByLabel('Telefone').inputValue()).toBe('(11) 98765-4321');
  await page.getByRole('button', { name: 'Próximo' }).click();
}

async function fillStep2(page: Page, cnpj: string, corporateName: string) {
  await page.getByRole('heading', { name: 'Sua revenda' }).waitFor();
  await page.getByLabel('CNPJ').pressSequentially(cnpj.toLowerCase());
  await expect.poll(() => page.getByLabel('Razão social').inputValue(), { timeout: 15_000 }).toBe(corporateName);
}

describe('public pages', () => {
  it('a reseller signs up in two steps (alphanumeric CNPJ looked up) and returns to login', async () => {
    const [company] = await freeCompanies();
    const { page } = await portal.newPage();
    await page.goto(`${portal.origin()}/`);
    await page.getByRole('link', { name: 'Cadastrar' }).click();
    await page.waitForURL('**/Registration');
    // The URL changes first; the login form (with its own "E-mail") stays until the page's chunk has loaded.
    await page.getByRole('heading', { name: 'Crie seu usuário' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // With a field error on screen: its text must be readable too (colour contrast).
    await page.getByLabel('E-mail').fill('nova.revenda@exemplo');
    await page.getByLabel('Nome do contato').focus();
    await page.getByText('Verifique o email digitado').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await fillStep1(page, 'nova.revenda@exemplo.com.br');
    await fillStep2(page, company.cnpj, company.razao_social);
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.getByText('Revenda cadastrada com sucesso').waitFor();
    await page.getByRole('button', { name: 'Voltar ao início' }).click();
    expect(await expectLoginPage(page)).toBe('/');
    const rows = await portal.gateway.stack.db.query<{ status: string; cnpj: string }>(
      `SELECT status, cnpj FROM api.resales WHERE email = 'nova.revenda@exemplo.com.br'`,
    );
    expect(rows).toEqual([{ status: 'analysis', cnpj: company.cnpj }]);
    // The bell now tells this browser that the sign-up went out.
    await page.getByRole('button', { name: 'Notificações (há novidades)' }).waitFor();
  });

  it('an e-mail already in use sends the applicant back to step 1 with the e-mail marked', async () => {
    const [, company] = await freeCompanies();
    const { page } = await portal.newPage({ width: 390, height: 844 });
    await page.goto(`${portal.origin('yep')}/Registration`);
    // A partly typed phone cleared by a script (fill('') selects all, then Delete) is empty, with no digits left
    // for the mask to re-format, and takes a new number afterwards (fillStep1 checks it).
    const phone = page.getByLabel('Telefone');
    await phone.pressSequentially('1198765');
    await page.getByLabel('E-mail').focus();
    await phone.fill('');
    expect(await phone.inputValue()).toBe('');
    await fillStep1(page, demoAccounts.resale.email);
    await fillStep2(page, company.cnpj, company.razao_social);
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Já existe uma revenda registrada nesse email').waitFor();
    await dialog.getByRole('button', { name: 'Voltar' }).click();
    await page.getByRole('heading', { name: 'Crie seu usuário' }).waitFor();
    expect(await page.getByLabel('E-mail').getAttribute('aria-invalid')).toBe('true');
    // The keyboard carries on from the field to correct.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')), { timeout: 5_000 })
      .toBe('email');
  });

  it('password recovery: the e-mailed link sets a new password that logs in', async () => {
    const { page } = await portal.newPage();
    await page.goto(`${portal.origin()}/`);
    await page.getByRole('link', { name: 'Esqueceu sua senha?' }).click();
    await page.waitForURL('**/recovery-password');
    // As for the sign-up: the login form's "E-mail" is on screen until the page's chunk has loaded.
    await page.getByRole('heading', { name: 'Recuperar senha' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByLabel('E-mail').fill(demoAccounts.seller.email);
    await page.getByRole('button', { name: 'Recuperar senha' }).click();
    await page.getByText('Você receberá um email para redefinição.').waitFor();

    const [mail] = await portal.gateway.stack.db.query<{ content: string }>(
      `SELECT content FROM api.mail_outbox WHERE kind = 'password-reset' AND $1 = ANY(recipients)
        ORDER BY created_at DESC LIMIT 1`,
      [demoAccounts.seller.email],
    );
    const link = /href="([^"]*\/recovery-password\?[^"]*token=[^"]*)"/.exec(mail.content)?.[1].replaceAll('&amp;', '&');
    expect(link).toMatch(new RegExp(`^${portal.origin()}/recovery-password\\?`));

    await page.goto(link!);
    await page.getByRole('heading', { name: 'Crie sua senha' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByLabel(/^Nova senha/).fill('Nova@2026x');
    await page.getByLabel(/^Confirme a nova senha/).fill('Nova@2026y');
    await page.getByRole('button', { name: 'Salvar senha' }).click();
    await page.getByText('As senhas não conferem!').waitFor();
    await page.getByLabel(/^Confirme a nova senha/).fill('Nova@2026x');
    await page.getByRole('button', { name: 'Salvar senha' }).click();
    await page.getByText('Senha atualizada com sucesso').waitFor();
    await page.getByRole('button', { name: 'Voltar ao início' }).click();
    await expectLoginPage(page);

    await login(page, portal.origin(), demoAccounts.seller.email, 'Nova@2026x');
    await page.waitForURL('**/Painel/Opportunities');
  });

  it('the wrong password says "Usuário ou senha inválidos"', async () => {
    const { page } = await portal.newPage();
    await login(page, portal.origin(), demoAccounts.representative.email, 'Errada@123');
    await page.getByRole('alertdialog').getByText('Usuário ou senha inválidos').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('the contact page passes axe with its errors shown, and sends its form', async () => {
    const { page } = await portal.newPage({ width: 390, height: 844 });
    await page.goto(`${portal.origin('termix')}/Contact`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Enviar' }).click();
    expect(await page.getByText('*Campo Obrigatório').count()).toBe(4);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByLabel('Nome completo').fill('Ana Souza');
    await page.getByLabel('E-mail').fill('ana@cliente.com.br');
    await page.getByLabel('Assunto').fill('Dúvida');
    await page.getByLabel('Mensagem').fill('Como cadastro uma filial?');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('Email enviado com sucesso!').waitFor();
  });

  it('the login page puts its form first for the keyboard and passes axe, with the privacy notice open', async () => {
    const { page } = await portal.newPage();
    await page.goto(`${portal.origin('termix')}/`);
    await page.getByRole('heading', { name: 'Acesse o portal' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The carousel's controls and the bell come after the form in the Tab order.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('username');

    await page.getByRole('button', { name: 'Ler o aviso de privacidade' }).click();
    const viewer = page.getByRole('dialog', { name: 'Aviso de privacidade' });
    // The first page drawn, or the viewer's error (which fails here with its text instead of a bare timeout).
    const drawn = viewer.getByRole('group', { name: 'Página 1 de 2' }).locator('canvas');
    await drawn.or(viewer.getByRole('alert')).first().waitFor();
    expect(await viewer.getByRole('alert').allTextContents()).toEqual([]);
    await drawn.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The pages scroll with the keyboard: their region takes the focus.
    const pages = viewer.getByRole('region', { name: 'Texto do aviso de privacidade' });
    await pages.focus();
    await page.keyboard.press('PageDown');
    await expect.poll(() => pages.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    expect(portal.pageErrors).toEqual([]);
  });

  it("the accessibility check that every screen's test runs does find what axe finds", async () => {
    const { page } = await portal.newPage();
    await page.goto(`${portal.origin()}/`);
    await page.getByRole('heading', { name: 'Acesse o portal' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // After a first run (axe is then loaded in the page), a nameless button, an image without a text and grey on white.
    await page.evaluate(() =>
      document.body.insertAdjacentHTML(
        'beforeend',
        '<main><button></button><img src="/x.png"><p style="color:#eee;background:#fff">claro demais</p></main>',
      ),
    );
    const found = (await seriousA11yViolations(page)).map((v) => v.split(' ')[0]);
    expect(found).toEqual(expect.arrayContaining(['button-name', 'image-alt', 'color-contrast']));
  });
});
