import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../server/lib/access-token.js';
import type { ManualClock } from '../../server/lib/clock.js';
import {
  DEMO_PASSWORD,
  demoAccounts,
  expectLoginPage,
  graphqlReplies,
  login,
  portalPerFile,
  seriousA11yViolations,
} from './harness.js';
import { OpportunityListPage } from './pages/opportunity-list.js';

const portal = portalPerFile();
describe('session, guards and shell', () => {
  it.each([
    [demoAccounts.representative, '/Painel/Dashboard', 'Representante', 6],
    [demoAccounts.support, '/Painel/Dashboard', 'Suporte', 6],
    [demoAccounts.resale, '/Painel/Opportunities', 'Revenda', 4],
    [demoAccounts.seller, '/Painel/Opportunities', 'Vendedor', 3],
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

  it('an unknown path outside the panel goes to login, which sends a signed-in user on to the panel', async () => {
    const { page } = await portal.newPage();
    await login(page, portal.origin(), demoAccounts.seller.email, DEMO_PASSWORD);
    await page.waitForURL('**/Painel/Opportunities');
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

  it('a dead session (SESSION_EXPIRED) sends the user to login, which says "Sua sessão encerrou"', async () => {
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
    await expect(page.getByRole('alert').filter({ hasText: 'Sua sessão encerrou' }).count()).resolves.toBe(1);
    expect((await context.cookies()).map((c) => c.name)).not.toContain('userid');
  });

  it('two tabs with an expiring session renew it once and every operation of both succeeds', async () => {
    const clock = portal.gateway.stack.clock as ManualClock;
    const start = clock.now();
    // The server's clock where the browser's is, so that both read the token's exp alike.
    clock.set(new Date());
    try {
      const { context, page: first } = await portal.newPage();
      await context.clock.install();
      await login(first, portal.origin(), demoAccounts.representative.email, DEMO_PASSWORD);
      await first.waitForURL('**/Painel/Dashboard');
      const second = await context.newPage();
      const list = new OpportunityListPage(second, portal.origin());
      await list.open();
      const replies = [graphqlReplies(first), graphqlReplies(second)];
      const refreshCalls = () =>
        portal.gateway.calls.filter((c) => c.url.pathname.endsWith('/auth/refresh_token')).length;
      const before = refreshCalls();

      // The laptop's lid was closed: 30 s left on the access token, for both tabs and for the gateway, which would
      // renew it by itself in its last 60 s. Both tabs then load at once.
      const lid = (ACCESS_TOKEN_TTL_SECONDS - 30) * 1000;
      clock.set(new Date(clock.now().getTime() + lid));
      await context.clock.fastForward(lid);
      await Promise.all([first.reload(), list.open()]);
      await first.getByRole('heading', { name: /^Totais por status/ }).waitFor();
      await Promise.all([first.waitForLoadState('networkidle'), second.waitForLoadState('networkidle')]);
      const renewed = refreshCalls() - before;
      const sent = replies.flat();

      // Still signed in afterwards, in both tabs.
      await Promise.all([first.reload(), list.open()]);
      await first.getByRole('heading', { name: /^Totais por status/ }).waitFor();

      expect(renewed).toBe(1);
      expect(sent.filter((r) => r.operation === 'RefreshSession')).toHaveLength(1);
      expect(sent.filter((r) => r.operation !== 'RefreshSession').length).toBeGreaterThan(2);
      expect(sent.filter((r) => r.errors.length > 0)).toEqual([]);
      expect(new URL(first.url()).pathname).toBe('/Painel/Dashboard');
      expect(new URL(second.url()).pathname).toBe('/Painel/Opportunities');
      expect(refreshCalls() - before).toBe(1);
    } finally {
      clock.set(start);
    }
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

/** The GraphQL replies a page receives from now on: operation name and error codes. */
