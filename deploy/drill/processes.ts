/**
 * Every process the drill starts, by name: spawned inside its host's namespace in a process group of its own, its
 * output appended to a log file, stopped by signal to that group. The teardown stops what is left here, then kills
 * whatever still runs in the drill's namespaces (hosts.ts).
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { type Host, spawnIn } from './hosts.js';

export interface Proc {
  name: string;
  host: Host;
  child: ChildProcess;
  log: string;
  exited: Promise<void>;
}

const procs = new Map<string, Proc>();
/** Names whose stop the drill asked for: their exit is not a crash to restart. */
const stopping = new Set<string>();

export const running = (name: string) => {
  const p = procs.get(name);
  return !!p && p.child.exitCode === null && p.child.signalCode === null;
};

export function startProcess(
  name: string,
  host: Host,
  command: string[],
  opts: {
    user?: string;
    env?: NodeJS.ProcessEnv;
    cwd?: string;
    logDir: string;
    /** A unit's Restart=always with RestartSec: an exit the drill did not ask for starts it again after this long. */
    restartSec?: number;
  },
): Proc {
  if (running(name)) throw new Error(`${name} runs already`);
  stopping.delete(name);
  fs.mkdirSync(opts.logDir, { recursive: true });
  const log = path.join(opts.logDir, `${name}.log`);
  const fd = fs.openSync(log, 'a');
  fs.writeSync(fd, `--- ${new Date().toISOString()} ${command.join(' ')}\n`);
  const child = spawnIn(host, command, { user: opts.user, env: opts.env, cwd: opts.cwd, stdio: ['ignore', fd, fd] });
  fs.closeSync(fd);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const p = { name, host, child, log, exited };
  if (opts.restartSec !== undefined) {
    const restartSec = opts.restartSec;
    child.once('exit', (code, signal) => {
      if (stopping.has(name) || procs.get(name) !== p) return;
      fs.appendFileSync(log, `--- exited (${signal ?? code}): restarting in ${restartSec} s (Restart=always)\n`);
      setTimeout(() => {
        if (!stopping.has(name) && procs.get(name) === p) startProcess(name, host, command, opts);
      }, restartSec * 1000).unref();
    });
  }
  procs.set(name, p);
  return p;
}

/** Sends `signal` to the process's group; waits up to `waitMs` for it to end, then SIGKILLs the group. */
export async function stopProcess(name: string, signal: NodeJS.Signals = 'SIGTERM', waitMs = 20_000): Promise<void> {
  const p = procs.get(name);
  stopping.add(name);
  if (!p || !running(name)) return;
  const group = (s: NodeJS.Signals) => {
    try {
      process.kill(-p.child.pid!, s);
    } catch {
      /* gone */
    }
  };
  group(signal);
  const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), waitMs).unref());
  if ((await Promise.race([p.exited, timeout])) === 'timeout') {
    group('SIGKILL');
    await p.exited;
  }
}

/** Every process still running, SIGTERM then SIGKILL (the teardown's first step). */
export async function stopAll(waitMs = 5_000): Promise<void> {
  await Promise.all([...procs.keys()].map((name) => stopProcess(name, 'SIGTERM', waitMs)));
}

/** The last lines of a process's log, for an error message. */
export function tail(name: string, lines = 30): string {
  const p = procs.get(name);
  if (!p) return '';
  return fs.readFileSync(p.log, 'utf8').split('\n').slice(-lines).join('\n');
}
