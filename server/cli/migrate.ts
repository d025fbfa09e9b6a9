import { openDb } from '../db/connection.js';
import { migrate } from '../db/migrate.js';
import { loadConfig } from '../lib/config.js';
import { createLogger } from '../lib/logger.js';

/**
 * npm run db:migrate: applies the new version's migrations once, before its processes start (docs/operations.md).
 * Each process also migrates on start, under the same lock, so a forgotten run is not fatal; running it first keeps
 * the old version's replicas serving while the schema changes, and shows a failing migration before any restart.
 */
const config = loadConfig();
const logger = createLogger('warn');
const db = await openDb({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  applicationName: 'portal-migrate',
  logger,
  limits: config.databasePool,
});
try {
  const applied = await migrate(db, undefined, { logger });
  console.log(applied.length ? `Migrações aplicadas: ${applied.join(', ')}` : 'Nenhuma migração pendente.');
} finally {
  await db.close();
}
