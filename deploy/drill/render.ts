/**
 * The deploy/ templates filled in: every `{{NAME}}` replaced by its value, and a template that names a value the
 * caller did not give (or a value given for no placeholder of it) is an error, so that a template and the drill never
 * drift apart unseen. The drill renders each host's files from these, exactly as an operator's tooling would.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEPLOY_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PROJECT_DIR = path.resolve(DEPLOY_DIR, '..');

const PLACEHOLDER = /\{\{([A-Z0-9_]+)\}\}/g;

export function render(template: string, values: Record<string, string>): string {
  const text = fs.readFileSync(path.join(DEPLOY_DIR, template), 'utf8');
  const missing = new Set<string>();
  const used = new Set<string>();
  const out = text.replace(PLACEHOLDER, (_, name: string) => {
    used.add(name);
    if (values[name] === undefined) {
      missing.add(name);
      return '';
    }
    return values[name];
  });
  if (missing.size) throw new Error(`${template}: no value for ${[...missing].join(', ')}`);
  const unused = Object.keys(values).filter((k) => !used.has(k));
  if (unused.length) throw new Error(`${template}: no placeholder for ${unused.join(', ')}`);
  return out;
}

/** Renders `template` into `target` (directories made), mode 0600 when it holds secrets. */
export function renderTo(
  template: string,
  target: string,
  values: Record<string, string>,
  opts: { secret?: boolean } = {},
): string {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, render(template, values), { mode: opts.secret ? 0o600 : 0o644 });
  return target;
}

/**
 * An EnvironmentFile as systemd reads it: KEY=VALUE lines, `#` comments and blank lines skipped, one pair of
 * surrounding single or double quotes removed.
 */
export function readEnvFile(file: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const t = line.trim();
    if (!t || t.startsWith('#')) continue;
    const eq = t.indexOf('=');
    if (eq < 1) throw new Error(`${file}: not KEY=VALUE: ${t}`);
    let value = t.slice(eq + 1);
    if (value.length >= 2 && (value[0] === "'" || value[0] === '"') && value.at(-1) === value[0]) {
      value = value.slice(1, -1);
    }
    env[t.slice(0, eq)] = value;
  }
  return env;
}

/** What a systemd unit runs: its ExecStart (split on spaces), User, WorkingDirectory and EnvironmentFile. */
export interface Unit {
  execStart: string[];
  user: string;
  workingDirectory: string;
  environmentFile: string;
  restart: string;
  /** RestartSec= (seconds; 0 when absent). */
  restartSec: number;
}

export function readUnit(file: string): Unit {
  const fields: Record<string, string> = {};
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const m = /^([A-Za-z]+)=(.*)$/.exec(line.trim());
    if (m) fields[m[1]] = m[2];
  }
  for (const k of ['ExecStart', 'User', 'WorkingDirectory', 'EnvironmentFile', 'Restart']) {
    if (!fields[k]) throw new Error(`${file}: no ${k}=`);
  }
  return {
    execStart: fields.ExecStart.split(/\s+/),
    user: fields.User,
    workingDirectory: fields.WorkingDirectory,
    environmentFile: fields.EnvironmentFile,
    restart: fields.Restart,
    restartSec: Number(fields.RestartSec ?? 0),
  };
}
