import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { Logger } from '../lib/logger.js';
import type { PoolStats } from '../lib/metrics/index.js';
import { DEFAULT_POOL_LIMITS, type PoolLimits, WITHOUT_STATEMENT_TIMEOUT } from '../lib/pool-limits.js';
import { requestStart } from '../lib/request-start.js';
import { ConnectionGate } from './connection-gate.js';
import { isConnectionError, isOverloadError, isReadOnlyStatement } from './errors.js';

/** What a repository needs: parameterised queries, inside or outside a transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], opts?: QueryOptions): Promise<T[]>;
}

export interface QueryOptions {
  /**
   * Kept prepared on each connection (PostgreSQL): parsed and planned once, then only run. For a statement whose
   * best plan does not depend on its values (rows by id, a brand's rollup): planning a row read by id took 0.5 ms,
   * twice its execution, and these reads were a quarter of PostgreSQL's time under load. Never for a list's
   * filters, whose best plan depends on how many rows a value matches: a generic plan would serve them all alike.
   */
  prepared?: boolean;
}

/** A prepared statement's name: the same text has the same name on every connection. */
const preparedNames = new Map<string, string>();
function preparedName(sql: string): string {
  let name = preparedNames.get(sql);
  if (!name) {
    name = `p_${createHash('sha1').update(sql).digest('base64url')}`;
    preparedNames.set(sql, name);
  }
  return name;
}
const statement = (sql: string, params: unknown[] | undefined, opts: QueryOptions | undefined) =>
  opts?.prepared ? { name: preparedName(sql), text: sql, values: params } : { text: sql, values: params };

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction; PGlite serialises them, Postgres uses a pooled client. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /** Runs a multi-statement SQL script (migrations) in one transaction. */
  execScript(sql: string): Promise<void>;
  /**
   * Runs statements one by one outside any transaction, on one connection, without the pool's statement timeout
   * (migrations that build an index CONCURRENTLY).
   */
  execStatements(statements: string[]): Promise<void>;
  /** Runs `fn` only if this process wins the advisory lock `key` (one replica runs periodic jobs). */
  withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<{ ran: boolean; result?: T }>;
  /**
   * Follows NOTIFY on `channel` (delivered once the notifying transaction commits). `listening(false)` says that
   * notifications may be missed from now on (the connection dropped; it is opened again), `listening(true)` that they
   * arrive again: the caller then reads what it missed. Resolves with the function that stops listening.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
  /** The pool's connections and waiting calls now (the metrics read it on scrape); none for an embedded database. */
  poolStats?(): PoolStats;
  close(): Promise<void>;
}

export interface NotificationHandlers {
  notify(payload: string): void;
  listening(on: boolean): void;
}

/** Backoff of a dropped LISTEN connection: doubles from the first to the last wait. */
const RELISTEN_FIRST_MS = 100;
const RELISTEN_MAX_MS = 5_000;

function assertChannel(channel: string) {
  // LISTEN takes an identifier, not a parameter.
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid notification channel: ${channel}`);
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
  async execStatements(statements: string[]) {
    for (const s of statements) await this.pg.exec(s);
  }
  async withAdvisoryLock<T>(_key: number, fn: () => Promise<T>) {
    // An embedded database has exactly one process: it always holds the lock.
    return { ran: true, result: await fn() };
  }
  // One connection inside this process: notifications cannot be missed.
  async listen(channel: string, handlers: NotificationHandlers) {
    assertChannel(channel);
    const unlisten = await this.pg.listen(channel, handlers.notify);
    handlers.listening(true);
    return unlisten;
  }
  close() {
    return this.pg.close();
  }
}

/** A client taken from the pool: it listens for errors while checked out and is discarded when its connection broke. */
interface Checkout {
  client: pg.PoolClient;
  /** The connection error the client emitted while checked out (server gone, backend terminated), if any. */
  broken(): Error | undefined;
  release(err?: unknown): void;
}

class PostgresDb implements Db {
  readonly kind = 'postgres' as const;
  /** Every checkout passes it first, so the pool itself never queues (connection-gate.ts says why). */
  private readonly gate: ConnectionGate;
  constructor(
    private readonly pool: pg.Pool,
    private readonly clientConfig: pg.ClientConfig,
    private readonly logger?: Logger,
    limits: PoolLimits = DEFAULT_POOL_LIMITS,
  ) {
    this.gate = new ConnectionGate(limits.size, limits.queue, limits.waitMs);
  }

  // A connection of its own (a pooled one would be lent to queries), opened again with backoff when it drops.
  async listen(channel: string, handlers: NotificationHandlers) {
    assertChannel(channel);
    let stopped = false;
    let client: pg.Client | undefined;
    let retry: NodeJS.Timeout | undefined;
    let wait = RELISTEN_FIRST_MS;
    const connect = async () => {
      const c = new pg.Client(this.clientConfig);
      client = c;
      let lost = false;
      const onLost = (err?: Error) => {
        if (lost) return;
        lost = true;
        c.removeAllListeners('notification');
        c.end().catch(() => {});
        if (stopped) return;
        this.logger?.warn('database notifications lost, listening again', { channel, error: err?.message });
        handlers.listening(false);
        retry = setTimeout(() => void connect(), wait);
        retry.unref();
        wait = Math.min(wait * 2, RELISTEN_MAX_MS);
      };
      c.on('error', onLost);
      c.on('end', () => onLost());
      c.on('notification', (n) => {
        if (n.channel === channel) handlers.notify(n.payload ?? '');
      });
      try {
        await c.connect();
        await c.query(`LISTEN ${channel}`);
      } catch (err) {
        onLost(err as Error);
        return;
      }
      if (stopped) return void c.end().catch(() => {});
      wait = RELISTEN_FIRST_MS;
      handlers.listening(true);
    };
    await connect();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    };
  }

  // A read-only statement whose connection failed is run once more (on a fresh connection): it cannot do anything
  // twice. A write may have committed before its connection dropped, so its error goes to the caller (503).
  async query<T>(sql: string, params?: unknown[], opts?: QueryOptions) {
    const leave = await this.gate.enter(requestStart());
    try {
      return (await this.pool.query(statement(sql, params, opts))).rows as T[];
    } catch (err) {
      if (isOverloadError(err) || !isConnectionError(err) || !isReadOnlyStatement(sql)) throw err;
      this.logger?.warn('database connection lost, retrying a read', { error: (err as Error).message });
      return (await this.pool.query(statement(sql, params, opts))).rows as T[];
    } finally {
      leave();
    }
  }

  // A checked-out client has no pool listener: an 'error' it emits then (the backend terminated between two
  // statements) would be an uncaught exception that kills the process. Listen while it is out, and hand a broken
  // client back with its error so that the pool discards it instead of lending it again.
  private async checkout(): Promise<Checkout> {
    const leave = await this.gate.enter(requestStart());
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (err) {
      leave();
      throw err;
    }
    let broken: Error | undefined;
    const onError = (err: Error) => {
      broken = err;
      this.logger?.warn('database connection lost', { error: err.message });
    };
    client.on('error', onError);
    return {
      client,
      broken: () => broken,
      release: (err?: unknown) => {
        client.off('error', onError);
        const discard = broken ?? (isConnectionError(err) ? (err as Error) : undefined);
        client.release(discard);
        leave();
      },
    };
  }

  // A transaction whose connection failed before COMMIT was sent is rolled back by the server: it is run once more.
  // One that failed during COMMIT may have committed: its error goes to the caller.
  async tx<T>(fn: (q: Queryable) => Promise<T>) {
    const first = { committing: false };
    try {
      return await this.txOnce(fn, first);
    } catch (err) {
      if (first.committing || isOverloadError(err) || !isConnectionError(err)) throw err;
      this.logger?.warn('database connection lost in a transaction, running it again', {
        error: (err as Error).message,
      });
      return this.txOnce(fn, { committing: false });
    }
  }

  private async txOnce<T>(fn: (q: Queryable) => Promise<T>, state: { committing: boolean }) {
    const c = await this.checkout();
    let failure: unknown;
    try {
      await c.client.query('BEGIN');
      const result = await fn({
        query: async <R>(s: string, p?: unknown[], o?: QueryOptions) =>
          (await c.client.query(statement(s, p, o))).rows as R[],
      });
      const broken = c.broken();
      if (broken) throw broken;
      state.committing = true;
      await c.client.query('COMMIT');
      return result;
    } catch (err) {
      failure = err;
      if (!c.broken() && !isConnectionError(err)) await c.client.query('ROLLBACK').catch(() => {});
      throw err;
    } finally {
      c.release(failure);
    }
  }

  async execScript(sql: string) {
    await this.tx(async (q) => {
      await q.query(WITHOUT_STATEMENT_TIMEOUT);
      await q.query(sql);
    });
  }

  async execStatements(statements: string[]) {
    const c = await this.checkout();
    let failure: unknown;
    try {
      await c.client.query('SET statement_timeout = 0');
      for (const s of statements) await c.client.query(s);
    } catch (err) {
      failure = err;
      throw err;
    } finally {
      // The session's settings (no statement timeout, the lock timeout) go back to the connection's own before the
      // pool lends it again; a connection that cannot say RESET is broken and discarded.
      if (!c.broken()) await c.client.query('RESET ALL').catch(() => {});
      c.release(failure);
    }
  }

  async withAdvisoryLock<T>(key: number, fn: () => Promise<T>) {
    const c = await this.checkout();
    let failure: unknown;
    try {
      const [{ locked }] = (await c.client.query('SELECT pg_try_advisory_lock($1) AS locked', [key])).rows;
      if (!locked) return { ran: false };
      try {
        return { ran: true, result: await fn() };
      } finally {
        // A lock of a connection that is gone went with its session.
        if (!c.broken()) await c.client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => {});
      }
    } catch (err) {
      failure = err;
      throw err;
    } finally {
      c.release(failure);
    }
  }
  poolStats(): PoolStats {
    const { totalCount, idleCount, waitingCount } = this.pool;
    return { total: totalCount, idle: idleCount, waiting: waitingCount, gateWaiting: this.gate.waiting };
  }
  close() {
    return this.pool.end();
  }
}

/**
 * PGlite's buffer pool. PostgreSQL's default, 128 MB, is touched (so resident) as the embedded database starts, in a
 * process whose whole budget at rest is 300 MB; the seeded database is about 35 MB, and pages beyond the
 * pool are read again from the operating system's file cache.
 */
const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * Settings of every session, whatever the server's defaults. The portal's statements are short and many run at once:
 * compiling one with LLVM (jit) costs more than it saves below a second, and parallel workers take cores that other
 * requests' statements need (on a 2-core server, a parallel plan made everyone else wait).
 */
const SESSION_SETTINGS = '-c jit=off -c max_parallel_workers_per_gather=0';

/** PGlite files under `dataDir/pglite` unless a `databaseUrl` points at a real PostgreSQL server. */
export async function openDb(opts: {
  databaseUrl?: string;
  dataDir: string;
  /** Shown in pg_stat_activity (operators, and tests that terminate this pool's backends); the URL's wins. */
  applicationName?: string;
  logger?: Logger;
  limits?: PoolLimits;
}): Promise<Db> {
  if (opts.databaseUrl) {
    const limits = opts.limits ?? DEFAULT_POOL_LIMITS;
    const clientConfig: pg.ClientConfig = {
      connectionString: opts.databaseUrl,
      application_name: opts.applicationName ?? 'portal',
      // A server that does not answer, or a pool whose connections are all busy for longer than this, fails the call
      // (503) instead of holding it.
      connectionTimeoutMillis: limits.waitMs,
      // Cancelled by the server itself, so the work stops too (a client-side timeout would leave it running).
      statement_timeout: limits.statementTimeoutMs || undefined,
      options: SESSION_SETTINGS,
    };
    const pool = new pg.Pool({ ...clientConfig, max: limits.size });
    // An idle client whose server connection ends (server restart, DROP DATABASE … FORCE) emits 'error'; the pool
    // has already discarded it and the next query reconnects, so without this listener the process would crash.
    pool.on('error', (err) => opts.logger?.warn('idle database connection lost', { error: err.message }));
    await pool.query('SELECT 1');
    return new PostgresDb(pool, clientConfig, opts.logger, limits);
  }
  const dir = path.join(opts.dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  // pg_trgm serves the lists' "contains" filters (migration 010); PGlite ships it as a contrib extension.
  const db = await PGlite.create(dir, {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  await db.query("SET TIME ZONE 'UTC'");
  return new PgliteDb(db);
}
