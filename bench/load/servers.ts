/** The portal the load bench measures: its processes on PostgreSQL, or the one-process portal on PGlite. */

import { fileURLToPath } from 'node:url';
import { startCluster } from '../../tests/fixtures/processes.js';
import { createTestDb } from '../../tests/fixtures/test-db.js';
import { startPortal } from '../portal-process.js';
import { pidListeningOn } from './cpu.js';
import { type Vocabulary, vocabularyOf } from './workload.js';

/** Passed on to the services when set, to size the pool from figures (server/lib/pool-limits.ts). */
export const POOL_SETTINGS = ['DB_POOL_SIZE', 'DB_POOL_WAIT_MS', 'DB_POOL_QUEUE', 'DB_STATEMENT_TIMEOUT_MS'] as const;
/** Gateway and API processes of each (BENCH_LOAD_REPLICAS, 1): one pair per core, as a deployment runs them. */
export const replicas = () => Number(process.env.BENCH_LOAD_REPLICAS ?? 1);

export interface Backend {
  pid: number;
  /** The process it serves (the cluster names each one's connections), or the kind of backend. */
  app: string;
  /** active, idle, idle in transaction…; `bench` for the connection that asks. */
  state: string;
  query: string;
  wait: string | null;
}

export interface Servers {
  layout: string;
  gatewayUrls: string[];
  /** The processes whose CPU is measured, by role. */
  pids: Record<string, number>;
  /**
   * A URL of each process that it answers without a database or another service: how long it takes is how late the
   * process's event loop runs (a request waits for its turn as long).
   */
  probes: Record<string, string>;
  /** PostgreSQL backends serving this database now (empty on PGlite). */
  backends(): Promise<number[]>;
  /**
   * The backends of this database now (parallel workers included), by process, with what they run (none on PGlite,
   * whose database is the portal).
   */
  activity?(): Promise<Array<Backend>>;
  /** The warnings and errors the processes logged, counted by process, message and cause (split layout only). */
  warnings?(): Record<string, number>;
  stop(): Promise<void>;
}

export async function startServers(template: string): Promise<{ servers: Servers; vocabulary: Vocabulary }> {
  if (process.env.BENCH_DATABASE_URL) {
    // The pool's settings as the bench is run with them (docs/capacity.md sizes them from these runs).
    const pool = Object.fromEntries(
      POOL_SETTINGS.flatMap((key) => (process.env[key] ? [[key, process.env[key] as string]] : [])),
    );
    // BENCH_CPU_PROFILE_DIR: every service writes a V8 CPU profile there when it stops (where the milliseconds go).
    const profile: Record<string, string> = process.env.BENCH_CPU_PROFILE_DIR
      ? {
          NODE_OPTIONS: `--require ${fileURLToPath(new URL('../cpu-profile.cjs', import.meta.url))}`,
          BENCH_CPU_PROFILE_DIR: process.env.BENCH_CPU_PROFILE_DIR,
        }
      : {};
    const cluster = await startCluster({ template, compiled: true, env: { LOG_LEVEL: 'warn', ...pool, ...profile } });
    try {
      const vocabulary = await vocabularyOf(cluster.db);
      const kinds = [
        ['auth', 'auth'],
        ['mailer', 'mailer'],
        ['api', 'api'],
        ['gateway', 'gateway'],
      ] as const;
      const procs = [];
      for (const [name, kind] of kinds) procs.push(await cluster.add(name, kind));
      for (let i = 2; i <= replicas(); i++) {
        const api = await cluster.add(`api${i}`, 'api');
        procs.push(api, await cluster.add(`gateway${i}`, 'gateway', { API_URL: api.url }));
      }
      for (const p of procs) await p.start();
      const pids: Record<string, number> = {};
      for (const p of procs) pids[p.name] = pidListeningOn(p.port);
      const db = cluster.db;
      return {
        vocabulary,
        servers: {
          layout: 'processes',
          gatewayUrls: procs.filter((p) => p.kind === 'gateway').map((p) => p.url),
          pids,
          probes: Object.fromEntries(
            procs.map((p) => [p.name, `${p.url}${p.kind === 'gateway' ? '/version.txt' : '/healthz'}`]),
          ),
          async backends() {
            const rows = await db.query<{ pid: number }>(
              'SELECT pid FROM pg_stat_activity WHERE datname = current_database()',
            );
            return rows.map((r) => r.pid);
          },
          activity() {
            return db.query<Backend>(
              `SELECT pid, coalesce(nullif(application_name, ''), backend_type) AS app,
                 CASE WHEN pid = pg_backend_pid() THEN 'bench' ELSE coalesce(state, 'none') END AS state, query,
                 wait_event_type || ':' || wait_event AS wait
               FROM pg_stat_activity WHERE datname = current_database()`,
            );
          },
          warnings() {
            const counts: Record<string, number> = {};
            for (const p of cluster.processes) {
              for (const e of p.events()) {
                if (e.level !== 'warn' && e.level !== 'error') continue;
                const cause = e.err === undefined ? '' : ` (${String(e.err).slice(0, 120)})`;
                const key = `${p.name} ${e.level}: ${e.msg}${cause}`;
                counts[key] = (counts[key] ?? 0) + 1;
              }
            }
            return counts;
          },
          stop: cluster.stop,
        },
      };
    } catch (error) {
      await cluster.stop();
      throw error;
    }
  }
  const db = await createTestDb(template);
  const vocabulary = await vocabularyOf(db.db);
  await db.db.close();
  const portal = await startPortal({ dataDir: db.dataDir });
  return {
    vocabulary,
    servers: {
      layout: 'one process',
      gatewayUrls: [portal.url],
      pids: { portal: portal.pid },
      probes: { portal: `${portal.url}/version.txt` },
      backends: async () => [],
      async stop() {
        await portal.stop();
        await db.drop();
      },
    },
  };
}
