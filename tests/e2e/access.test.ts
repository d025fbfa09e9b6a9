import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { issuePasswordToken } from '../../server/services/auth/password-tokens.js';
import { demoAccounts, graphqlReplies, portalPerFile } from './harness.js';

const portal = portalPerFile();
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

describe("a session of another brand on this brand's address", () => {
  it('is not taken for a session here: the login page says it belongs to another brand', async () => {
    // Cookies are per host, so this only happens when a session's cookies reach another brand's host (a shared
    // parent domain, a proxy): the gateway refuses them WRONG_BRAND and clears them.
    const { context: yep } = await portal.signIn(demoAccounts.seller.email, { brand: 'yep' });
    const { context, page } = await portal.newPage({ width: 390, height: 844 });
    const scanora = portal.origin('scanora');
    const host = new URL(scanora).hostname;
    await context.addCookies(
      (await yep.cookies()).map(({ name, value }) => ({ name, value, domain: host, path: '/' })),
    );

    await page.goto(`${scanora}/Painel/Opportunities`);

    await page.getByRole('heading', { name: 'Acesse o portal' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Sua sessão é de outra marca do portal' }).waitFor();
    expect((await context.cookies()).map((c) => c.name)).not.toContain('token');
  });
});

describe('an e-mailed password link', () => {
  const linkFor = async (email: string) =>
    (await issuePasswordToken(portal.gateway.stack.db, { email, purpose: 'reset' }, portal.gateway.stack.clock.now()))
      .token;

  it('already used says so when the page opens, with the way to ask for a new one; a fresh one shows the form', async () => {
    const used = await linkFor(demoAccounts.seller.email);
    const reply = await portal.gateway
      .browser()
      .gql('mutation S($input: SetPasswordWithTokenInput!) { setPasswordWithToken(input: $input) { passwordSet } }', {
        input: { token: used, password: 'Nova@2026' },
      });
    expect(reply.errors).toBeUndefined();
    const { page } = await portal.newPage({ width: 390, height: 844 });

    await page.goto(`${portal.origin()}/recovery-password?token=${used}`);
    await page.getByRole('heading', { name: 'Este link não pode mais ser usado' }).waitFor();

    await expect(page.getByText(/já foi usado/).isVisible()).resolves.toBe(true);
    await expect(page.getByLabel(/^Nova senha/).count()).resolves.toBe(0);
    await page.getByRole('link', { name: 'Pedir um novo link' }).click();
    await page.getByRole('heading', { name: 'Recuperar senha' }).waitFor();
    expect(new URL(page.url()).search).toBe('');

    const fresh = await linkFor(demoAccounts.seller.email);
    await page.goto(`${portal.origin()}/recovery-password?token=${fresh}`);
    await page.getByLabel(/^Nova senha/).waitFor();
    await expect(page.getByRole('heading', { name: 'Crie sua senha' }).isVisible()).resolves.toBe(true);
  });
});
