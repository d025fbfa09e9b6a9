import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDb } from '../db/connection.js';
import { logMigrations, migrate } from '../db/migrate.js';
import type { Clock } from '../lib/clock.js';
import type { Level, Logger } from '../lib/logger.js';
import { fromRoot } from '../lib/paths.js';
import { isAlive } from '../lib/process-alive.js';
import { seedIfEmpty } from './seed/index.js';

/**
 * The first start on an empty data folder, out of the serving process. PGlite's WebAssembly memory only grows: the
 * initdb, the migrations and the demo seed take it to some 800 MB, and even a closed instance does not give all of it
 * back. A short-lived child process does that work and exits, taking its memory with it; the portal then opens a
 * database that only needs what serving needs.
 */

/** The embedded database's folder under DATA_DIR (openDb's layout). */
const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');
/** Where a child builds the database before it is moved into place: one folder per process. */
const STAGING_PREFIX = '.pglite-first-start-';

/** This process's staging folder under `dataDir`. */
export const stagingDir = (dataDir: string) => path.join(dataDir, `${STAGING_PREFIX}${process.pid}`);

/**
 * Removes what earlier first starts cut short left. A child whose parent was killed stops only when PostgreSQL gives
 * its event loop a turn: its folder is left to it while it lives.
 */
function removeLeftovers(dataDir: string) {
  if (!fs.existsSync(dataDir)) return;
  for (const name of fs.readdirSync(dataDir)) {
    if (!name.startsWith(STAGING_PREFIX)) continue;
    const pid = Number(name.slice(STAGING_PREFIX.length));
    if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) continue;
    fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
  }
}

/** PostgreSQL writes PG_VERSION when it creates a database folder; PGlite runs initdb where it is missing. */
export const needsFirstStart = (dataDir: string) => !fs.existsSync(path.join(pgliteDir(dataDir), 'PG_VERSION'));

export interface FirstStartOptions {
  dataDir: string;
  seedDemo: boolean;
  logLevel: Level | 'silent';
  /** The caller's clock minus the system's when the child was started: the seed is dated by the caller's clock. */
  clockOffsetMs: number;
}

/**
 * Creates, migrates and (when `seedDemo`) seeds the embedded database under `dataDir`, in this process: what the
 * child runs. It is built in a staging folder and moved into place when complete, so a first start that is cut short
 * (Ctrl-C during the seed) leaves no half-made database: the next start begins again. A `pglite` folder that already
 * holds files without being a database (left by an older version) is set up where it is, as PGlite would have done.
 */
export async function firstStart(
  opts: FirstStartOptions,
  logger: Logger,
  /** Whether the start this serves was given up (its parent gone): the database is then not moved into place. */
  abandoned: () => boolean = () => false,
): Promise<void> {
  const target = pgliteDir(opts.dataDir);
  const inPlace = fs.existsSync(target) && fs.readdirSync(target).length > 0;
  removeLeftovers(opts.dataDir);
  const staging = stagingDir(opts.dataDir);
  const clock: Clock = { now: () => new Date(Date.now() + opts.clockOffsetMs) };
  logger.info('creating the embedded database', { dataDir: opts.dataDir });
  const db = await openDb({ dataDir: inPlace ? opts.dataDir : staging, logger });
  try {
    const applied = await migrate(db, logMigrations(logger), { logger });
    if (applied.length) logger.info('migrations applied', { applied });
    if (opts.seedDemo) await seedIfEmpty(db, { clock, logger });
  } finally {
    await db.close();
  }
  if (inPlace) return;
  if (abandoned()) throw new Error('first start given up: its portal process is gone');
  fs.rmSync(target, { recursive: true, force: true });
  fs.renameSync(pgliteDir(staging), target);
  fs.rmSync(staging, { recursive: true, force: true });
}

const LEVELS = ['debug', 'info', 'warn', 'error'] as const;

/** The child's entry point: compiled next to main.js when this runs compiled, the source through tsx otherwise. */
function childCommand(): { modulePath: string; execArgv: string[] } {
  const compiledDir = fromRoot('dist/server');
  const here = fileURLToPath(import.meta.url);
  if (!path.relative(compiledDir, here).startsWith('..')) {
    return { modulePath: path.join(compiledDir, 'cli/first-start-main.js'), execArgv: ['--enable-source-maps'] };
  }
  return { modulePath: fromRoot('server/cli/first-start-main.ts'), execArgv: ['--import', import.meta.resolve('tsx')] };
}

/**
 * Runs firstStart in a child process and resolves once it has exited. A child whose parent is killed (it watches its
 * IPC channel) stops at its event loop's next turn and never moves its database into place: the next start builds
 * its own, in its own staging folder.
 */
export async function firstStartInChild(
  opts: { dataDir: string; seedDemo: boolean; clock: Clock },
  logger: Logger,
): Promise<void> {
  const started = Date.now();
  const { modulePath, execArgv } = childCommand();
  const args: FirstStartOptions = {
    dataDir: opts.dataDir,
    seedDemo: opts.seedDemo,
    // The child logs as much as the caller's logger would (the CLI keeps quiet below warnings).
    logLevel: LEVELS.find((l) => logger.enabled?.(l) ?? true) ?? 'silent',
    clockOffsetMs: opts.clock.now().getTime() - Date.now(),
  };
  logger.info('first start: creating, migrating and seeding the embedded database', {
    dataDir: opts.dataDir,
    seedDemo: opts.seedDemo,
  });
  const child = fork(modulePath, [JSON.stringify(args)], { execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (c, signal) => resolve(signal ? null : c));
  });
  if (code !== 0) throw new Error(`the first start of the embedded database failed (${modulePath} exited: ${code})`);
  logger.info('embedded database created', {
    dataDir: opts.dataDir,
    seedDemo: opts.seedDemo,
    ms: Date.now() - started,
  });
}
