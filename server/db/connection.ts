import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a repository needs: parameterised queries, inside or outside a transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction; PGlite serialises them, Postgres uses a pooled client. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /** Runs a multi-statement SQL script (migrations) in one transaction. */
  execScript(sql: string): Promise<void>;
  /** Runs `fn` only if this process wins the advisory lock `key` (one replica runs periodic jobs). */
  withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<{ ran: boolean; result?: T }>;
  close(): Promise<void>;
}

export async function one<T>(q: Queryable, sql: string, params?: unknown[]): Promise<T | undefined> {
  const rows = await q.query<T>(sql, params);
  return rows[0];
}

// pg returns numeric and bigint as strings by default; money stays exact as string, counts become numbers.
pg.types.setTypeParser(20, (v) => Number(v));
// `date` columns stay 'yyyy-mm-dd' strings: no timezone shift.
pg.types.setTypeParser(1082, (v) => v);

class PgliteDb implements Db {
  readonly kind = 'pglite' as const;
  constructor(private readonly pg: PGlite) {}
  async query<T>(sql: string, params?: unknown[]) {
    return (await this.pg.query<T>(sql, params as unknown[])).rows;
  }
  tx<T>(fn: (q: Queryable) => Promise<T>) {
    return this.pg.transaction(async (t) =>
      fn({ query: async <R>(s: string, p?: unknown[]) => (await t.query<R>(s, p as unknown[])).rows }),
    );
  }
  async execScript(sql: string) {
    await this.pg.transaction(async (t) => {
      await t.exec(sql);
    });
  }
  async withAdvisoryLock<T>(_key: number, fn: () => Promise<T>) {
    // An embedded database has exactly one process: it always holds the lock.
    return { ran: true, result: await fn() };
  }
  close() {
    return this.pg.close();
  }
}

class PostgresDb implements Db {
  readonly kind = 'postgres' as const;
  constructor(private readonly pool: pg.Pool) {}
  async query<T>(sql: string, params?: unknown[]) {
    return (await this.pool.query(sql, params)).rows as T[];
  }
  async tx<T>(fn: (q: Queryable) => Promise<T>) {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await fn({ query: async <R>(s: string, p?: unknown[]) => (await client.query(s, p)).rows as R[] });
      await client.query('COMMIT');
      return result;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => {});
      throw err;
    } finally {
      client.release();
    }
  }
  async execScript(sql: string) {
    await this.tx(async (q) => {
      await q.query(sql);
    });
  }
  async withAdvisoryLock<T>(key: number, fn: () => Promise<T>) {
    const client = await this.pool.connect();
    try {
      const [{ locked }] = (await client.query('SELECT pg_try_advisory_lock($1) AS locked', [key])).rows;
      if (!locked) return { ran: false };
      try {
        return { ran: true, result: await fn() };
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [key]);
      }
    } finally {
      client.release();
    }
  }
  close() {
    return this.pool.end();
  }
}

/** PGlite files under `dataDir/pglite` unless a `databaseUrl` points at a real PostgreSQL server. */
export async function openDb(opts: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle client whose server connection ends (server restart, DROP DATABASE … FORCE) emits 'error'; the pool
    // has already discarded it and the next query reconnects, so without this listener the process would crash.
    pool.on('error', () => {});
    await pool.query('SELECT 1');
    return new PostgresDb(pool);
  }
  const dir = path.join(opts.dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  const db = await PGlite.create(dir);
  await db.query("SET TIME ZONE 'UTC'");
  return new PgliteDb(db);
}
