/**
 * `npm run bench`: every benchmark module in one run, each on its own copy of the grown database (see grown-db.ts),
 * one after the other so that none loads the machine while another measures. Each module writes
 * bench/results/<name>-<db>.json; the run ends with every speed and memory target, met or missed, in summary-<db>.json.
 * Figures are compared as ratios measured in one run, never asserted in tests.
 *
 * The targets hold on PostgreSQL at a million rows, on every shape of data (grown-db.ts: `cloned` and `varied`, both
 * built before any module runs; a target measured per shape is printed once with each shape's figure):
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test BENCH_ROWS=1000000 npm run bench
 * BENCH_ONLY=lists,export runs some modules; BENCH_SHAPES=varied some shapes; BENCH_SAMPLES sets the samples per list
 * case; BENCH_CASES=email,clientCommon measures only those list cases.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchRows, benchShapes, DATA_SHAPES, grownTemplate } from './grown-db.js';
import { type BenchResult, met, printTarget, type Target, writeResult } from './targets.js';

const modules: Record<string, () => Promise<{ run(): Promise<BenchResult> }>> = {
  lists: () => import('./lists.js'),
  throughput: () => import('./throughput.js'),
  'idle-memory': () => import('./idle-memory.js'),
  export: () => import('./export.js'),
  lighthouse: () => import('./lighthouse.js'),
  load: () => import('./load.js'),
};

const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const chosen = Object.keys(modules).filter((name) => !only || only.includes(name));

// Every shape's template built before any module measures (a million rows take minutes the first time), so that
// no module measures while another template grows.
const shapes = benchShapes();
for (const shape of shapes) {
  const { template, growMs } = await grownTemplate(benchRows(), shape);
  console.log(`bench: ${benchRows()} rows ${shape}, template ${template} ready in ${growMs} ms`);
}
console.log(`bench: modules ${chosen.join(', ')}; shapes ${shapes.join(', ')}`);

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
printByShape(all);
const missed = all.filter((t) => !met(t));
console.log(
  `${all.length - missed.length} of ${all.length} targets met${failures.length ? `; failed: ${failures.join(', ')}` : ''}`,
);
const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
fs.writeFileSync(
  path.join(resultsDir, `summary-${process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite'}.json`),
  `${JSON.stringify({ at: new Date().toISOString(), rows: benchRows(), shapes, cpus: os.cpus().length, failures, targets: all.map((t) => ({ ...t, met: met(t) })) }, null, 2)}\n`,
);
process.exit(failures.length ? 1 : 0);

/**
 * Each target measured on several shapes (its name carries "(cloned)", "(varied)") on one line, shape beside shape,
 * so that a target met on one shape and missed on another shows as such; targets without a shape as they are.
 */
function printByShape(targets: Target[]): void {
  const shapeOf = new RegExp(` \\((${DATA_SHAPES.join('|')})\\)`);
  const lines = new Map<string, Array<{ shape: string; t: Target }>>();
  for (const t of targets) {
    const m = shapeOf.exec(t.name);
    if (!m) {
      printTarget(t);
      continue;
    }
    const name = t.name.replace(m[0], '');
    lines.set(name, [...(lines.get(name) ?? []), { shape: m[1], t }]);
  }
  for (const [name, perShape] of lines) {
    const { limit, unit, atLeast } = perShape[0].t;
    const all = perShape.every(({ t }) => met(t));
    const figures = perShape.map(({ shape, t }) => `${shape} ${t.value} ${met(t) ? 'met' : 'MISSED'}`).join(' | ');
    console.log(`  ${all ? 'MET   ' : 'MISSED'} ${name} (${unit}, target ${atLeast ? '≥' : '≤'} ${limit}): ${figures}`);
  }
}
