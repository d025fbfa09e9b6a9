/**
 * The users screens through the real stack: a reseller adds a seller, who sets a password from the e-mail and
 * logs in; the reseller deletes it from the detail and it loses access and leaves the list; representatives and
 * support read the brand's users; a deleted seller re-added comes back with its opportunities; the 409 text; axe and
 * no sideways scroll at 1280 and 390 px.
 */
import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ManualClock } from '../../server/lib/clock.js';
import { CREATE_OPPORTUNITY, createOpportunityInput } from '../fixtures/gateway-inputs.js';
import { call } from '../fixtures/http.js';
import {
  createPasswordFromLink,
  DEMO_PASSWORD,
  demoAccounts,
  expectLoginPage,
  login,
  portalPerFile,
  seriousA11yViolations,
} from './harness.js';
import { OpportunityListPage } from './pages/opportunity-list.js';
import { SellerRegistrationPage, UserDetailsPage, UserListPage } from './pages/users.js';

const portal = portalPerFile();
async function signIn(email: string, opts: { width?: number; height?: number } = {}, password = DEMO_PASSWORD) {
  return (await portal.signIn(email, { ...opts, password })).page;
}

async function usersAs(email: string, opts: { width?: number; height?: number } = {}) {
  const list = new UserListPage(await signIn(email, opts), portal.origin());
  await list.open();
  return list;
}

/** The set-password link e-mailed to `email` (the test stack's outbox). */
async function mailedLink(email: string): Promise<string> {
  const [mail] = await portal.gateway.stack.db.query<{ content: string }>(
    `SELECT content FROM api.mail_outbox WHERE $1 = ANY(recipients) AND content LIKE '%token=%'
      ORDER BY created_at DESC LIMIT 1`,
    [email],
  );
  const link = /href="([^"]*\/recovery-password\?[^"]*token=[^"]*)"/.exec(mail.content)?.[1].replaceAll('&amp;', '&');
  expect(link).toMatch(new RegExp(`^${portal.origin()}/recovery-password\\?`));
  return link!;
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('users', () => {
  it('a reseller adds a seller, who sets a password and logs in; deleted, it loses access and leaves the list', async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const seller = { name: `Vera Vendas ${tag}`, email: `vera-${tag}@demo.com.br`, phone: '11987654321' };
    const list = await usersAs(demoAccounts.resale.email);
    const page = list.page;

    await list.addSellers.click();
    const form = new SellerRegistrationPage(page, portal.origin());
    await form.waitFor();
    expect(await form.submit.isDisabled()).toBe(true);
    await form.fill(seller);
    expect(await page.getByLabel(/^Telefone corporativo/).inputValue()).toBe('(11) 98765-4321');
    expect(await form.submit.isEnabled()).toBe(true);
    await form.submit.click();
    await page.getByText('Vendedor cadastrado com sucesso').waitFor();
    await page.getByRole('button', { name: 'Voltar ao início' }).click();
    await page.waitForURL('**/Painel/Users');
    await list.settled();
    await list.entry(seller.name).first().waitFor();

    // The seller sets a password from the e-mail and logs in.
    const { page: sellerPage } = await portal.newPage();
    await createPasswordFromLink(sellerPage, await mailedLink(seller.email), 'Vera@2026x');
    await login(sellerPage, portal.origin(), seller.email, 'Vera@2026x');
    await sellerPage.waitForURL('**/Painel/Opportunities');

    // The reseller opens the detail and deletes the seller.
    await list.openDetails(seller.name);
    const details = new UserDetailsPage(page, portal.origin());
    await details.loaded();
    expect(await details.title()).toBe('Detalhes do vendedor');
    expect(await details.value('Nome')).toBe(seller.name);
    expect(await details.value('Email')).toBe(seller.email);
    expect(await details.value('Telefone')).toBe('(11) 98765-4321');
    await details.delete();
    await page.getByText('Usuário deletado com sucesso').waitFor();
    await page.getByRole('button', { name: 'Voltar ao início' }).click();
    await page.waitForURL('**/Painel/Users');
    await list.settled();
    await list.entry(demoAccounts.seller.name).first().waitFor();
    expect(await list.entry(seller.name).count()).toBe(0);
    await list.filterByName(seller.name);
    await list.empty.waitFor();
    expect(await list.entry(seller.name).count()).toBe(0);

    // The seller's open session ends at once, and the password no longer opens one.
    await sellerPage.reload();
    await expectLoginPage(sellerPage);
    await login(sellerPage, portal.origin(), seller.email, 'Vera@2026x');
    await sellerPage.getByRole('alertdialog').getByText('Usuário ou senha inválidos').waitFor();
  });

  it('a deleted seller re-added is brought back: a new password from the e-mail, and its old opportunities', async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const seller = { name: `Rui Retorno ${tag}`, email: `rui-${tag}@demo.com.br`, phone: '11987654321' };
    // Arranged through the gateway: the seller, its first password and one opportunity of its own.
    const host = new URL(portal.origin()).host;
    const reseller = await portal.gateway.signIn(demoAccounts.resale.email, { host });
    const added = await reseller.gql<{ createSeller: { seller: { id: string } } }>(
      'mutation($i: CreateSellerInput!) { createSeller(input: $i) { seller { id } } }',
      { i: seller },
    );
    expect(added.errors).toBeUndefined();
    const firstLink = new URL(await mailedLink(seller.email));
    const confirmed = await call(portal.gateway.stack.apiUrl, 'POST', '/auth/reset_password/confirm', {
      body: { token: firstLink.searchParams.get('token'), password: 'Antiga@2026' },
    });
    expect(confirmed.status).toBe(204);
    const asSeller = await portal.gateway.signIn(seller.email, { password: 'Antiga@2026', host });
    const input = createOpportunityInput();
    expect((await asSeller.gql(CREATE_OPPORTUNITY, { i: input })).errors).toBeUndefined();

    // The reseller deletes the seller from its details.
    const list = await usersAs(demoAccounts.resale.email);
    const page = list.page;
    await list.filterByName(seller.name);
    await list.openDetails(seller.name);
    const details = new UserDetailsPage(page, portal.origin());
    await details.loaded();
    await details.delete();
    await page.getByText('Usuário deletado com sucesso').waitFor();
    await page.getByRole('button', { name: 'Voltar ao início' }).click();
    await page.waitForURL('**/Painel/Users');
    // The seller comes back later than the second of the deletion, whose revocation covers that second's tokens.
    const clock = portal.gateway.stack.clock as ManualClock;
    clock.set(new Date(clock.now().getTime() + 60_000));

    // Re-added under the same e-mail, with another name: brought back, and said so.
    await page.goto(`${portal.origin()}/Painel/Users/registration`);
    const form = new SellerRegistrationPage(page, portal.origin());
    await form.waitFor();
    await form.fill({ ...seller, name: `Rui Retornado ${tag}` });
    await form.submit.click();
    const outcome = page.getByRole('alertdialog');
    await outcome.waitFor();
    expect(await outcome.textContent()).toContain(
      'Vendedor reativado com sucesso. Ele receberá um email para criar uma nova senha.',
    );
    await page.getByRole('button', { name: 'Voltar ao início' }).click();
    await page.waitForURL('**/Painel/Users');
    await list.filterByName(`Rui Retornado ${tag}`);
    await list.entry(`Rui Retornado ${tag}`).first().waitFor();

    // The old password opens nothing; the new link sets one, and the seller finds its opportunity.
    const { page: sellerPage } = await portal.newPage();
    await login(sellerPage, portal.origin(), seller.email, 'Antiga@2026');
    await sellerPage.getByRole('alertdialog').getByText('Usuário ou senha inválidos').waitFor();
    await createPasswordFromLink(sellerPage, await mailedLink(seller.email), 'Nova@2026x');
    await login(sellerPage, portal.origin(), seller.email, 'Nova@2026x');
    await sellerPage.waitForURL('**/Painel/Opportunities');
    const opportunities = new OpportunityListPage(sellerPage, portal.origin());
    await opportunities.rows.first().waitFor();
    expect((await opportunities.cnpjs()).map((c) => c.replace(/\W/g, ''))).toEqual([input.cnpj]);
    expect(portal.pageErrors).toEqual([]);
  });

  it('remembers the name filter between visits', async () => {
    const list = await usersAs(demoAccounts.resale.email);
    await list.filterByName(demoAccounts.seller.name);
    await list.page.goto(`${portal.origin()}/Painel/Opportunities`);
    await list.open();

    expect(await list.nameFilter.inputValue()).toBe(demoAccounts.seller.name);
    await list.entry(demoAccounts.seller.name).first().waitFor();
    await list.filterByName('');
  });

  it('says when the e-mail is already used by another user (409)', async () => {
    const page = await signIn(demoAccounts.resale.email);
    const form = new SellerRegistrationPage(page, portal.origin());
    await page.goto(`${portal.origin()}/Painel/Users/registration`);
    await form.waitFor();
    await form.fill({ name: 'Repetido', email: demoAccounts.representative.email, phone: '11987654321' });
    await form.submit.click();

    await form.dialog('O email fornecido já foi utilizado por outro usuário! Por favor, digite outro email!').waitFor();
  });

  it('a representative sees the brand users with their role, and "Detalhes do usuário" without deletion', async () => {
    const list = await usersAs(demoAccounts.representative.email);

    expect(await list.columns()).toEqual(['Ações', 'Histórico', 'Nome', 'Email', 'Telefone', 'Perfil']);
    expect(await list.addSellers.count()).toBe(0);
    await list.filterByName(demoAccounts.resale.name);
    const resaleRow = list.entry(demoAccounts.resale.email).first();
    expect(await resaleRow.getByRole('cell').last().textContent()).toBe('Revenda');
    await list.filterByName(demoAccounts.seller.name);
    const sellerRow = list.entry(demoAccounts.seller.email).first();
    expect(await sellerRow.getByRole('cell').last().textContent()).toBe('Vendedor');

    await list.openDetails(demoAccounts.seller.name);
    const details = new UserDetailsPage(list.page, portal.origin());
    await details.loaded();
    expect(await details.title()).toBe('Detalhes do usuário');
    expect(await details.deleteButton.count()).toBe(0);
    await details.back();
    await list.page.waitForURL('**/Painel/Users');
  });

  it('support reads the users and their details, without adding or deleting', async () => {
    const list = await usersAs(demoAccounts.support.email);
    expect(await list.addSellers.count()).toBe(0);
    await list.filterByName(demoAccounts.seller.name);

    await list.openDetails(demoAccounts.seller.name);
    const details = new UserDetailsPage(list.page, portal.origin());
    await details.loaded();
    expect(await details.title()).toBe('Detalhes do vendedor');
    expect(await details.value('Email')).toBe(demoAccounts.seller.email);
    expect(await details.deleteButton.count()).toBe(0);
  });

  it('list, registration and detail work at 1280 and 390 px without sideways scroll or serious axe findings', async () => {
    for (const width of [1280, 390]) {
      const list = await usersAs(demoAccounts.resale.email, { width, height: 844 });
      const page = list.page;
      if (width === 390) {
        expect(await page.getByRole('table').count()).toBe(0);
        await list.main.locator('li').first().waitFor();
      } else {
        await page.getByRole('table').waitFor();
      }
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(width);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.goto(`${portal.origin()}/Painel/Users/registration`);
      const form = new SellerRegistrationPage(page, portal.origin());
      await form.waitFor();
      await form.fill({ name: ' ', email: 'x@', phone: '1198' });
      await page.getByText('Verifique o telefone digitado').waitFor();
      await page.getByText('Verifique o email digitado').waitFor();
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(width);
      expect(await seriousA11yViolations(page)).toEqual([]);

      const details = new UserDetailsPage(page, portal.origin());
      await details.open(demoAccounts.seller.id);
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(width);
      expect(await seriousA11yViolations(page)).toEqual([]);
    }
    expect(portal.pageErrors).toEqual([]);
  });

  it('shows a long e-mail on one line, cut with an ellipsis, whole on hover and to the keyboard, at 390 and 1280 px', async () => {
    const email = `comercial.filial-regiao-metropolitana-${crypto.randomUUID().slice(0, 8)}@distribuidora-exemplo.com.br`;
    const name = 'Vendedora Do E-mail Comprido';
    const page = await signIn(demoAccounts.resale.email, { width: 390, height: 844 });
    await page.goto(`${portal.origin()}/Painel/Users/registration`);
    const form = new SellerRegistrationPage(page, portal.origin());
    await form.waitFor();
    await form.fill({ name, email, phone: '11987650000' });
    await form.submit.click();
    await page.getByRole('button', { name: 'Voltar ao início' }).click();

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      const list = new UserListPage(page, portal.origin());
      await list.open();
      // The filter is remembered from one visit to the next.
      if ((await list.nameFilter.inputValue()) !== name) await list.filterByName(name);
      const link = list.entry(name).getByRole('link', { name: email });
      await link.waitFor();
      expect(await link.getAttribute('title')).toBe(email);
      const shown = await link.evaluate((a) => {
        const style = getComputedStyle(a);
        return {
          wordBreak: style.wordBreak,
          overflowWrap: style.overflowWrap,
          whiteSpace: style.whiteSpace,
          textOverflow: style.textOverflow,
          lines: new Set([...a.getClientRects()].map((r) => Math.round(r.top))).size,
          cut: a.scrollWidth > a.clientWidth,
        };
      });
      expect(shown).toMatchObject({ whiteSpace: 'nowrap', textOverflow: 'ellipsis', lines: 1 });
      expect(shown.wordBreak).not.toBe('break-all');
      expect(shown.overflowWrap).not.toBe('anywhere');
      // On a phone the card is narrower than the address: the ellipsis is really there.
      if (width === 390) expect(shown.cut).toBe(true);
      await link.focus();
      expect(await link.evaluate((a) => a === document.activeElement)).toBe(true);
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(width);
    }
  });

  it('asks to confirm a deletion with a red button, the colour of a destructive action', async () => {
    const page = await signIn(demoAccounts.resale.email);
    const details = new UserDetailsPage(page, portal.origin());
    await details.open(demoAccounts.seller.id);
    await details.deleteButton.click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Deseja excluir' });
    const confirm = dialog.getByRole('button', { name: 'Confirmar' });
    await confirm.waitFor();
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
    // Painted on a canvas: the computed colour may be written in any colour space (rgb(), color(srgb …), oklch()).
    const [r, g, b] = await confirm.evaluate((el) => {
      const paint = document.createElement('canvas').getContext('2d')!;
      paint.fillStyle = getComputedStyle(el).backgroundColor;
      paint.fillRect(0, 0, 1, 1);
      return [...paint.getImageData(0, 0, 1, 1).data];
    });
    expect(r).toBeGreaterThan(150);
    expect(r - Math.max(g, b)).toBeGreaterThan(80);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});
