import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call } from '../fixtures/http.js';
import { resaleSignupPayload } from '../fixtures/resale.js';
import { createPasswordFromLink, demoAccounts, login, portalPerFile, seriousA11yViolations } from './harness.js';
import { ResaleDetailsPage, ResaleListPage } from './pages/resales.js';

const portal = portalPerFile();
interface SignUp {
  id: string;
  email: string;
  fantasyName: string;
}

/** A fresh sign-up in analysis on scanora, as the public form sends it (each from its own address: the hourly limit). */
async function signUp(contactName = 'Paula Souza'): Promise<SignUp> {
  const fantasyName = `Revenda E2E ${crypto.randomUUID().slice(0, 8)}`;
  const body = resaleSignupPayload({ fantasyName, contactName });
  const res = await call(portal.gateway.stack.apiUrl, 'POST', '/register/resale', {
    body,
    headers: { 'x-forwarded-for': `10.77.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 254)}` },
  });
  expect(res.status).toBe(201);
  return { id: res.body.data.id, email: body.email, fantasyName };
}

async function signIn(email: string, opts: { width?: number; height?: number } = {}) {
  return (await portal.signIn(email, opts)).page;
}

async function listAs(email: string, opts: { width?: number; height?: number } = {}) {
  const list = new ResaleListPage(await signIn(email, opts), portal.origin());
  await list.open();
  return list;
}

/** The link of the newest e-mail of `kind` to `email` (the test stack's mail outbox). */
async function mailedLink(kind: string, email: string) {
  const [mail] = await portal.gateway.stack.db.query<{ content: string }>(
    `SELECT content FROM api.mail_outbox WHERE kind = $1 AND $2 = ANY(recipients) ORDER BY created_at DESC LIMIT 1`,
    [kind, email],
  );
  return /href="([^"]*\/recovery-password\?[^"]*token=[^"]*)"/.exec(mail?.content ?? '')?.[1].replaceAll('&amp;', '&');
}

const today = () => new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10);

describe('resales', () => {
  it('a representative approves a sign-up in analysis; the reseller sets a password from the e-mail and logs in', async () => {
    const signup = await signUp();
    const list = await listAs(demoAccounts.representative.email);
    await list.toggleStatus('Em Análise');
    expect(await list.statusOf(signup.fantasyName)).toBe('Em Análise');
    await list.openDetails(signup.fantasyName);

    const details = new ResaleDetailsPage(list.page, portal.origin());
    await details.loaded();
    expect(new URL(details.page.url()).search).toBe(`?id=${signup.id}`);
    expect(await details.fact('E-mail').textContent()).toBe(signup.email);
    expect(await details.fact('Telefone').textContent()).toBe('(11) 98765-4321');
    expect(await details.decisions()).toEqual(['Aprovar', 'Recusar']);
    await details.approve();
    await details.success('Revenda aprovada com sucesso').waitFor();
    // Behind "Feito!" the page already shows what the approval returned.
    expect(await details.status()).toBe('Aprovada');

    await details.backToList();
    await list.clearFilters();
    expect(await list.statusOf(signup.fantasyName)).toBe('Aprovada');

    const link = await mailedLink('resale-approved', signup.email);
    expect(link).toMatch(new RegExp(`^${portal.origin()}/recovery-password\\?`));
    const { page } = await portal.newPage();
    await createPasswordFromLink(page, link!, 'Revenda@2026');
    await login(page, portal.origin(), signup.email, 'Revenda@2026');
    await page.waitForURL('**/Painel/Opportunities');
  });

  it('a representative rejects a sign-up only with a reason, which the details then show', async () => {
    const signup = await signUp();
    const details = new ResaleDetailsPage(await signIn(demoAccounts.representative.email), portal.origin());
    await details.open(signup.id);

    const dialog = await details.openReject();
    const confirm = dialog.getByRole('button', { name: 'Confirmar' });
    expect(await confirm.isDisabled()).toBe(true);
    await details.reasonOf(dialog).fill('CNPJ inativo na Receita Federal.');
    expect(await confirm.isEnabled()).toBe(true);
    await confirm.click();
    await details.success('Revenda reprovada com sucesso').waitFor();
    await details.backToList();

    const list = new ResaleListPage(details.page, portal.origin());
    await list.row(signup.fantasyName).waitFor();
    expect(await list.statusOf(signup.fantasyName)).toBe('Reprovada');
    await list.openDetails(signup.fantasyName);
    await details.loaded();
    expect(await details.decisions()).toEqual([]);
    expect(await details.fact('Motivo da reprovação').textContent()).toBe('CNPJ inativo na Receita Federal.');
  });

  it('support sees the list and a sign-up in analysis read-only', async () => {
    const signup = await signUp('Ana Beatriz Carvalho Mendes');
    const list = await listAs(demoAccounts.support.email);
    await list.row(signup.fantasyName).waitFor();
    await list.openDetails(signup.fantasyName);

    const details = new ResaleDetailsPage(list.page, portal.origin());
    await details.loaded();
    expect(await details.status()).toBe('Em Análise');
    expect(await details.decisions()).toEqual([]);
    expect(await details.page.getByRole('button', { name: 'Aprovar' }).count()).toBe(0);
    // The contact name within its 18-character limit.
    expect(await details.fact('Nome do contato').locator('[title]').textContent()).toBe('Ana Beatriz Carval…');
  });

  it('remembers the status and day filters after a reload', async () => {
    await signUp();
    const list = await listAs(demoAccounts.representative.email);
    await list.toggleStatus('Reprovada');
    await list.toggleStatus('Em Análise');
    await list.filterByDate(today());
    expect(new Set(await list.statuses())).toEqual(new Set(['Em Análise', 'Reprovada']));

    await list.reload();

    expect(await list.statusChoice('Reprovada').isChecked()).toBe(true);
    expect(await list.statusChoice('Em Análise').isChecked()).toBe(true);
    expect(await list.statusChoice('Aprovada').isChecked()).toBe(false);
    expect(await list.dateFilter.inputValue()).toBe(today());
    expect(await list.statuses()).not.toContain('Aprovada');
    await list.clearFilters();
  });

  it('list and details work on a phone without sideways scrolling, with no serious accessibility violations', async () => {
    const signup = await signUp();
    for (const width of [1280, 390]) {
      const list = await listAs(demoAccounts.representative.email, { width, height: 844 });
      await list.row(signup.fantasyName).waitFor();
      expect(await list.page.getByRole('table').count()).toBe(width === 390 ? 0 : 1);
      await list.showFilters();
      expect(await list.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await seriousA11yViolations(list.page)).toEqual([]);

      await list.openDetails(signup.fantasyName);
      const details = new ResaleDetailsPage(list.page, portal.origin());
      await details.loaded();
      expect(await details.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await seriousA11yViolations(details.page)).toEqual([]);
      const dialog = await details.openReject();
      await dialog.waitFor();
      expect(await seriousA11yViolations(details.page)).toEqual([]);
    }
    expect(portal.pageErrors).toEqual([]);
  });
});
