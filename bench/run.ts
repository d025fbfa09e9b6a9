/**
 * `npm run bench`: every benchmark module in one run, each on its own copy of the grown database (see grown-db.ts),
 * one after the other so that none loads the machine while another measures. Each module writes
 * bench/results/<name>-<db>.json; the run ends with every speed and memory target, met or missed, in summary-<db>.json.
 * Figures are compared as ratios measured in one run, never asserted in tests.
 *
 * The targets hold on PostgreSQL at a million rows:
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test BENCH_ROWS=1000000 npm run bench
 * BENCH_ONLY=lists,export runs some modules; BENCH_SAMPLES sets the samples per list case.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchRows, grownTemplate } from './grown-db.js';
import { type BenchResult, met, printTarget, type Target, writeResult } from './targets.js';

const modules: Record<string, () => Promise<{ run(): Promise<BenchResult> }>> = {
  lists: () => import('./lists.js'),
  throughput: () => import('./throughput.js'),
  'idle-memory': () => import('./idle-memory.js'),
  export: () => import('./export.js'),
  lighthouse: () => import('./lighthouse.js'),
};

const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const chosen = Object.keys(modules).filter((name) => !only || only.includes(name));

// Built once before any module measures (a million rows take minutes the first time).
const { growMs } = await grownTemplate();
console.log(`bench: ${benchRows()} rows, template ready in ${growMs} ms; modules ${chosen.join(', ')}`);

const all: Array<Target & { module: string }> = [];
const failures: string[] = [];
for (const name of chosen) {
  try {
    const result = await (await modules[name]()).run();
    writeResult(name, result);
    all.push(...result.targets.map((t) => ({ ...t, module: name })));
  } catch (error) {
    failures.push(name);
    console.error(`bench ${name} failed:`, error);
  }
}

console.log(`\ntargets (${benchRows()} rows, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}):`);
for (const t of all) printTarget(t);
const missed = all.filter((t) => !met(t));
console.log(
  `${all.length - missed.length} of ${all.length} targets met${failures.length ? `; failed: ${failures.join(', ')}` : ''}`,
);
const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
fs.writeFileSync(
  path.join(resultsDir, `summary-${process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite'}.json`),
  `${JSON.stringify({ at: new Date().toISOString(), rows: benchRows(), cpus: os.cpus().length, failures, targets: all.map((t) => ({ ...t, met: met(t) })) }, null, 2)}\n`,
);
process.exit(failures.length ? 1 : 0);
