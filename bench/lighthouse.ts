/**
 * Lighthouse (offline, Debian's Chromium) on the login page and on the opportunities list, mobile and desktop, on
 * the gateway serving the built client (the brand "scanora" grown to BENCH_ROWS), and the JavaScript the login page
 * transfers. Scores vary between runs on a shared machine: each page and form factor runs LIGHTHOUSE_RUNS times
 * (3 by default) and the median counts.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type RunnerResult } from 'lighthouse';
import { chromium } from 'playwright-core';
import { ensureClientBuilt } from '../client/scripts/ensure-built.js';
import { DEMO_PASSWORD } from '../server/db/seed/accounts.js';
import { startGateway } from '../tests/fixtures/gateway.js';
import { benchRows, grownTemplate } from './grown-db.js';
import { type BenchResult, isMain, type Target, writeResult } from './targets.js';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const BRAND = 'scanora';
const USER = 'representante@demo.com.br';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
type FormFactor = 'mobile' | 'desktop';

/** The targets: performance per form factor, accessibility and best practices on every page. */
const LIMITS = { perfMobile: 90, perfDesktop: 98, accessibility: 100, bestPractices: 100, loginJsKB: 200 };

const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { viewer { id } } }`;

interface Scores {
  /** Category scores 0-100, the median over the runs. */
  scores: Record<Category, number>;
  /** Every run's performance score, to see how much they vary. */
  performanceRuns: number[];
  /** Audits below 1 in any category but performance (the median run): what keeps a score from 100. */
  failing: string[];
  /** Median of the runs' timings, ms. */
  metrics: Record<string, number>;
  /** The median run's long tasks (start and duration, ms): the first render should not be one of them. */
  longTasks: string[];
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)];
};

/** Bytes on the wire (headers included) of the scripts the page loaded. */
function scriptBytes(lhr: RunnerResult['lhr']): number {
  const items = (lhr.audits['network-requests']?.details as { items?: Array<Record<string, unknown>> } | undefined)
    ?.items;
  return (items ?? [])
    .filter((i) => i.resourceType === 'Script')
    .reduce((sum, i) => sum + Number(i.transferSize ?? 0), 0);
}

function longTasks(lhr: RunnerResult['lhr']): string[] {
  const items = (lhr.audits['long-tasks']?.details as { items?: Array<Record<string, unknown>> } | undefined)?.items;
  return (items ?? []).map((i) => `${Math.round(Number(i.startTime))}+${Math.round(Number(i.duration))}`);
}

function failingAudits(lhr: RunnerResult['lhr']): string[] {
  const out = new Set<string>();
  for (const [id, cat] of Object.entries(lhr.categories)) {
    if (id === 'performance') continue;
    for (const ref of cat.auditRefs) {
      const a = lhr.audits[ref.id];
      if (ref.weight > 0 && a.score !== null && a.score < 1) out.add(`${id}:${ref.id}`);
    }
  }
  return [...out];
}

async function audit(url: string, port: number, formFactor: FormFactor) {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] };
  const runs: RunnerResult['lhr'][] = [];
  // A run that Lighthouse itself could not record (NO_NAVSTART and the like, now and then) is run again.
  for (let attempt = 0; runs.length < RUNS; attempt++) {
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    const error = result ? result.lhr.runtimeError : { message: 'no result' };
    if (!error) {
      runs.push(result!.lhr);
      console.error(
        `lighthouse ${formFactor} ${url}: ${Math.round((result!.lhr.categories.performance?.score ?? 0) * 100)}`,
      );
    } else if (attempt >= RUNS + 2) throw new Error(`${url}: ${error.message}`);
  }
  const score = (lhr: RunnerResult['lhr'], c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const perf = runs.map((r) => score(r, 'performance'));
  const medianRun = runs[perf.indexOf(median(perf))];
  const metric = (id: string) => median(runs.map((r) => Math.round(r.audits[id]?.numericValue ?? 0)));
  const result: Scores = {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => score(r, c)))])) as Record<
      Category,
      number
    >,
    performanceRuns: perf,
    failing: failingAudits(medianRun),
    metrics: Object.fromEntries(
      [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'speed-index',
        // Where the blocking time comes from: script evaluation and the main thread's work, ms.
        'bootup-time',
        'mainthread-work-breakdown',
      ].map((id) => [id, metric(id)]),
    ),
    longTasks: longTasks(medianRun),
  };
  return { result, scriptBytes: scriptBytes(medianRun), finalUrl: medianRun.finalDisplayedUrl };
}

export async function run(): Promise<BenchResult> {
  await ensureClientBuilt();
  const { template } = await grownTemplate();
  const gw = await startGateway({ template });
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const origin = `http://${BRAND}.localhost:${new URL(gw.url).port}`;
    const pages: Record<string, Record<FormFactor, Scores>> = {};
    const measure = async (name: string, path: string, expectPath: string) => {
      pages[name] = {} as Record<FormFactor, Scores>;
      let js = 0;
      for (const ff of ['mobile', 'desktop'] as const) {
        const r = await audit(origin + path, chrome.port, ff);
        // A redirect (no session, an error) would measure another page than the one named.
        if (new URL(r.finalUrl).pathname !== expectPath) throw new Error(`${name}: ended on ${r.finalUrl}`);
        pages[name][ff] = r.result;
        js = r.scriptBytes;
      }
      return js;
    };

    // The login page as a first visit: no cookies.
    const loginJsBytes = await measure('login', '/', '/');

    // The list as the representative sees it: the session cookies of a login through the gateway, in the browser.
    const client = gw.browser(`${BRAND}.localhost`);
    const reply = await client.gql(LOGIN, { input: { username: USER, password: DEMO_PASSWORD } });
    if (reply.errors) throw new Error(`login failed: ${JSON.stringify(reply.errors)}`);
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    await cdp.contexts()[0].addCookies(
      [...reply.setCookies.values()].map((c) => ({
        name: c.name,
        value: encodeURIComponent(c.value),
        domain: `${BRAND}.localhost`,
        path: '/',
        httpOnly: c.attributes.httponly === true,
        sameSite: 'Lax' as const,
      })),
    );
    await cdp.close();
    await measure('opportunities', '/Painel/Opportunities', '/Painel/Opportunities');

    const loginJsKB = Math.round((loginJsBytes / 1024) * 10) / 10;
    const targets: Target[] = [
      { name: 'login page JS transferred', value: loginJsKB, limit: LIMITS.loginJsKB, unit: 'KB' },
    ];
    for (const [page, byFactor] of Object.entries(pages)) {
      for (const ff of ['mobile', 'desktop'] as const) {
        const s = byFactor[ff].scores;
        const perfLimit = ff === 'mobile' ? LIMITS.perfMobile : LIMITS.perfDesktop;
        targets.push(
          { name: `${page} ${ff} performance`, value: s.performance, limit: perfLimit, unit: '', atLeast: true },
          {
            name: `${page} ${ff} accessibility`,
            value: s.accessibility,
            limit: LIMITS.accessibility,
            unit: '',
            atLeast: true,
          },
          {
            name: `${page} ${ff} best practices`,
            value: s['best-practices'],
            limit: LIMITS.bestPractices,
            unit: '',
            atLeast: true,
          },
        );
      }
    }
    return { figures: { rows: benchRows(), runs: RUNS, loginJsBytes, pages }, targets };
  } finally {
    chrome.kill();
    await gw.stop();
  }
}

if (isMain(import.meta.url)) {
  writeResult('lighthouse', await run());
  process.exit(0);
}
