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
 * Applies the committed SQL migrations in file-name order, each once, each in its own transaction (or, when its first
 * line says so, statement by statement outside one: see OUTSIDE_A_TRANSACTION). Another process migrating the same
 * database is waited for, and what it applied is then skipped.
 *
 * Migrations run while the previous release serves (docs/operations.md, "Upgrade"): a migration waits for a table's
 * lock at most MIGRATION_LOCK_TIMEOUT, so the requests queued behind its wait are held that long at most, and a
 * migration that loses that wait, or a deadlock with a request (seen in the drill: CREATE then DROP INDEX against a
 * transaction that had read the table and then wrote it), is rolled back and run again a moment later.
 */
export function migrate(db: Db, progress?: MigrationProgress, opts: MigrateOptions = {}): Promise<string[]> {
  return withSetupLock(db, () => applyPending(db, progress, opts));
}

export interface MigrateOptions {
  /** Told when a migration gives way to the requests holding its locks (and runs again). */
  logger?: Logger;
  /** MIGRATION_LOCK_TIMEOUT_MS unless set (tests shorten it). */
  lockTimeoutMs?: number;
}

/**
 * The first line of a migration that runs outside a transaction, one statement at a time: CREATE or DROP INDEX
 * CONCURRENTLY, which leave a busy table's writes running while they build (PostgreSQL refuses them in a transaction).
 * Each statement must be safe to run again (IF NOT EXISTS, IF EXISTS): a failure part-way leaves the migration
 * unrecorded, and the next run starts it over; an index a failed CONCURRENTLY build left invalid is dropped first.
 */
export const OUTSIDE_A_TRANSACTION = '-- migrate: outside a transaction';

/** How long a migration waits for a lock before it gives way to the requests and tries again. */
export const MIGRATION_LOCK_TIMEOUT_MS = 5_000;
const LOCK_ATTEMPTS = 30;
const LOCK_RETRY_DELAY_MS = 1_000;
/** lock_not_available (lock_timeout reached) and deadlock_detected. */
const LOST_A_LOCK = new Set(['55P03', '40P01']);

/**
 * Migrations whose file was renamed after release (its new name, its old one): two shared the number 010. A database
 * that applied it under the old name records the new one too, and keeps the old: a process of the previous release,
 * restarted during a rolling upgrade, must still find it applied.
 */
export const RENAMED_MIGRATIONS: ReadonlyArray<readonly [string, string]> = [
  ['010a_opportunity_counts.sql', '010_opportunity_counts.sql'],
];

async function recordRenames(db: Db, done: Set<string>) {
  for (const [now, was] of RENAMED_MIGRATIONS) {
    if (!done.has(was) || done.has(now)) continue;
    await db.query('INSERT INTO public.schema_migrations (name) VALUES ($1) ON CONFLICT DO NOTHING', [now]);
    done.add(now);
  }
}

async function applyPending(db: Db, progress: MigrationProgress | undefined, opts: MigrateOptions) {
  const lockTimeout = (set: 'SET' | 'SET LOCAL') =>
    `${set} lock_timeout = ${opts.lockTimeoutMs ?? MIGRATION_LOCK_TIMEOUT_MS};`;
  await db.query(`CREATE TABLE IF NOT EXISTS public.schema_migrations (
    name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM public.schema_migrations')).map((r) => r.name),
  );
  await recordRenames(db, done);
  const pending = fs
    .readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql') && !done.has(f))
    .sort();
  const applied: string[] = [];
  for (const file of pending) {
    progress?.({ migration: file, n: applied.length + 1, of: pending.length });
    const sql = fs.readFileSync(path.join(migrationsDir, file), 'utf8');
    const record = `INSERT INTO public.schema_migrations (name) VALUES ('${file.replace(/'/g, "''")}');`;
    await retryingLocks(file, opts.logger, async () => {
      if (sql.startsWith(OUTSIDE_A_TRANSACTION)) {
        await db.execStatements([
          lockTimeout('SET'),
          ...invalidIndexDrops(sql, await invalidIndexes(db)),
          ...statementsOf(sql),
          record,
        ]);
      } else {
        await db.execScript(`${lockTimeout('SET LOCAL')}\n${sql}\n${record}`);
      }
    });
    applied.push(file);
  }
  return applied;
}

/** Runs one migration, again while it loses a lock to the requests (each attempt rolled back, or safe to repeat). */
async function retryingLocks(file: string, logger: Logger | undefined, apply: () => Promise<void>) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await apply();
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (!code || !LOST_A_LOCK.has(code) || attempt >= LOCK_ATTEMPTS) throw err;
      logger?.warn('migration gave way to the requests holding its locks; trying again', {
        migration: file,
        attempt,
        error: (err as Error).message,
      });
      await sleep(LOCK_RETRY_DELAY_MS * Math.min(attempt, 5));
    }
  }
}

/** A migration's statements: split where a line ends with `;` (such a migration holds no function bodies). */
export const statementsOf = (sql: string) =>
  sql
    .split(/;[ \t]*(?:\r?\n|$)/)
    .map((s) => s.replace(/^(\s*--[^\n]*\n)+/g, '').trim())
    .filter((s) => s && !s.startsWith('--'));

const invalidIndexes = async (db: Db) =>
  (
    await db.query<{ name: string }>(
      `SELECT n.nspname || '.' || c.relname AS name FROM pg_index i
         JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE NOT i.indisvalid`,
    )
  ).map((r) => r.name);

/** DROPs of the indexes this migration builds CONCURRENTLY that an earlier, failed run left invalid. */
function invalidIndexDrops(sql: string, invalid: string[]): string[] {
  const built = [
    ...sql.matchAll(/CREATE\s+(?:UNIQUE\s+)?INDEX\s+CONCURRENTLY\s+IF\s+NOT\s+EXISTS\s+(\S+)\s+ON\s+(\w+)\./gi),
  ].map(([, name, schema]) => (name.includes('.') ? name : `${schema}.${name}`));
  return built.filter((name) => invalid.includes(name)).map((name) => `DROP INDEX CONCURRENTLY IF EXISTS ${name}`);
}
