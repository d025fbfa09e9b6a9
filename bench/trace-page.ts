/**
 * Where a panel page's main-thread time goes, in real Chromium with the CPU slowed down as Lighthouse's phone is:
 * `npm run bench:trace -- /Painel/Dashboard [user]` (the representative by default; `anonymous`, no session: the login
 * page is `/ anonymous`), on the bench's grown brand.
 * Each load prints its long tasks, its largest paints and the browser's counters (script, layout, style); then the
 * sources and functions that took the most time over all loads, by original file when the client was built with
 * source maps (`npx vite build --config client/vite.config.ts --sourcemap`). Not a target: a tool for telling a
 * change's effect on a page when Lighthouse's score varies more than the change (an A/B is two builds, one after
 * the other, a few loads each).
 *
 * TRACE_RUNS loads (3); TRACE_CPU_RATE, how many times slower (4); TRACE_WAIT_FOR, a selector that shows the page is
 * complete (the dashboard's bars: `.recharts-bar-rectangle`); TRACE_TASKS=1, each long task with the sources its
 * time went to; TRACE_TIMELINE=1, the busiest sources per 100 ms; TRACE_FILTER=recharts, only the functions of the
 * sources named so; TRACE_DIST, another build of the client to load (the one before a change, copied aside), instead
 * of client/dist.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright-core';
import { ensureClientBuilt } from '../client/scripts/ensure-built.js';
import { startGateway } from '../tests/fixtures/gateway.js';
import { grownTemplate } from './grown-db.js';

const pagePath = process.argv[2] ?? '/Painel/Dashboard';
const user = process.argv[3] ?? 'representante@demo.com.br';
const RUNS = Number(process.env.TRACE_RUNS ?? 3);
const RATE = Number(process.env.TRACE_CPU_RATE ?? 4);
const dist = process.env.TRACE_DIST
  ? path.resolve(process.env.TRACE_DIST)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client/dist');

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
};

const maps = new Map<string, TraceMap | null>();
/** The original file and line of a position in a built file, when its source map is there. */
function originalOf(url: string, line: number, column: number): string {
  const file = url.replace(/^https?:\/\/[^/]+/, '');
  const map = maps.get(file);
  if (!map) return `${file}:${line + 1}`;
  const pos = originalPositionFor(map, { line: line + 1, column });
  return `${(pos.source ?? file).replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '')}:${pos.line}`;
}
function sourceOf(url: string, line: number, column: number): string {
  const file = url.replace(/^https?:\/\/[^/]+/, '');
  if (!file.startsWith('/assets/')) return url ? file : '(browser)';
  if (!maps.has(file)) {
    const map = path.join(dist, `${file}.map`);
    maps.set(file, fs.existsSync(map) ? new TraceMap(fs.readFileSync(map, 'utf8')) : null);
  }
  const map = maps.get(file);
  if (!map) return file;
  const pos = originalPositionFor(map, { line: line + 1, column });
  if (!pos.source) return file;
  const source = pos.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
  // A package's name (its first folder or two) or the client's own file.
  const pkg = source.match(/^(@[^/]+\/[^/]+|[^/]+)/)?.[1] ?? source;
  return source.startsWith('src/') || source.includes('client/src') ? source : pkg;
}

if (!process.env.TRACE_DIST) await ensureClientBuilt();
const { template } = await grownTemplate();
const gw = await startGateway({ template, ...(process.env.TRACE_DIST ? { gateway: { clientDist: dist } } : {}) });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const host = 'scanora.localhost';
  const origin = `http://${host}:${new URL(gw.url).port}`;
  const totals = new Map<string, number>();
  const functions = new Map<string, number>();
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    if (user !== 'anonymous') {
      const session = await gw.signIn(user);
      await context.addCookies(
        [...session.cookies].map(([name, value]) => ({
          name,
          value: encodeURIComponent(value),
          domain: host,
          path: '/',
        })),
      );
    }
    const page = await context.newPage();
    // As text: tsx would wrap a function's names in a helper the page does not have.
    await page.addInitScript({
      content: `
        // A function the profile can find, run at a known page time: it ties the profile's clock to the page's.
        window.__marker = performance.now();
        (function __traceMarker() { const end = performance.now() + 3; while (performance.now() < end) {} })();
        window.__long = [];
        window.__lcp = [];
        new PerformanceObserver((l) => {
          for (const e of l.getEntries()) window.__long.push([Math.round(e.startTime), Math.round(e.duration)]);
        }).observe({ type: 'longtask', buffered: true });
        new PerformanceObserver((l) => {
          for (const e of l.getEntries()) {
            window.__lcp.push(Math.round(e.startTime) + ' ' + (e.element ? e.element.tagName + ' ' + e.element.textContent.slice(0, 30) : '?'));
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      `,
    });
    // A page of the same site first: the page then loads in the same renderer, whose profile starts before it does.
    await page.goto(`${origin}/version.txt`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    await cdp.send('Performance.enable');
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(origin + pagePath, { waitUntil: 'networkidle' });
    // TRACE_WAIT_FOR: what shows the page is complete (the dashboard's bars: '.recharts-bar-rectangle').
    if (process.env.TRACE_WAIT_FOR) await page.waitForSelector(process.env.TRACE_WAIT_FOR, { timeout: 60_000 });
    await page.waitForTimeout(3000);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
      profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
    };
    const metrics = Object.fromEntries(
      ((await cdp.send('Performance.getMetrics')) as { metrics: Array<{ name: string; value: number }> }).metrics.map(
        (m) => [m.name, m.value],
      ),
    );
    const seen = await page.evaluate(() => {
      const w = window as unknown as { __long: number[][]; __lcp: string[]; __marker: number };
      return { __long: w.__long, __lcp: w.__lcp, __marker: w.__marker };
    });
    const long = seen.__long;
    const blocking = long.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
    const ms = (name: string) => Math.round((metrics[name] ?? 0) * 1000);
    console.log(
      `run ${run + 1}: long tasks ${long.length} (over 50 ms: ${blocking} ms), script ${ms('ScriptDuration')} ms,` +
        ` layout ${ms('LayoutDuration')} ms, style ${ms('RecalcStyleDuration')} ms, task ${ms('TaskDuration')} ms`,
    );
    console.log(`  long: ${long.map(([s, d]) => `${s}+${d}`).join(' ')}`);
    console.log(`  lcp: ${seen.__lcp.join(' | ')}`);
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    // Sample times on the page's clock (ms since navigation), from the marker's first sample.
    let at = (profile as unknown as { startTime: number }).startTime;
    const times = profile.timeDeltas.map((d) => {
      at += d;
      return at / 1000;
    });
    const markerIndex = profile.samples.findIndex((id) => byId.get(id)?.callFrame.functionName === '__traceMarker');
    const offset = markerIndex >= 0 ? times[markerIndex] - seen.__marker : Number.NaN;
    const buckets = new Map<number, Map<string, number>>();
    profile.samples.forEach((id, i) => {
      const frame = byId.get(id)?.callFrame;
      if (!frame) return;
      if (process.env.TRACE_TIMELINE && !Number.isNaN(offset) && frame.functionName !== '(idle)') {
        const bucket = Math.floor((times[i] - offset) / 100) * 100;
        const b = buckets.get(bucket) ?? new Map<string, number>();
        buckets.set(bucket, b);
        const k = frame.url ? sourceOf(frame.url, frame.lineNumber, frame.columnNumber) : frame.functionName;
        b.set(k, (b.get(k) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
      }
      const key = frame.url
        ? sourceOf(frame.url, frame.lineNumber, frame.columnNumber)
        : `(${frame.functionName || 'program'})`;
      const t = (profile.timeDeltas[i] ?? 0) / 1000;
      totals.set(key, (totals.get(key) ?? 0) + t);
      if (frame.url) {
        const fn = `${frame.functionName || '(anonymous)'} ${originalOf(frame.url, frame.lineNumber, frame.columnNumber)}`;
        functions.set(fn, (functions.get(fn) ?? 0) + t);
      }
    });
    if ((process.env.TRACE_TASKS || process.env.TRACE_TIMELINE) && Number.isNaN(offset)) {
      console.log('  (the marker was not sampled: no task attribution for this load)');
    }
    // Each long task with the sources its time went to (TRACE_TASKS=1).
    if (process.env.TRACE_TASKS && !Number.isNaN(offset)) {
      for (const [start, duration] of long) {
        const inTask = new Map<string, number>();
        profile.samples.forEach((id, i) => {
          const at = times[i] - offset;
          if (at < start || at > start + duration) return;
          const frame = byId.get(id)?.callFrame;
          if (!frame || frame.functionName === '(idle)') return;
          const k = frame.url ? sourceOf(frame.url, frame.lineNumber, frame.columnNumber) : frame.functionName;
          inTask.set(k, (inTask.get(k) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
        });
        const top = [...inTask].sort((x, y) => y[1] - x[1]).slice(0, 5);
        console.log(`  ${start}+${duration}: ${top.map(([k, v]) => `${k} ${Math.round(v)}`).join(', ')}`);
      }
    }
    if (process.env.TRACE_TIMELINE) {
      for (const [t, b] of [...buckets].sort((x, y) => x[0] - y[0])) {
        const top = [...b].sort((x, y) => y[1] - x[1]).slice(0, 4);
        const busy = [...b.values()].reduce((sum, v) => sum + v, 0);
        console.log(
          `  ${String(t).padStart(5)} busy ${String(Math.round(busy)).padStart(3)}: ${top.map(([k, v]) => `${k} ${Math.round(v)}`).join(', ')}`,
        );
      }
    }
    await context.close();
  }
  console.log(`self time by source, ms per run (CPU ${RATE}x slower):`);
  for (const [key, t] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 40)) {
    console.log(`  ${String(Math.round(t / RUNS)).padStart(6)}  ${key}`);
  }
  console.log('self time by function, ms per run:');
  // TRACE_FILTER=zod lists the functions of the sources matching it.
  const filter = process.env.TRACE_FILTER;
  for (const [key, t] of [...functions]
    .filter(([k]) => !filter || k.includes(filter))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 40)) {
    console.log(`  ${String(Math.round(t / RUNS)).padStart(6)}  ${key}`);
  }
} finally {
  await browser.close();
  await gw.stop();
}
process.exit(0);
