/**
 * deploy/drill/results/latest.json in the issue's shape: {"scenarios": {"<name>": {"ok": bool, ...figures}}}, with
 * when and where it ran; and the one line per scenario the drill prints.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEPLOY_DIR } from './render.js';

export type Figures = { ok: boolean } & Record<string, unknown>;

export const RESULTS_FILE = path.join(DEPLOY_DIR, 'drill/results/latest.json');

export function line(name: string, f: Figures): string {
  const { ok, ...rest } = f;
  const shown = Object.entries(rest)
    .filter(([, v]) => ['number', 'string', 'boolean'].includes(typeof v) || (Array.isArray(v) && v.length > 0))
    .map(([k, v]) => `${k}=${Array.isArray(v) ? `[${v.join('; ')}]` : v}`)
    .join(' ');
  return `${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(18)} ${shown}`;
}

export function writeResults(
  scenarios: Record<string, Figures>,
  extra: { startedAt: string; seconds: number; commit: string },
): void {
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  const body = {
    ...extra,
    machine: { cpus: os.cpus().length, memoryGiB: Math.round(os.totalmem() / 2 ** 30), loadavg: os.loadavg() },
    scenarios,
  };
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(body, null, 2)}\n`);
}
