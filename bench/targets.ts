import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * One target as measured: met when `value` ≤ `limit` (or ≥ it, for `atLeast`), unless the measurement itself is
 * `refused` (why: a figure taken where it proves nothing, such as a Lighthouse run on a machine faster than the
 * target's), which is never met whatever the value.
 */
export interface Target {
  name: string;
  value: number;
  limit: number;
  unit: string;
  atLeast?: boolean;
  refused?: string;
}

export const met = (t: Target) => !t.refused && (t.atLeast ? t.value >= t.limit : t.value <= t.limit);

/** What a bench module returns: its figures (written as JSON) and the targets they are judged by. */
export interface BenchResult {
  figures: Record<string, unknown>;
  targets: Target[];
}

const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');

/** Writes bench/results/<name>-<db>.json and prints the figures and each target as met or missed. */
export function writeResult(name: string, result: BenchResult): void {
  fs.mkdirSync(resultsDir, { recursive: true });
  const db = process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite';
  const file = path.join(resultsDir, `${name}-${db}.json`);
  const body = { at: new Date().toISOString(), db, cpus: os.cpus().length, ...result };
  fs.writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
  console.log(`${name}: ${JSON.stringify(result.figures)}`);
  for (const t of result.targets) printTarget(t);
}

/** A module's raw material beside its figures (bench/results/<name>-<db>.json, overwritten by the next run). */
export function writeReport(name: string, report: unknown): void {
  fs.mkdirSync(resultsDir, { recursive: true });
  const db = process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite';
  fs.writeFileSync(path.join(resultsDir, `${name}-${db}.json`), JSON.stringify(report));
}

export function printTarget(t: Target): void {
  const sign = t.atLeast ? '≥' : '≤';
  const verdict = t.refused ? 'REFUSED' : met(t) ? 'MET   ' : 'MISSED';
  const why = t.refused ? ` (${t.refused})` : '';
  console.log(`  ${verdict} ${t.name}: ${t.value} ${t.unit} (target ${sign} ${t.limit})${why}`);
}

/** True when the module is the script node was started with (`tsx bench/<module>.ts` runs it alone). */
export const isMain = (metaUrl: string) => process.argv[1] && fileURLToPath(metaUrl) === path.resolve(process.argv[1]);
