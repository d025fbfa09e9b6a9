import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../lib/logger.js';
import { fromRoot } from '../lib/paths.js';
import type { Db } from './connection.js';

const migrationsDir = fromRoot('server/db/migrations');

/**
 * Held while one process migrates or seeds: replicas of a new version started together apply each migration once,
 * and services started together on an empty database seed it once.
 */
const SETUP_LOCK = 4_201_024;
const LOCK_RETRY_MS = 200;

/** Runs `fn` holding the database's set-up lock, once another process holding it has let go. */
export async function withSetupLock<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  for (;;) {
    const { ran, result } = await db.withAdvisoryLock(SETUP_LOCK, fn);
    if (ran) return result as T;
    await sleep(LOCK_RETRY_MS);
  }
}

/** Told before each migration is applied: its file, its rank among those pending (from 1) and how many are. */
export type MigrationProgress = (step: { migration: string; n: number; of: number }) => void;

/** Progress as the starts print it: one `migrating` line per migration, with its rank (n of N). */
export const logMigrations =
  (logger: Logger): MigrationProgress =>
  (step) =>
    logger.info('migrating', step);

/**
 * Applies the committed SQL migrations in file-name order, each once, each in its own transaction. Another process
 * migrating the same database is waited for, and what it applied is then skipped.
 */
export function migrate(db: Db, progress?: MigrationProgress): Promise<string[]> {
  return withSetupLock(db, () => applyPending(db, progress));
}

async function applyPending(db: Db, progress?: MigrationProgress): Promise<string[]> {
  await db.query(`CREATE TABLE IF NOT EXISTS public.schema_migrations (
    name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM public.schema_migrations')).map((r) => r.name),
  );
  const pending = fs
    .readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql') && !done.has(f))
    .sort();
  const applied: string[] = [];
  for (const file of pending) {
    progress?.({ migration: file, n: applied.length + 1, of: pending.length });
    const sql = fs.readFileSync(path.join(migrationsDir, file), 'utf8');
    const record = `INSERT INTO public.schema_migrations (name) VALUES ('${file.replace(/'/g, "''")}');`;
    await db.execScript(`${sql}\n${record}`);
    applied.push(file);
  }
  return applied;
}
