import type { Unavailable } from '../lib/errors.js';

/**
 * Whether an error means the database connection failed (dropped, terminated, refused, timed out) rather than the
 * statement: such a call may succeed when tried again, and a service answers it with 503, never a crash or a 500.
 */
const CONNECTION_SQLSTATES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, server stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: server starting or in recovery
  '53300', // too_many_connections
  // read_only_sql_transaction: the connection reached a server that is no longer (or not yet) the leader, e.g. in the
  // second between a failover and the proxy's next check. Nothing was written; a connection that leads there is
  // discarded, and the next one goes where the proxy points now (docs/operations.md, the database cluster).
  '25006',
]);

const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

const CONNECTION_MESSAGES = [
  'Connection terminated',
  'connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
];

export function isConnectionError(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (CONNECTION_SQLSTATES.has(code) || code.startsWith('08')) return true;
    if (CONNECTION_ERRNOS.has(code)) return true;
  }
  const message = (err as { message?: unknown }).message;
  return typeof message === 'string' && CONNECTION_MESSAGES.some((m) => message.includes(m));
}

/** A statement that only reads: when its connection fails, running it again cannot do anything twice. */
export function isReadOnlyStatement(sql: string): boolean {
  const s = sql.trimStart();
  return (
    /^(SELECT|VALUES|SHOW|TABLE)\b/i.test(s) && !/\bFOR\s+(NO\s+KEY\s+)?UPDATE\b|\bnextval\s*\(|_lock\s*\(/i.test(s)
  );
}

/**
 * A call the database had no room for: refused because too many others already wait for a connection, or given up
 * after waiting past the wait bound. The service is overloaded.
 */
export class DatabaseBusyError extends Error {
  readonly code = 'DATABASE_BUSY';
  static queueFull = (waiting: number) =>
    new DatabaseBusyError(`database busy: ${waiting} calls already wait for a connection`);
  static waitedTooLong = (waitedMs: number) =>
    new DatabaseBusyError(`database busy: no connection freed up within ${waitedMs} ms`);
}

/**
 * Whether an error means the database had no room for the call in time: the pool's queue was full, no connection
 * freed up within the wait, or the statement ran past its timeout (57014, query_canceled). Answered with 503 and
 * Retry-After; never run again by the service, which would only add to the load.
 */
export function isOverloadError(err: unknown): boolean {
  if (err instanceof DatabaseBusyError) return true;
  if (!err || typeof err !== 'object') return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (code === '57014' && typeof message === 'string' && message.includes('statement timeout')) return true;
  return typeof message === 'string' && message.includes('timeout exceeded when trying to connect');
}

/** How long a client waits before calling again after an overload refusal: a short, honest pause. */
const OVERLOAD_RETRY_AFTER_SECONDS = 2;

/**
 * The database failures a service answers with 503 and Retry-After (each service hands this to lib/http.ts's
 * finishApp). The database had no room for the call in time (pool queue full or wait over, statement timeout): say
 * so at once, so that clients back off instead of piling more work on a busy database. Or its connection dropped
 * (server restart, backend terminated): this call fails, the pool reconnects for the next one, and the caller may
 * try again.
 */
export function databaseUnavailable(err: unknown): Unavailable | undefined {
  if (isOverloadError(err)) return { reason: 'database overloaded', retryAfterSeconds: OVERLOAD_RETRY_AFTER_SECONDS };
  if (isConnectionError(err)) return { reason: 'database unavailable', retryAfterSeconds: 1 };
  return undefined;
}
