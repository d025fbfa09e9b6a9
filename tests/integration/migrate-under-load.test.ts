/**
 * A release's migrations run while the previous release serves (docs/operations.md, "Upgrade"; the drill's rolling
 * upgrade). A migration built CONCURRENTLY (its first line OUTSIDE_A_TRANSACTION) leaves the table's writes running
 * while it builds; one that cannot get a lock within MIGRATION_LOCK_TIMEOUT_MS (a request's transaction holds it)
 * gives way and runs again, instead of holding the requests queued behind it or deadlocking with one (seen in the
 * drill). PostgreSQL only: PGlite runs one transaction at a time.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/connection.js';
import { migrate } from '../../server/db/migrate.js';
import type { Logger } from '../../server/lib/logger.js';
import { createTestDb, isPostgresTest } from '../fixtures/test-db.js';

const MIGRATION = '037_email_domain_order.sql';
const NEW_INDEX = 'opportunities_email_domain_cover_idx';
const OLD_INDEX = 'opportunities_email_domain_idx';

describe.skipIf(!isPostgresTest())('a migration while requests hold its table', () => {
  let db: Db;
  let drop: () => Promise<void>;
  let request: pg.Client;
  let writer: pg.Client;

  beforeAll(async () => {
    const test = await createTestDb();
    db = test.db;
    drop = test.drop;
    // The database as the release before this migration left it.
    await db.query(`DELETE FROM public.schema_migrations WHERE name = $1`, [MIGRATION]);
    await db.query(`DROP INDEX api.${NEW_INDEX}`);
    await db.query(
      `CREATE INDEX ${OLD_INDEX} ON api.opportunities (brand, lower(split_part(email, '@', 2)) text_pattern_ops)
        WHERE NOT is_deleted`,
    );
    request = new pg.Client({ connectionString: test.databaseUrl });
    writer = new pg.Client({ connectionString: test.databaseUrl });
    await Promise.all([request.connect(), writer.connect()]);
  });

  afterAll(async () => {
    await Promise.all([request?.end(), writer?.end()]);
    await drop?.();
  });

  it('gives way to a transaction that holds the table, writes go on meanwhile, and it completes once it ends', async () => {
    // A request's transaction has read the table and has not ended: the migration's DROP INDEX must wait for it.
    await request.query('BEGIN');
    await request.query('SELECT count(*) FROM api.opportunities');
    const gaveWay: unknown[] = [];
    const logger = { warn: (_msg: string, fields: unknown) => gaveWay.push(fields) } as unknown as Logger;
    const migrating = migrate(db, undefined, { logger, lockTimeoutMs: 200 });
    let settled = false;
    migrating
      .finally(() => {
        settled = true;
      })
      .catch(() => {});
    // Meanwhile another request writes the table, without waiting for the migration.
    const wrote = await writer.query(
      `UPDATE api.opportunities SET probability_closing = probability_closing
        WHERE id = (SELECT id FROM api.opportunities WHERE NOT is_deleted LIMIT 1) RETURNING id`,
    );
    expect(wrote.rowCount).toBe(1);
    // The migration cannot complete while that transaction is open: it gives way (its lock wait times out, and the
    // requests queued behind it go on) and tries again...
    await expect.poll(() => gaveWay.length, { timeout: 60_000 }).toBeGreaterThan(1);
    expect(settled).toBe(false);
    expect(gaveWay[0]).toMatchObject({ migration: MIGRATION, attempt: 1 });
    // ...and completes once it ends.
    await request.query('COMMIT');
    await expect(migrating).resolves.toContain(MIGRATION);
    expect(await indexes()).toEqual(expect.arrayContaining([NEW_INDEX]));
    expect(await indexes()).not.toContain(OLD_INDEX);
    const [{ valid }] = await db.query<{ valid: boolean }>(
      `SELECT i.indisvalid AS valid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE c.relname = $1`,
      [NEW_INDEX],
    );
    expect(valid).toBe(true);
  }, 120_000);

  const indexes = async () =>
    (
      await db.query<{ name: string }>(
        `SELECT indexname AS name FROM pg_indexes WHERE schemaname = 'api' AND tablename = 'opportunities'`,
      )
    ).map((r) => r.name);
});
