/**
 * How a PostgreSQL pool bounds the work it takes (docs/capacity.md): connections, how long and how many
 * calls may wait for one, and how long one statement may run. A call past a bound fails at once with a 503 and
 * Retry-After, rather than queueing behind work the database cannot finish in time.
 */
export interface PoolLimits {
  /** Connections of this process (DB_POOL_SIZE). */
  size: number;
  /** How long a call waits for a free connection (DB_POOL_WAIT_MS). */
  waitMs: number;
  /** How many calls may wait at once (DB_POOL_QUEUE); the next one is refused. */
  queue: number;
  /** The longest a statement of a request may run (DB_STATEMENT_TIMEOUT_MS); migrations and jobs lift it. */
  statementTimeoutMs: number;
}

export const DEFAULT_POOL_LIMITS: PoolLimits = { size: 4, waitMs: 2_000, queue: 500, statementTimeoutMs: 5_000 };

/**
 * The first statement of a transaction that may run longer than a request's statements (migrations, the seed, the
 * hourly job): it lifts the pool's statement timeout for that transaction only.
 */
export const WITHOUT_STATEMENT_TIMEOUT = 'SET LOCAL statement_timeout = 0';
