import { serviceMetrics } from './registry.js';

/** What a PostgreSQL pool and the connection gate in front of it hold now (connection.ts); PGlite has none. */
export interface PoolStats {
  /** Connections open, busy or idle (pg.Pool totalCount). */
  total: number;
  /** Connections open and unused (pg.Pool idleCount). */
  idle: number;
  /** Calls waiting inside pg.Pool for a connection (waitingCount): the gate keeps it at 0 unless a bound is off. */
  waiting: number;
  /** Calls waiting at the connection gate for a permit (connection-gate.ts), oldest request first. */
  gateWaiting: number;
}

/** The latest pool per service: tests start a stack per file in one process, the live one is the one to show. */
const pools = new Map<string, () => PoolStats | undefined>();

/** Shows the database pool of `service` as gauges read on scrape (nothing for an embedded database). */
export function watchDatabase(service: string, stats: () => PoolStats | undefined) {
  if (!stats()) return;
  pools.set(service, stats);
  const m = serviceMetrics(service);
  const read = () => pools.get(service)?.();
  const gauge = (name: string, help: string, pick: (s: PoolStats) => number) =>
    m.gauge(name, help, [], (g) => {
      const s = read();
      if (s) g.set(pick(s));
    });
  gauge('db_pool_connections', 'Open connections of the database pool, busy or idle', (s) => s.total);
  gauge('db_pool_idle_connections', 'Open connections of the database pool that are idle', (s) => s.idle);
  gauge('db_pool_waiting_calls', 'Calls waiting inside the database pool for a connection', (s) => s.waiting);
  gauge(
    'db_gate_waiting_calls',
    'Calls waiting at the connection gate for a database connection',
    (s) => s.gateWaiting,
  );
}

/** What an outbox table holds that is not sent yet. */
export interface OutboxBacklog {
  pending: number;
  /** Seconds since the oldest unsent message was written; null when none waits. */
  oldestAgeSeconds: number | null;
}

/**
 * How long one reading of an outbox serves scrapes: several Prometheus servers (or a scrape of each service in one
 * process) cost one query.
 */
const OUTBOX_READ_TTL_MS = 5_000;

interface Outbox {
  read: () => Promise<OutboxBacklog>;
  /** The latest reading (undefined: it failed) and when it was taken. */
  last?: Promise<OutboxBacklog | undefined>;
  at: number;
}

/** By service, by outbox name; the latest registration wins, as for the pools. */
const outboxes = new Map<string, Map<string, Outbox>>();

function backlogs(service: string): Promise<Array<[string, OutboxBacklog | undefined]>> {
  const now = Date.now();
  return Promise.all(
    [...(outboxes.get(service) ?? [])].map(async ([name, o]): Promise<[string, OutboxBacklog | undefined]> => {
      if (!o.last || now - o.at > OUTBOX_READ_TTL_MS) {
        o.at = now;
        o.last = o.read().catch(() => undefined);
      }
      return [name, await o.last];
    }),
  );
}

/**
 * Shows the outbox `name` of `service` (its unsent messages and the age of the oldest) as gauges read from the table
 * on scrape, through `read`, one query every OUTBOX_READ_TTL_MS at most. A failed read leaves the gauges out.
 */
export function watchOutbox(service: string, name: string, read: () => Promise<OutboxBacklog>) {
  const known = outboxes.get(service) ?? new Map<string, Outbox>();
  known.set(name, { read, at: 0 });
  outboxes.set(service, known);
  const m = serviceMetrics(service);
  m.gauge('outbox_pending_messages', 'Messages of the outbox not sent yet', ['outbox'], async (g) => {
    g.reset();
    for (const [outbox, b] of await backlogs(service)) if (b) g.set({ outbox }, b.pending);
  });
  m.gauge(
    'outbox_oldest_pending_age_seconds',
    'Age of the oldest unsent message of the outbox',
    ['outbox'],
    async (g) => {
      g.reset();
      for (const [outbox, b] of await backlogs(service)) if (b) g.set({ outbox }, b.oldestAgeSeconds ?? 0);
    },
  );
}
