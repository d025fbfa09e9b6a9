/**
 * A service whose database has no room for a call answers at once and honestly (503 SERVICE_UNAVAILABLE with
 * Retry-After) instead of making the caller wait: a statement past its timeout is cancelled by the server, a call
 * finds the pool's queue full or waits past its bound. Pools exist only on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDb } from '../../server/db/connection.js';
import { DatabaseBusyError, databaseUnavailable, isOverloadError } from '../../server/db/errors.js';
import { createApp, finishApp, listen } from '../../server/lib/http.js';
import { createLogger } from '../../server/lib/logger.js';
import { WITHOUT_STATEMENT_TIMEOUT } from '../../server/lib/pool-limits.js';
import { withRequestStart } from '../../server/lib/request-start.js';
import { createTestDb, isPostgresTest } from '../fixtures/test-db.js';

let copy: Awaited<ReturnType<typeof createTestDb>>;
let db: Db;
const LIMITS = { size: 2, waitMs: 300, queue: 2, statementTimeoutMs: 400 };

beforeAll(async () => {
  if (!isPostgresTest()) return;
  copy = await createTestDb();
  db = await openDb({ databaseUrl: copy.databaseUrl, dataDir: '', applicationName: 'overload-test', limits: LIMITS });
});
afterAll(async () => {
  await db?.close();
  await copy?.drop();
});

const sleep = (s: number) => `SELECT pg_sleep(${s})`;
/** A pool of one connection that lets its calls wait, for tests of the order and state of that connection. */
const oneConnection = () =>
  openDb({
    databaseUrl: copy.databaseUrl,
    dataDir: '',
    limits: { size: 1, waitMs: 5_000, queue: 10, statementTimeoutMs: 0 },
  });

describe.skipIf(!isPostgresTest())('a database without room for a call (PostgreSQL)', () => {
  it('cancels a statement past its timeout on the server, and a job lifts the timeout for its transaction', async () => {
    const started = Date.now();
    const err = await db.query(sleep(3)).catch((e) => e);
    expect(isOverloadError(err)).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
    const [{ n }] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'overload-test' AND query LIKE 'SELECT pg_sleep%' AND state = 'active'",
    );
    expect(n).toBe(0);
    await db.tx(async (q) => {
      await q.query(WITHOUT_STATEMENT_TIMEOUT);
      await q.query(sleep(0.6));
    });
  });

  it('refuses at once past the queue, and fails a call that waited past its bound, without running it again', async () => {
    // Both connections busy, two calls waiting: the next is refused before it queues.
    const busy = [0, 1].map(() => db.tx((q) => q.query(`${WITHOUT_STATEMENT_TIMEOUT}; ${sleep(1)}`).then(() => {})));
    await new Promise((r) => setTimeout(r, 100));
    const waiting = [0, 1].map(() => db.query('SELECT 1 AS one').catch((e) => e));
    const refusedAt = Date.now();
    const refused = await db.query('SELECT 1 AS one').catch((e) => e);
    expect(refused).toBeInstanceOf(DatabaseBusyError);
    expect(Date.now() - refusedAt).toBeLessThan(50);
    // The waiting ones give up after the pool's wait bound, not when the busy work ends.
    for (const w of await Promise.all(waiting)) expect(isOverloadError(w)).toBe(true);
    await Promise.all(busy);
    expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('hands a freed connection to the oldest request, whichever call asked first', async () => {
    const one = await oneConnection();
    try {
      const busy = one.query(sleep(0.3));
      await new Promise((r) => setTimeout(r, 50));
      const served: string[] = [];
      const ask = (name: string, start: number) =>
        withRequestStart(start, () => one.query(`SELECT '${name}' AS name, pg_sleep(0.05)`)).then(() => {
          served.push(name);
        });
      const now = Date.now();
      // The newer request's second statement asks first; the older request's first statement after it.
      await Promise.all([busy, ask('newer', now), ask('older', now - 1_000), ask('newest', now + 1)]);
      expect(served).toEqual(['older', 'newer', 'newest']);
    } finally {
      await one.close();
    }
  });

  it('keeps a statement marked prepared parsed on its connection, inside a transaction too', async () => {
    const one = await oneConnection();
    try {
      const prepared = () =>
        one.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements ORDER BY statement');
      const sql = 'SELECT $1::int + 1 AS next';
      expect(await one.query(sql, [1], { prepared: true })).toEqual([{ next: 2 }]);
      expect(await one.tx((q) => q.query(sql, [2], { prepared: true }))).toEqual([{ next: 3 }]);
      await one.query('SELECT $1::int AS plain', [1]);
      expect((await prepared()).map((r) => r.statement)).toEqual([sql]);
    } finally {
      await one.close();
    }
  });

  it('runs every session without jit or parallel workers, whatever the server defaults to', async () => {
    expect(await db.query('SHOW jit')).toEqual([{ jit: 'off' }]);
    expect(await db.query('SHOW max_parallel_workers_per_gather')).toEqual([{ max_parallel_workers_per_gather: '0' }]);
  });

  it('is answered 503 SERVICE_UNAVAILABLE with Retry-After, in Portuguese, by any service', async () => {
    const logger = createLogger('silent');
    const app = createApp('overload-test', logger);
    app.get('/slow', async () => {
      await db.query(sleep(3));
    });
    finishApp(app, logger, databaseUnavailable);
    const { server, url } = await listen(app, 0);
    try {
      const res = await fetch(`${url}/slow`);
      expect(res.status).toBe(503);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      const body = await res.json();
      expect(body.code).toBe('SERVICE_UNAVAILABLE');
      expect(body.message).toMatch(/indisponível|Tente novamente/i);
    } finally {
      server.close();
    }
  });
});
