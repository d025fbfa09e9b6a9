import fs from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { FIRST_ENTRY_DASHBOARD_ROLES, type RoleName } from '../../client/src/features/auth/roles.js';
import { PATHS } from '../../client/src/paths.js';
import { startGateway, type TestGateway } from '../fixtures/gateway.js';
import { DEMO_PASSWORD } from '../fixtures/stack.js';

const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { viewer { id roles } } }';

export { DEMO_PASSWORD, demoAccounts } from '../fixtures/stack.js';

/** System Chromium (apt) unless CHROMIUM_PATH says otherwise; flags that keep it quiet and offline. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface Portal {
  gateway: TestGateway;
  browser: Browser;
  /** http://<brand>.localhost:<port> (Chromium resolves *.localhost to 127.0.0.1). */
  origin(brand?: string): string;
  /** Uncaught script errors of every page opened so far (the tests expect none). */
  pageErrors: string[];
  /** A fresh browser profile (no cookies) on a viewport. */
  newPage(opts?: { width?: number; height?: number }): Promise<{ context: BrowserContext; page: Page }>;
  /**
   * A fresh profile signed in as `email` on `brand`, once the first panel screen is reached (Dashboard for
   * representatives and support, Opportunities for resellers and sellers).
   */
  signIn(email: string, opts?: SignInOptions): Promise<SignedIn>;
  stop(): Promise<void>;
}

export interface SignInOptions {
  brand?: string;
  width?: number;
  height?: number;
  password?: string;
}

export interface SignedIn {
  page: Page;
  context: BrowserContext;
  /** http://<brand>.localhost:<port> of the session. */
  origin: string;
}

/** The whole stack in this process (services, gateway serving client/dist) and a headless Chromium. */
export async function startPortal(): Promise<Portal> {
  const gateway = await startGateway();
  const port = new URL(gateway.url).port;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];
  const origin = (brand = 'scanora') => `http://${brand}.localhost:${port}`;
  const newPage: Portal['newPage'] = async ({ width = 1280, height = 800 } = {}) => {
    const context = await browser.newContext({ viewport: { width, height }, locale: 'pt-BR' });
    contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(`${page.url()}: ${e.message}`));
    return { context, page };
  };
  return {
    gateway,
    browser,
    pageErrors,
    origin,
    newPage,
    async signIn(email, { brand, width, height, password = DEMO_PASSWORD } = {}) {
      const { context, page } = await newPage({ width, height });
      // The login through the gateway and its cookies into the profile, then the panel as a returning visit: the
      // login form is session.test.ts's and public.test.ts's to drive, and loading it for every other test cost
      // a page load each on a 2-core machine.
      const host = new URL(origin(brand)).hostname;
      const reply = await gateway
        .browser(host)
        .gql<{ login: { viewer: { roles: RoleName[] } } }>(LOGIN, { input: { username: email, password } });
      const roles = reply.data?.login.viewer.roles;
      if (reply.errors || !roles) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(reply.errors)}`);
      await context.addCookies(
        [...reply.setCookies.values()]
          .filter((c) => c.value !== '')
          .map((c) => ({
            name: c.name,
            value: encodeURIComponent(c.value),
            domain: host,
            path: typeof c.attributes.path === 'string' ? c.attributes.path : '/',
            httpOnly: c.attributes.httponly === true,
            secure: c.attributes.secure === true,
            sameSite: 'Lax' as const,
            ...(typeof c.attributes['max-age'] === 'string'
              ? { expires: Math.floor(Date.now() / 1000) + Number(c.attributes['max-age']) }
              : {}),
          })),
      );
      // Where the login form lands each role on its first entry (spec section 2).
      const landing = roles.some((r) => FIRST_ENTRY_DASHBOARD_ROLES.includes(r))
        ? PATHS.dashboard
        : PATHS.opportunities;
      await page.goto(origin(brand) + landing);
      await page.waitForURL(/\/Painel\/(Dashboard|Opportunities)$/);
      // The panel's frame, once the session is confirmed: what a login through the form shows when it lands.
      await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
      return { page, context, origin: origin(brand) };
    },
    async stop() {
      for (const c of contexts) await c.close().catch(() => {});
      await browser.close();
      await gateway.stop();
    },
  };
}

/**
 * The file's portal: started before its tests (startPortal) and stopped after them. What it returns reads through to
 * the started portal, so a file writes `const portal = portalPerFile()` and uses it in its hooks and tests.
 */
export function portalPerFile(): Portal {
  let started: Portal | undefined;
  beforeAll(async () => {
    started = await startPortal();
  });
  afterAll(async () => {
    await started?.stop();
  });
  const current = () => {
    if (!started) throw new Error('the portal starts in beforeAll: use it inside hooks and tests');
    return started;
  };
  return {
    get gateway() {
      return current().gateway;
    },
    get browser() {
      return current().browser;
    },
    get pageErrors() {
      return current().pageErrors;
    },
    origin: (brand) => current().origin(brand),
    newPage: (opts) => current().newPage(opts),
    signIn: (email, opts) => current().signIn(email, opts),
    stop: () => current().stop(),
  };
}

export async function login(page: Page, origin: string, email: string, password: string) {
  await page.goto(`${origin}/`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/**
 * Creates a password from an e-mailed set-password link ("Crie sua senha"), as its receiver does, and ends on the
 * login page the success modal leads to.
 */
export async function createPasswordFromLink(page: Page, link: string, password: string) {
  await page.goto(link);
  await page.getByRole('heading', { name: 'Crie sua senha' }).waitFor();
  await page.getByLabel(/^Nova senha/).fill(password);
  await page.getByLabel(/^Confirme a nova senha/).fill(password);
  await page.getByRole('button', { name: 'Salvar senha' }).click();
  await page.getByText('Senha atualizada com sucesso').waitFor();
  await page.getByRole('button', { name: 'Voltar ao início' }).click();
  await expectLoginPage(page);
}

/** The login form is what the page shows (the route "/"). */
export async function expectLoginPage(page: Page) {
  await page.getByRole('heading', { name: 'Acesse o portal' }).waitFor();
  return new URL(page.url()).pathname;
}

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type RunOptions = Parameters<AxeBuilder['options']>[0];

/** The axe-core that @axe-core/playwright runs (its own pinned version), as the source to evaluate in a page. */
const axeRequire = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_SOURCE = fs.readFileSync(axeRequire.resolve('axe-core/axe.min.js'), 'utf8');
/** Every rule runs; only the violations' nodes are gathered (the passes' nodes were most of a run's time). */
const AXE_OPTIONS: RunOptions = { resultTypes: ['violations'] };

/**
 * axe's findings on the page as it is now. AxeBuilder evaluates axe's 500 KB in the page on every call, and then
 * again in a blank page it opens to merge the frames' results: some 2.5 s a call on a 2-core machine, against 0.3 s
 * for a run in the page where axe is already loaded. The panel's pages have no frames; a page that has some gets
 * AxeBuilder, which reaches into them.
 */
async function axeResults(page: Page): Promise<AxeResults> {
  if (page.frames().length > 1) return new AxeBuilder({ page }).options(AXE_OPTIONS).analyze();
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (options) =>
      (window as unknown as { axe: { run(c: Document, o: RunOptions): Promise<AxeResults> } }).axe.run(
        document,
        options,
      ),
    AXE_OPTIONS,
  );
}

/** Serious and critical WCAG findings of axe on the page as it is now; the test expects none. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // Colours in the middle of a transition (a button just enabled) are not what the user reads: let them settle.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const result = await axeResults(page);
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.html.slice(0, 120)} ${n.failureSummary ?? ''}`).join(' | ')}`,
    );
}

/**
 * The words inside the located elements that the browser broke across two lines ("Supermercado" / "s"): each
 * word's text range has boxes on more than one line. Words only wrap at spaces where the layout is right.
 */
export async function wordsBrokenAcrossLines(located: Locator): Promise<string[]> {
  return located.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const broken: string[] = [];
      const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) broken.push(word[0]);
        }
      }
      return broken;
    }),
  );
}

/** The GraphQL replies a page receives from now on: each operation's name and its errors' codes. */
export function graphqlReplies(page: Page) {
  const replies: Array<{ operation: string; errors: string[] }> = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('/graphql')) return;
    const request = JSON.parse(response.request().postData() ?? '{}') as { operationName?: string };
    const body = (await response.json().catch(() => ({}))) as { errors?: Array<{ extensions?: { code?: string } }> };
    replies.push({
      operation: request.operationName ?? '?',
      errors: (body.errors ?? []).map((e) => e.extensions?.code ?? '?'),
    });
  });
  return replies;
}
