import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, graphqlReplies, type Portal, startPortal } from './harness.js';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => {
  await portal?.stop();
});

/** Every path the app's router goes through from now on (pushState and replaceState), to see it never visits login. */
async function recordRoutes(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { routesSeen: string[] }).routesSeen = seen;
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
        if (url) seen.push(new URL(url, location.href).pathname);
        original(data, unused, url);
      };
    }
  });
  return () => page.evaluate(() => (window as unknown as { routesSeen: string[] }).routesSeen);
}

describe('a panel address that is not for the signed-in profile', () => {
  it.each([
    [demoAccounts.resale, '/Painel/Dashboard', 'Revenda', '/Painel/Opportunities', 1280],
    [demoAccounts.seller, '/Painel/Resales', 'Vendedor', '/Painel/Opportunities', 390],
    [demoAccounts.representative, '/Painel/Users/registration', 'Representante', '/Painel/Dashboard', 1280],
    [demoAccounts.support, '/Painel/Opportunities/registration', 'Suporte', '/Painel/Dashboard', 390],
  ])(
    '%s opening %s is told at once it is not for its profile, and goes on to its start page',
    async (account, path, label, start, width) => {
      const { page, origin } = await portal.signIn(account.email, { width, height: 844 });
      const routesSeen = await recordRoutes(page);
      const replies = graphqlReplies(page);

      await page.goto(origin + path);
      await page.getByRole('heading', { name: 'Página não disponível para o seu perfil' }).waitFor();

      await expect(page.getByText(`Você está conectado como ${label}`).isVisible()).resolves.toBe(true);
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await routesSeen()).not.toContain('/');
      await expect(page.getByRole('heading', { name: 'Acesse o portal' }).count()).resolves.toBe(0);
      // The page's own code and query are not asked for: the query would only be refused while the notice waited.
      expect(replies.filter((r) => r.errors.length > 0)).toEqual([]);

      await page.getByRole('link', { name: 'Voltar ao início' }).click();
      await page.waitForURL(`**${start}`);
      await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
      expect(portal.pageErrors).toEqual([]);
    },
  );

  it('an unknown address under the panel says so, in the panel, with the start page', async () => {
    const { page, origin } = await portal.signIn(demoAccounts.seller.email, { width: 390, height: 844 });
    const routesSeen = await recordRoutes(page);

    await page.goto(`${origin}/Painel/Nada-aqui`);
    await page.getByRole('heading', { name: 'Página não encontrada' }).waitFor();

    expect(await routesSeen()).not.toContain('/');
    await page.getByRole('link', { name: 'Voltar ao início' }).click();
    await page.waitForURL('**/Painel/Opportunities');
  });
});
