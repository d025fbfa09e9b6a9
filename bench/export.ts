/**
 * The opportunities export at scale: the portal as separate processes (auth, mailer, API, gateway serving
 * the built client) on the grown brand, a headless Chromium signed in as the representative, "Exportar" on the
 * unfiltered list (every row in scope: at a million rows, the spec's 99,999). Figures: seconds from the click to
 * the saved file, whether the progress showed, data rows in the file (read back with SheetJS), peak RSS of the
 * gateway and API processes above their idle RSS, and the tab's peak memory (the renderer process's RSS from
 * /proc, the largest renderer of the browser; plus the page's JS heap from CDP Performance.getMetrics).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { read } from 'xlsx';
import { ALL_ROWS } from '../client/src/ui/list/settings.js';
import { DEMO_PASSWORD, demoAccounts } from '../server/db/seed/accounts.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH, login } from '../tests/e2e/harness.js';
import { OpportunityListPage } from '../tests/e2e/pages/opportunity-list.js';
import { startCluster } from '../tests/fixtures/processes.js';
import { grownTemplate } from './grown-db.js';
import { type BenchResult, isMain, writeResult } from './targets.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SAMPLE_MS = 50;
const IDLE_MS = 1_500;
const EXPORT_TIMEOUT_MS = 120_000;
const MB = 1024 * 1024;
/** /proc's clock ticks per second (USER_HZ). */
const CLOCK_TICKS = 100;
/** The export's targets. */
const LIMITS = { seconds: 8, serverMb: 300, tabMb: 600 };

/** VmRSS of a process in bytes; 0 once it is gone. */
function rss(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** CPU seconds (user + system) a process has used so far; 0 once it is gone. */
function cpuSeconds(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** The process listening on a local port (the fixture spawns node itself, so it is the service). */
function pidOnPort(port: number): number {
  const out = execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' });
  const m = /pid=(\d+)/.exec(out);
  if (!m) throw new Error(`no process listens on ${port}`);
  return Number(m[1]);
}

/** Every descendant of `pid` whose command line says it is a Chromium renderer. */
function rendererPids(ancestor: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {}
  }
  const found: number[] = [];
  const walk = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      try {
        if (fs.readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('--type=renderer')) found.push(child);
      } catch {}
      walk(child);
    }
  };
  walk(ancestor);
  return found;
}

/** Samples the peak of `read` every SAMPLE_MS until stopped. */
function peakOf(read: () => number) {
  let peak = read();
  const timer = setInterval(() => {
    peak = Math.max(peak, read());
  }, SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, read());
    },
  };
}

/** The mean of `read` over `ms`: a process's RSS at rest. */
async function idleOf(read: () => number, ms = IDLE_MS) {
  const samples: number[] = [];
  const end = Date.now() + ms;
  while (Date.now() < end) {
    samples.push(read());
    await new Promise((r) => setTimeout(r, SAMPLE_MS));
  }
  return samples.reduce((a, b) => a + b, 0) / samples.length;
}

const mb = (bytes: number) => Math.round(bytes / MB);

export async function run(): Promise<BenchResult> {
  if (!process.env.BENCH_SKIP_CLIENT_BUILD) {
    execFileSync('npx', ['vite', 'build', '--config', 'client/vite.config.ts', '--logLevel', 'warn'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
  }
  const { template } = await grownTemplate();
  const cluster = await startCluster({ template });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    await cluster.add('auth', 'auth');
    const mailer = await cluster.add('mailer', 'mailer');
    const api = await cluster.add('api', 'api');
    const gateway = await cluster.add('gateway', 'gateway');
    await cluster.processes[0].start();
    await Promise.all([mailer.start(), api.start()]);
    await gateway.start();
    const apiPid = pidOnPort(api.port);
    const gatewayPid = pidOnPort(gateway.port);

    const origin = `http://scanora.localhost:${gateway.port}`;
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'pt-BR' });
    const page = await context.newPage();
    await login(page, origin, demoAccounts.representative.email, DEMO_PASSWORD);
    await page.waitForURL(/\/Painel\/(Dashboard|Opportunities)$/);
    const list = new OpportunityListPage(page, origin);
    await list.open();
    const [{ inScope }] = await cluster.db.query<{ inScope: number }>(
      `SELECT count(*)::int AS "inScope" FROM api.opportunities WHERE brand = 'scanora' AND NOT is_deleted`,
    );

    // Playwright spawns Chromium from this process: its renderers are this process's descendants.
    // The list is read again every second (a renderer may start for the download), not on every sample.
    let renderers = rendererPids(process.pid);
    const rescan = setInterval(() => {
      renderers = rendererPids(process.pid);
    }, 1_000);
    const tabRss = () => Math.max(0, ...renderers.map(rss));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const jsHeap = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
    };

    const [apiIdle, gatewayIdle, tabIdle] = await Promise.all([
      idleOf(() => rss(apiPid)),
      idleOf(() => rss(gatewayPid)),
      idleOf(tabRss),
    ]);
    const heapIdle = await jsHeap();

    const apiPeak = peakOf(() => rss(apiPid));
    const gatewayPeak = peakOf(() => rss(gatewayPid));
    const tabPeak = peakOf(tabRss);
    let heapPeak = heapIdle;
    let sampling = true;
    const heapSampling = (async () => {
      while (sampling) {
        heapPeak = Math.max(heapPeak, await jsHeap().catch(() => 0));
        await new Promise((r) => setTimeout(r, 250));
      }
    })();
    const progress = page
      .getByRole('progressbar')
      .first()
      .waitFor({ timeout: EXPORT_TIMEOUT_MS })
      .then(
        () => true,
        () => false,
      );

    // When the last rows arrived: the rest of the time is the workbook's (fetch against build).
    let rowsArrivedAt = 0;
    let arrived: () => void = () => {};
    const rowsArrived = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    page.on('requestfinished', (request) => {
      const rows =
        request.url().includes('/opportunities/export') || (request.postData() ?? '').includes('"OpportunityExport"');
      if (!rows) return;
      rowsArrivedAt = performance.now();
      arrived();
    });
    // The API's database sessions (the fixture names each process's connections): PostgreSQL's share of the work.
    const apiBackends = async () =>
      (await cluster.db.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE application_name = 'api'`)).map(
        (r) => r.pid,
      );
    const backendCpuBefore = new Map((await apiBackends()).map((pid) => [pid, cpuSeconds(pid)]));
    const cpuOf = () => ({
      api: cpuSeconds(apiPid),
      gateway: cpuSeconds(gatewayPid),
      tab: renderers.reduce((sum, pid) => sum + cpuSeconds(pid), 0),
    });
    const cpuBefore = cpuOf();
    const started = performance.now();
    const download = page.waitForEvent('download', { timeout: EXPORT_TIMEOUT_MS });
    await page.getByRole('button', { name: 'Exportar' }).click();
    const file = await (await download).path();
    const seconds = (performance.now() - started) / 1000;
    // The request's last event may come just after the file is saved.
    await Promise.race([rowsArrived, new Promise((r) => setTimeout(r, 2_000))]);
    sampling = false;
    await heapSampling;
    const peaks = { api: apiPeak.stop(), gateway: gatewayPeak.stop(), tab: tabPeak.stop() };
    const cpuAfter = cpuOf();
    // A session opened during the export counts from zero; one closed meanwhile is missed (the pool keeps them).
    const postgresCpu = (await apiBackends()).reduce(
      (sum, pid) => sum + cpuSeconds(pid) - (backendCpuBefore.get(pid) ?? 0),
      0,
    );
    const cpu = (k: keyof typeof cpuAfter) => Math.round((cpuAfter[k] - cpuBefore[k]) * 100) / 100;
    clearInterval(rescan);
    const progressShown = await Promise.race([progress, new Promise<boolean>((r) => setTimeout(() => r(false), 10))]);

    const bytes = fs.readFileSync(file);
    const book = read(bytes, { dense: true });
    const sheet = book.Sheets[book.SheetNames[0]];
    const data = (sheet['!data'] ?? []) as unknown[][];
    const rows = Math.max(0, data.length - 1);
    const header = (data[0] as Array<{ v: unknown }> | undefined)?.map((c) => c?.v) ?? [];

    const figures = {
      rows,
      expectedRows: Math.min(inScope, ALL_ROWS),
      seconds: Math.round(seconds * 100) / 100,
      rowsArrivedSeconds: rowsArrivedAt ? Math.round((rowsArrivedAt - started) / 10) / 100 : null,
      progressShown,
      cpuSeconds: {
        api: cpu('api'),
        gateway: cpu('gateway'),
        tab: cpu('tab'),
        postgres: Math.round(postgresCpu * 100) / 100,
      },
      loadAverage: os.loadavg()[0],
      fileMb: Math.round((bytes.length / MB) * 10) / 10,
      sheetNames: book.SheetNames,
      header,
      gatewayIdleMb: mb(gatewayIdle),
      gatewayPeakAboveIdleMb: mb(peaks.gateway - gatewayIdle),
      apiIdleMb: mb(apiIdle),
      apiPeakAboveIdleMb: mb(peaks.api - apiIdle),
      tabIdleMb: mb(tabIdle),
      tabPeakMb: mb(peaks.tab),
      tabMeasure: 'largest Chromium renderer process, VmRSS from /proc every 50 ms',
      jsHeapIdleMb: mb(heapIdle),
      jsHeapPeakMb: mb(heapPeak),
      jsHeapMeasure: 'CDP Performance.getMetrics JSHeapUsedSize every 250 ms',
    };
    return {
      figures,
      targets: [
        { name: 'export end to end (click to saved file)', value: figures.seconds, limit: LIMITS.seconds, unit: 's' },
        {
          name: 'export: gateway peak above idle',
          value: figures.gatewayPeakAboveIdleMb,
          limit: LIMITS.serverMb,
          unit: 'MB',
        },
        { name: 'export: API peak above idle', value: figures.apiPeakAboveIdleMb, limit: LIMITS.serverMb, unit: 'MB' },
        { name: 'export: tab peak (renderer RSS)', value: figures.tabPeakMb, limit: LIMITS.tabMb, unit: 'MB' },
        {
          name: 'export: data rows in the file',
          value: rows,
          limit: figures.expectedRows,
          unit: 'rows',
          atLeast: true,
        },
        { name: 'export: progress shown', value: progressShown ? 1 : 0, limit: 1, unit: '', atLeast: true },
      ],
    };
  } finally {
    await browser.close().catch(() => {});
    await cluster.stop();
  }
}

if (isMain(import.meta.url)) {
  writeResult('export', await run());
  process.exit(0);
}
