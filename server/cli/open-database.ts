import { type Db, openDb } from '../db/connection.js';
import { logMigrations, migrate } from '../db/migrate.js';
import { type Clock, systemClock } from '../lib/clock.js';
import type { Config } from '../lib/config.js';
import type { Logger } from '../lib/logger.js';
import { firstStartInChild, needsFirstStart } from './first-start.js';
import { seedIfEmpty } from './seed/index.js';

/**
 * Opens the database, applies migrations and seeds the demo data on an empty database: what the portal's start
 * (runtime.ts) and the operator commands (operator-db.ts) both do before anything else. An embedded database that
 * does not exist yet is created, migrated and seeded by a short-lived child process first (see first-start.ts), so
 * that this process never holds the memory that work grows.
 */
export async function openDatabase(
  config: Config,
  logger: Logger,
  clock: Clock = systemClock,
  applicationName = 'portal',
): Promise<Db> {
  if (!config.databaseUrl && needsFirstStart(config.dataDir)) {
    await firstStartInChild({ dataDir: config.dataDir, seedDemo: config.seedDemo, clock }, logger);
  }
  const open = () =>
    openDb({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      applicationName,
      logger,
      limits: config.databasePool,
    });
  const db = await open();
  const applied = await migrate(db, logMigrations(logger), { logger });
  if (applied.length) logger.info('migrations applied', { applied });
  const seeded = config.seedDemo && (await seedIfEmpty(db, { clock, logger }));
  if (!seeded || db.kind !== 'pglite') return db;
  // Seeded here only when an existing embedded database had no users (first started with SEED_DEMO=false). Seeding
  // grows PGlite's WebAssembly memory, which never shrinks: a new instance on the same files gives part of it back.
  await db.close();
  return open();
}
