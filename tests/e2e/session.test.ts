import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  demoAccounts,
  expectLoginPage,
  login,
  type Portal,
  seriousA11yViolations,
  startPortal,
} from './harness.js';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => {
  await portal?.stop();
});

describe('session, guards and shell', () => {
  it.each([
    [demoAccounts.representative, '/Painel/Dashboard', 'Representante', 5],
    [demoAccounts.support, '/Painel/Dashboard', 'Suporte', 5],
    [demoAccounts.resale, '/Painel/Opportunities', 'Revenda', 3],
    [demoAccounts.seller, '/Painel/Opportunities', 'Vendedor', 2],
  ])('%s lands on %s after login', async (account, landing, roleLabel, menuItems) => {
    const { page } = await portal.newPage();
    await login(page, portal.origin(), account.email, DEMO_PASSWORD);
    await page.waitForURL(`**${landing}`);
    const badge = page.getByTestId('user-badge').first();
    await expect(badge.textContent()).resolves.toContain(account.name);
    await expect(badge.textContent()).resolves.toContain(roleLabel);
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    expect(await menu.getByRole('link').count()).toBe(menuItems);
    // /Painel itself, after the first entry, is the Opportunities list.
    await page.goto(`${portal.origin()}/Painel`);
    await page.waitForURL('**/Painel/Opportunities');
  });

  it('sends a role to login from a route it may not open, and unknown paths to login', async () => {
    const { page } = await portal.newPage();
    await login(page, portal.origin(), demoAccounts.seller.email, DEMO_PASSWORD);
    await page.waitForURL('**/Painel/Opportunities');
    await page.goto(`${portal.origin()}/Painel/Dashboard`);
    expect(await expectLoginPage(page)).toBe('/');
    await page.goto(`${portal.origin()}/nao-existe`);
    await page.waitForURL(/\/Painel\/Opportunities$/);
  });

  it('a visitor without a session opening the panel goes to login', async () => {
    const { page } = await portal.newPage();
    await page.goto(`${portal.origin()}/Painel/Settings`);
    expect(await expectLoginPage(page)).toBe('/');
  });

  it('"Sair" ends the session, keeps the LGPD consent and returns to /', async () => {
    const { page, context } = await portal.newPage({ width: 390, height: 844 });
    await page.goto(`${portal.origin()}/`);
    await page.getByRole('button', { name: 'Aceitar' }).click();
    await login(page, portal.origin(), demoAccounts.resale.email, DEMO_PASSWORD);
    await page.waitForURL('**/Painel/Opportunities');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('button', { name: 'Sair' }).click();
    expect(await expectLoginPage(page)).toBe('/');
    const names = (await context.cookies()).map((c) => c.name);
    expect(names).toContain('acceptedLGPD');
    expect(names).not.toContain('token');
    expect(names).not.toContain('userid');
    await page.goto(`${portal.origin()}/Painel/Opportunities`);
    expect(await expectLoginPage(page)).toBe('/');
  });

  it('an UNAUTHENTICATED answer (a dead session) sends the user to login', async () => {
    const { page, context } = await portal.newPage();
    await login(page, portal.origin(), demoAccounts.support.email, DEMO_PASSWORD);
    await page.waitForURL('**/Painel/Dashboard');
    await page.getByRole('link', { name: 'Configurações' }).click();
    await page.waitForURL('**/Painel/Settings');
    // The form first: a session poisoned while the page still loads would end before there is a form to send.
    await page.getByLabel(/^Nova senha/).waitFor();
    const url = portal.origin();
    await context.addCookies([
      { name: 'token', value: 'envenenado', url },
      { name: 'refresh_token', value: 'envenenado', url },
    ]);
    await page.getByLabel(/^Nova senha/).fill('Outra@2026');
    await page.getByLabel(/^Confirme a nova senha/).fill('Outra@2026');
    await page.getByRole('button', { name: 'Atualizar senha' }).click();
    expect(await expectLoginPage(page)).toBe('/');
    expect((await context.cookies()).map((c) => c.name)).not.toContain('userid');
  });

  it('each brand host shows its own logo, title and colours', async () => {
    const seen = [];
    for (const brand of ['scanora', 'yep']) {
      const { page } = await portal.newPage();
      await page.goto(`${portal.origin(brand)}/`);
      await page.getByRole('heading', { name: 'Acesse o portal' }).waitFor();
      const logo = page.getByRole('img', { name: /^Logotipo / }).first();
      seen.push({
        title: await page.title(),
        logo: await logo.getAttribute('src'),
        button: await page
          .getByRole('button', { name: 'Aceitar' })
          .evaluate((b) => getComputedStyle(b).backgroundColor),
      });
    }
    expect(seen[0].title).toBe('Scanora · Registro de Oportunidades');
    expect(seen[1].title).toBe('Yep Mobilidade · Registro de Oportunidades');
    expect(seen[0].logo).toBe('/brands/scanora/logo.svg');
    expect(seen[1].logo).toBe('/brands/yep/logo.svg');
    expect(seen[0].button).not.toBe(seen[1].button);
  });

  it('the panel pages have no serious accessibility violations, on a phone too', async () => {
    for (const width of [1280, 390]) {
      const { page } = await portal.newPage({ width, height: 844 });
      await login(page, portal.origin('etiquetta'), demoAccounts.representative.email, DEMO_PASSWORD);
      await page.waitForURL('**/Painel/Dashboard');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.goto(`${portal.origin('etiquetta')}/Painel/Settings`);
      await page.getByRole('heading', { name: 'Configurações' }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      if (width < 768) {
        // The phone's top bar shows the brand (the side column and its logo are folded into the drawer) ...
        await page
          .getByRole('banner')
          .getByRole('img', { name: /^Logotipo / })
          .waitFor();
        // ... and the drawer itself is a named dialog.
        await page.getByRole('button', { name: 'Abrir menu' }).click();
        await page.getByRole('dialog', { name: 'Menu principal' }).getByRole('link', { name: 'Dashboard' }).waitFor();
        expect(await seriousA11yViolations(page)).toEqual([]);
      }
    }
    expect(portal.pageErrors).toEqual([]);
  });
});
