/**
 * The portal under the load an independent tester put on it: BENCH_LOAD_USERS (200) signed-in users at once, each a
 * cookie-keeping browser sending the client's own GraphQL documents, pausing 0.5 to 1.5 s between actions, for
 * BENCH_LOAD_SECONDS (60) after a warm-up that is not counted. The mix of actions is the tester's: lists with varied
 * filters, orders and pages 45%, details 20%, history 10%, dashboard 15%, me 5%, creations and approvals 5%. Logins
 * happen before the warm-up and are not counted. Targets: no error, p99 ≤ 500 ms, and the throughput the machine
 * allows; the figures say where the CPU went (gateway, API, auth, mailer, PostgreSQL, the load generator itself).
 *
 * On PostgreSQL the services and the gateway run compiled as separate processes (startCluster), as the tester ran
 * them; on PGlite the one-process portal (startPortal), its database inside it. The users run in a child process
 * (this very module, started with BENCH_LOAD_GENERATOR set), so that the generator shares no event loop with what it
 * measures; it reports its event-loop delay, to show that it kept up.
 *
 * CPU over the window, in seconds and in cores (seconds / wall seconds), from /proc: each Node process; `postgres`,
 * this database's backends, parallel workers included while they were seen (sampled every 250 ms with what they
 * run, so a lower bound); `postgresInstance`, every process of the PostgreSQL instance, those that ended included
 * (whoever else uses it counts too); `machine.elsewhereCores`, what the machine spent on anything else (another
 * bench, a build), which competes for the same two cores and is to be read beside every figure.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test BENCH_ROWS=20000 npx tsx bench/load.ts
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { type DocumentNode, type OperationDefinitionNode, print } from 'graphql';
import {
  ApproveOpportunityDocument,
  CreateOpportunityDocument,
  DashboardDocument,
  HistoryDocument,
  LoginDocument,
  MeDocument,
  OpportunityDetailsDocument,
  OpportunityListDocument,
} from '../client/src/__generated__/graphql.js';
import type { Db } from '../server/db/connection.js';
import { DEMO_PASSWORD, demoAccounts } from '../server/db/seed/accounts.js';
import { withCheckDigits } from '../server/lib/cnpj.js';
import { Browser } from '../tests/fixtures/gateway.js';
import { createOpportunityInput } from '../tests/fixtures/gateway-inputs.js';
import { seededRandom, startCluster } from '../tests/fixtures/processes.js';
import { createTestDb } from '../tests/fixtures/test-db.js';
import { benchRows, benchShapes, type DataShape, grownTemplate } from './grown-db.js';
import { startPortal } from './portal-process.js';
import { type BenchResult, isMain, type Target, writeResult } from './targets.js';

const BRAND = 'scanora';
const HOST = `${BRAND}.localhost`;
const users = () => Number(process.env.BENCH_LOAD_USERS ?? 200);
/** Gateway and API processes of each (BENCH_LOAD_REPLICAS, 1): one pair per core, as a deployment runs them. */
const replicas = () => Number(process.env.BENCH_LOAD_REPLICAS ?? 1);
const seconds = () => Number(process.env.BENCH_LOAD_SECONDS ?? 60);
/** The users start one by one over the warm-up (not counted), so that the window starts with all of them busy. */
const warmupSeconds = () => Number(process.env.BENCH_LOAD_WARMUP_SECONDS ?? 8);
/** After the window, answers still awaited this long are counted (as late as they are); later ones as errors. */
const GRACE_MS = 30_000;
const THINK_MS = [500, 1500] as const;
/** Passed on to the services when set, to size the pool from figures (server/lib/pool-limits.ts). */
const POOL_SETTINGS = ['DB_POOL_SIZE', 'DB_POOL_WAIT_MS', 'DB_POOL_QUEUE', 'DB_STATEMENT_TIMEOUT_MS'] as const;
/** Logins at once: the authenticator refuses an 11th attempt in flight for one e-mail and address. */
const LOGIN_CONCURRENCY = 4;
const P99_TARGET_MS = 500;
/**
 * Requests a second per user: each sends one action per think time plus its answer, so 200 users pausing 1 s on
 * average offer at most ~190 a second, and that only if every answer is instant. Half a request per user (100 a
 * second for 200) is met as long as the mean answer stays under a second, i.e. the portal serves the offered load
 * instead of queueing it; the figure itself is what the machine allows, read against the p99 (the tester measured 7).
 */
const THROUGHPUT_PER_USER = 0.5;

type Op = 'list' | 'details' | 'history' | 'dashboard' | 'me' | 'create' | 'approve';
const OPS: Op[] = ['list', 'details', 'history', 'dashboard', 'me', 'create', 'approve'];
type Role = 'representative' | 'support' | 'resale' | 'seller';
/** Of every 20 users: mostly representatives and resale owners, as the portal's users are. */
const ROLE_PATTERN: Role[] = [
  ...Array<Role>(8).fill('representative'),
  ...Array<Role>(7).fill('resale'),
  ...Array<Role>(3).fill('seller'),
  ...Array<Role>(2).fill('support'),
];
/** The tester's mix, in percent; `write` is a creation (resale, seller) or an approval (representative). */
const MIX: Array<[Op | 'write', number]> = [
  ['list', 45],
  ['details', 20],
  ['history', 10],
  ['dashboard', 15],
  ['me', 5],
  ['write', 5],
];
const STATUSES = ['ANALYSIS', 'APPROVED', 'DISAPPROVED', 'AWAITING_RENOVATION', 'RENOVATION', 'EXPIRED'] as const;
/** Rows per page as the list offers them (client constants), the default most often. */
const PAGE_SIZES: Array<[number, number]> = [
  [10, 55],
  [25, 20],
  [50, 12],
  [100, 12],
  [1000, 1],
];

/** Words and places taken from the data, so that the searches have the selectivity of real ones. */
interface Vocabulary {
  /** A word of the opportunity names found in about 2% of them, and one found in none. */
  name: { common: string; share: number; none: string };
  /** The same for the client (trade or corporate name). */
  client: { common: string; share: number; none: string };
  places: Array<{ state: string; city: string; weight: number }>;
  /**
   * First four digits of CNPJ roots no opportunity has: the new registrations (up to 10,000 a run) collide with no
   * protected customer, nor with one another.
   */
  cnpjPrefix: string;
}

interface Plan {
  /** Each user signs in on one of them, in turn, as a balancer in front of the replicas would spread them. */
  gatewayUrls: string[];
  users: number;
  warmupMs: number;
  durationMs: number;
  seed: number;
  vocabulary: Vocabulary;
  /** The Host the users' browsers send (default `scanora.localhost`; behind a TLS load balancer, the brand's host). */
  host?: string;
  /** Keep what the drill checks (deploy/drill): the writes acknowledged, and every failure with its time. */
  record?: boolean;
}

/** A failed request, for the drill: when it was sent and answered (epoch ms), what, and the HTTP status (0: none). */
export interface Failure {
  sentAt: number;
  endedAt: number;
  op: string;
  status: number;
  code: string;
  retryAfter: boolean;
}

interface Timing {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

interface GeneratorResult {
  latencies: Record<Op, number[]>;
  errors: Record<Op, number>;
  errorsByCode: Record<string, number>;
  /** Retry-After of the refusals that carried one ("header 2", "extension 2" → how many). */
  retryAfter: Record<string, number>;
  unavailable: number;
  unfinished: number;
  windowMs: number;
  loginMs: { n: number; p50: number; max: number; totalMs: number };
  loopDelayP99Ms: number;
  /** A few error answers as they came, to read what the server said. */
  examples: string[];
  /** Latencies of the lists by what they asked (a list counts under each of its traits). */
  listKinds: Record<string, number[]>;
  /** Size of the answers (characters of JSON) per operation: their mean and the largest. */
  answerSizes: Record<string, { mean: number; max: number }>;
  /** With `record`: the ids of the registrations and approvals that got a success reply, whenever sent. */
  acknowledged?: { created: string[]; approved: string[]; createdTimes: Array<[sentAt: number, endedAt: number]> };
  /** With `record`: every failure after the logins (in the window or not), and the replies by HTTP status. */
  failures?: Failure[];
  statuses?: Record<string, number>;
  /** Requests awaited when the drill said so (its `mark` messages), by mark name, with the time (epoch ms). */
  marks?: Record<string, { at: number; inFlight: number }>;
}

/** A message from the drill to a running generator: note how many requests are awaited now. */
type ToGenerator = { type: 'mark'; name: string };

type FromGenerator =
  | { type: 'window-start' }
  | { type: 'window-end' }
  | { type: 'result'; result: GeneratorResult }
  | { type: 'failed'; message: string };

// ───────────────────────────── the servers and the measurement (parent) ─────────────────────────────

interface Backend {
  pid: number;
  /** The process it serves (the cluster names each one's connections), or the kind of backend. */
  app: string;
  /** active, idle, idle in transaction…; `bench` for the connection that asks. */
  state: string;
  query: string;
  wait: string | null;
}

interface Servers {
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

async function startServers(template: string): Promise<{ servers: Servers; vocabulary: Vocabulary }> {
  if (process.env.BENCH_DATABASE_URL) {
    // The pool's settings as the bench is run with them (docs/capacity.md sizes them from these runs).
    const pool = Object.fromEntries(
      POOL_SETTINGS.flatMap((key) => (process.env[key] ? [[key, process.env[key] as string]] : [])),
    );
    // BENCH_CPU_PROFILE_DIR: every service writes a V8 CPU profile there when it stops (where the milliseconds go).
    const profile: Record<string, string> = process.env.BENCH_CPU_PROFILE_DIR
      ? {
          NODE_OPTIONS: `--require ${fileURLToPath(new URL('./cpu-profile.cjs', import.meta.url))}`,
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

/**
 * The words and places the users search for, from a sample of the brand's rows: the name and client words found in
 * the share of rows closest to 2% (a search that narrows a list to a few pages) and words found in no row (the search
 * that finds nothing, and must still be quick).
 */
async function vocabularyOf(db: Db): Promise<Vocabulary> {
  const [{ n }] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM api.opportunities WHERE brand = '${BRAND}' AND NOT is_deleted`,
  );
  const percent = Math.min(100, (20_000 / Math.max(1, n)) * 100);
  const sample = await db.query<{ name: string | null; client: string; state: string | null; city: string | null }>(
    `SELECT name, coalesce(fantasy_name, '') || ' ' || coalesce(corporate_name, '') AS client, state, city
     FROM api.opportunities TABLESAMPLE BERNOULLI (${percent}) WHERE brand = '${BRAND}' AND NOT is_deleted`,
  );
  const pickWords = (texts: string[], absent: string[]) => {
    const rows = new Map<string, number>();
    for (const t of texts) {
      for (const w of new Set(t.toLowerCase().split(/[^\p{L}]+/u))) {
        if (w.length >= 4) rows.set(w, (rows.get(w) ?? 0) + 1);
      }
    }
    let best = '';
    let bestShare = 0;
    for (const [w, count] of rows) {
      const share = count / texts.length;
      if (!best || Math.abs(Math.log(share / 0.02)) < Math.abs(Math.log(bestShare / 0.02))) {
        best = w;
        bestShare = share;
      }
    }
    const all = texts.join(' ').toLowerCase();
    const none = absent.find((w) => !all.includes(w)) ?? 'xyzzy';
    return { common: best, share: Math.round(bestShare * 10_000) / 10_000, none };
  };
  const places = new Map<string, { state: string; city: string; weight: number }>();
  for (const r of sample) {
    if (!r.state || !r.city) continue;
    const key = `${r.state}|${r.city}`;
    const p = places.get(key) ?? { state: r.state, city: r.city, weight: 0 };
    p.weight += 1;
    places.set(key, p);
  }
  let cnpjPrefix = '';
  for (let p = 6100; p <= 8999 && !cnpjPrefix; p++) {
    const [{ taken }] = await db.query<{ taken: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM api.opportunities WHERE cnpj_root >= $1 AND cnpj_root < $2) AS taken`,
      [`${p}0000`, `${p + 1}0000`],
    );
    if (!taken) cnpjPrefix = String(p);
  }
  if (!cnpjPrefix) throw new Error('no free CNPJ prefix for the new registrations');
  return {
    name: pickWords(
      sample.map((r) => r.name ?? ''),
      ['quilombo', 'zeppelin', 'xilofone'],
    ),
    client: pickWords(
      sample.map((r) => r.client),
      ['zeppelin', 'quilombo', 'xilofone'],
    ),
    places: [...places.values()].sort((a, b) => b.weight - a.weight).slice(0, 60),
    cnpjPrefix,
  };
}

/** The process listening on `port` (its socket's inode, found among the processes' descriptors). */
function pidListeningOn(port: number): number {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(file)) continue;
    for (const line of fs.readFileSync(file, 'utf8').split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      // local address, then state 0A = LISTEN; the inode is the tenth field.
      if (f[1]?.endsWith(`:${hexPort}`) && f[3] === '0A') inodes.add(f[9]);
    }
  }
  for (const pid of processIds()) {
    try {
      for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
        const link = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
        const m = /^socket:\[(\d+)\]$/.exec(link);
        if (m && inodes.has(m[1])) return pid;
      }
    } catch {
      /* another user's process, or gone */
    }
  }
  throw new Error(`no process listens on port ${port}`);
}

const processIds = () =>
  fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number);

/** CPU time of a process so far, in clock ticks (utime + stime), or undefined once it is gone. */
function cpuTicks(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name in parentheses may hold spaces: the fields are counted after it (utime and stime are the 14th and 15th).
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(f[11]) + Number(f[12]);
  } catch {
    return undefined;
  }
}

/**
 * For the postmaster (the postgres process whose parent is not one), the CPU ticks of its children that ended
 * (cutime + cstime, the 16th and 17th fields); undefined for any other process.
 */
function postmasterChildren(pid: number, postgres: number[]): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (postgres.includes(Number(f[1]))) return undefined;
    return Number(f[13]) + Number(f[14]);
  } catch {
    return undefined;
  }
}

const postgresPids = () =>
  processIds().filter((pid) => {
    try {
      return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
    } catch {
      return false;
    }
  });

/** The whole machine's CPU so far (ticks busy and in all) from /proc/stat. */
function machineTicks(): { busy: number; total: number } {
  const f = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const total = f.slice(0, 8).reduce((s, x) => s + x, 0);
  return { busy: total - f[3] - f[4], total };
}

interface CpuSnapshot {
  at: number;
  ticks: Map<number, number>;
  /** CPU ticks of the PostgreSQL processes that ended (their parent, the postmaster, reaped them). */
  reaped: number;
  backends: number[];
  machine: { busy: number; total: number };
  loadavg: number[];
}

async function cpuSnapshot(pids: number[], servers: Servers): Promise<CpuSnapshot> {
  const ticks = new Map<number, number>();
  const postgres = postgresPids();
  for (const pid of [...pids, ...postgres]) {
    const t = cpuTicks(pid);
    if (t !== undefined) ticks.set(pid, t);
  }
  return {
    at: performance.now(),
    ticks,
    reaped: postgres.reduce((sum, pid) => sum + (postmasterChildren(pid, postgres) ?? 0), 0),
    backends: await servers.backends(),
    machine: machineTicks(),
    loadavg: os.loadavg().map((x) => Math.round(x * 100) / 100),
  };
}

/** CPU seconds and cores used over the window, per process group. */
function cpuOver(
  start: CpuSnapshot,
  end: CpuSnapshot,
  groups: Record<string, number[]>,
  lastSeen: Map<number, number>,
) {
  const wall = (end.at - start.at) / 1000;
  const HZ = 100; // USER_HZ: the unit of /proc's times on Linux, whatever the kernel's tick
  // A process that ended within the window counts up to when it was last seen; one that began in it, from zero.
  const usedBy = (pid: number) =>
    (end.ticks.get(pid) ?? lastSeen.get(pid) ?? start.ticks.get(pid) ?? 0) - (start.ticks.get(pid) ?? 0);
  const used = (pids: number[]) => pids.reduce((s, pid) => s + usedBy(pid), 0);
  // The whole instance: its processes alive at the end, plus those reaped meanwhile, less what these had used before.
  const node = Object.entries(groups).flatMap(([name, pids]) => (name === 'postgres' ? [] : pids));
  const postgresAtEnd = [...end.ticks.keys()].filter((pid) => !node.includes(pid));
  const ended = [...start.ticks.keys()].filter((pid) => !end.ticks.has(pid) && !node.includes(pid));
  const instance =
    used(postgresAtEnd) + (end.reaped - start.reaped) - ended.reduce((s, pid) => s + (start.ticks.get(pid) ?? 0), 0);
  const figure = (ticks: number) => ({
    cpuSeconds: Math.round((ticks / HZ) * 10) / 10,
    cores: Math.round((ticks / HZ / wall) * 100) / 100,
  });
  const out: Record<string, { cpuSeconds: number; cores: number }> = {};
  for (const [name, pids] of Object.entries(groups)) out[name] = figure(used(pids));
  if (groups.postgres) out.postgresInstance = figure(instance);
  const machine = (end.machine.busy - start.machine.busy) / (end.machine.total - start.machine.total || 1);
  const busyCores = machine * os.cpus().length;
  // What the machine did besides this bench (another run, a template being built) competes for the same cores.
  const ours = [...new Set(Object.values(groups).flat())];
  return {
    wallSeconds: Math.round(wall * 10) / 10,
    ...out,
    machine: {
      cores: os.cpus().length,
      busyCores: Math.round(busyCores * 100) / 100,
      elsewhereCores: Math.round(Math.max(0, busyCores - used(ours) / HZ / wall) * 100) / 100,
    },
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] : 0;
const round1 = (x: number) => Math.round(x * 10) / 10;

function timingOf(latencies: number[]): Timing {
  const s = [...latencies].sort((a, b) => a - b);
  return {
    count: s.length,
    p50: round1(percentile(s, 0.5)),
    p95: round1(percentile(s, 0.95)),
    p99: round1(percentile(s, 0.99)),
    max: round1(s[s.length - 1] ?? 0),
  };
}

/**
 * What PostgreSQL is busy with, sampled from pg_stat_activity every SAMPLE_MS over the window: how many statements
 * run at once on average, of which process (the cluster names each process's connections), waiting on what (none:
 * on the CPU, or waiting for it), and the statements seen running most often, which are where its time goes.
 */
function activitySampler(servers: Servers) {
  const SAMPLE_MS = 250;
  let ticks = 0;
  const byApp: Record<string, number> = {};
  const byWait: Record<string, number> = {};
  const byQuery = new Map<string, number>();
  const byState: Record<string, Record<string, number>> = {};
  /** CPU ticks of each backend of this database when last seen: those that end before the window does count too. */
  const lastSeen = new Map<number, number>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const sample = async () => {
    const rows = (await servers.activity?.().catch(() => [])) ?? [];
    ticks += 1;
    for (const r of rows) {
      const t = cpuTicks(r.pid);
      if (t !== undefined) lastSeen.set(r.pid, t);
      if (r.state === 'bench') continue;
      byState[r.app || '?'] ??= {};
      byState[r.app || '?'][r.state] = (byState[r.app || '?'][r.state] ?? 0) + 1;
      if (r.state !== 'active') continue;
      byApp[r.app || '?'] = (byApp[r.app || '?'] ?? 0) + 1;
      byWait[r.wait ?? 'cpu'] = (byWait[r.wait ?? 'cpu'] ?? 0) + 1;
      const q = `${r.app}: ${r.query.replace(/\s+/g, ' ').trim().slice(0, 160)}`;
      byQuery.set(q, (byQuery.get(q) ?? 0) + 1);
    }
  };
  const perTick = (n: number) => Math.round((n / Math.max(1, ticks)) * 100) / 100;
  return {
    lastSeen,
    start() {
      if (!servers.activity) return;
      timer = setInterval(() => {
        running = running.then(sample);
      }, SAMPLE_MS);
    },
    stop() {
      clearInterval(timer);
    },
    async figures() {
      await running;
      if (!ticks) return undefined;
      const total = [...byQuery.values()].reduce((a, b) => a + b, 0);
      return {
        samples: ticks,
        activeStatements: perTick(total),
        activeByProcess: Object.fromEntries(Object.entries(byApp).map(([k, n]) => [k, perTick(n)])),
        // Connections held by each process, by state: idle in transaction is a connection taken from the pool while
        // its process does something else (waits for CPU, for a call) and nobody else can use it.
        connectionsByProcess: Object.fromEntries(
          Object.entries(byState).map(([app, states]) => [
            app,
            Object.fromEntries(Object.entries(states).map(([k, n]) => [k, perTick(n)])),
          ]),
        ),
        waits: Object.fromEntries(
          Object.entries(byWait)
            .sort(([, a], [, b]) => b - a)
            .map(([k, n]) => [k, perTick(n)]),
        ),
        topStatements: [...byQuery]
          .sort(([, a], [, b]) => b - a)
          .slice(0, 12)
          .map(([query, n]) => ({ share: Math.round((n / total) * 1000) / 1000, query })),
      };
    },
  };
}

/** Every PROBE_MS over the window, each process's probe URL, timed: its responsiveness while it serves the load. */
function responsiveness(servers: Servers) {
  const PROBE_MS = 250;
  const samples: Record<string, number[]> = {};
  let timer: NodeJS.Timeout | undefined;
  const inFlight = new Set<Promise<void>>();
  const probe = (name: string, url: string) => {
    const at = performance.now();
    const p = fetch(url, { signal: AbortSignal.timeout(30_000) })
      .then((r) => r.arrayBuffer())
      .then(
        () => {
          samples[name] ??= [];
          samples[name].push(performance.now() - at);
        },
        () => undefined,
      )
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
  };
  return {
    start() {
      timer = setInterval(() => {
        for (const [name, url] of Object.entries(servers.probes)) probe(name, url);
      }, PROBE_MS);
    },
    stop() {
      clearInterval(timer);
    },
    async figures() {
      await Promise.all(inFlight);
      return Object.fromEntries(Object.entries(samples).map(([name, ms]) => [name, timingOf(ms)]));
    },
  };
}

/** Runs the generator child over the servers; the CPU is read when it says the window starts and ends. */
async function loadOnce(servers: Servers, plan: Plan) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    env: { ...process.env, BENCH_LOAD_GENERATOR: '1' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const pidOf = (): number[] => [...Object.values(servers.pids), child.pid!];
    let start: CpuSnapshot | undefined;
    let end: CpuSnapshot | undefined;
    const sampler = activitySampler(servers);
    const prober = responsiveness(servers);
    const result = await new Promise<GeneratorResult>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`load generator exited (${code}) before its result`)));
      child.on('message', (m: FromGenerator) => {
        if (m.type === 'window-start') {
          cpuSnapshot(pidOf(), servers).then((s) => (start = s), reject);
          sampler.start();
          prober.start();
        } else if (m.type === 'window-end') {
          sampler.stop();
          prober.stop();
          cpuSnapshot(pidOf(), servers).then((s) => (end = s), reject);
        } else if (m.type === 'result') resolve(m.result);
        else reject(new Error(`load generator: ${m.message}`));
      });
      child.send(plan);
    });
    // Both snapshots are taken by now (they were asked long before the result), but a read may still be under way.
    while (!start || !end) await new Promise((r) => setTimeout(r, 50));
    const groups: Record<string, number[]> = {};
    for (const [name, pid] of Object.entries(servers.pids)) groups[name] = [pid];
    const ours = [...new Set([...start.backends, ...end.backends, ...sampler.lastSeen.keys()])];
    if (ours.length) groups.postgres = ours;
    groups.generator = [child.pid!];
    return {
      result,
      cpu: cpuOver(start, end, groups, sampler.lastSeen),
      loadavg: { start: start.loadavg, end: end.loadavg },
      database: await sampler.figures(),
      responsiveness: await prober.figures(),
    };
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  }
}

async function runShape(shape: DataShape): Promise<{ figures: Record<string, unknown>; targets: Target[] }> {
  const rows = benchRows();
  const { template, growMs } = await grownTemplate(rows, shape);
  const { servers, vocabulary } = await startServers(template);
  try {
    const plan: Plan = {
      gatewayUrls: servers.gatewayUrls,
      users: users(),
      warmupMs: warmupSeconds() * 1000,
      durationMs: seconds() * 1000,
      seed: Number(process.env.BENCH_LOAD_SEED ?? 1 + Math.floor(Math.random() * 2 ** 30)),
      vocabulary,
    };
    console.log(
      `load (${shape}, ${rows} rows, ${servers.layout}): ${plan.users} users for ${seconds()} s after ${warmupSeconds()} s of warm-up; seed ${plan.seed}`,
    );
    console.log(`  searches: ${JSON.stringify({ name: vocabulary.name, client: vocabulary.client })}`);
    const { result, cpu, loadavg, database, responsiveness } = await loadOnce(servers, plan);
    const ops: Record<string, Timing & { errors: number }> = {};
    for (const op of OPS) ops[op] = { ...timingOf(result.latencies[op]), errors: result.errors[op] };
    const all = OPS.flatMap((op) => result.latencies[op]);
    const overall = { ...timingOf(all), errors: OPS.reduce((s, op) => s + result.errors[op], 0) };
    const reqPerSec = round1(all.length / (result.windowMs / 1000));
    // The answers that were not errors: what the users got done.
    const okPerSec = round1((all.length - overall.errors) / (result.windowMs / 1000));
    const roles: Record<string, number> = {};
    for (let i = 0; i < plan.users; i++) roles[roleOf(i)] = (roles[roleOf(i)] ?? 0) + 1;
    // The CPU each request cost each process (the window's CPU seconds over its requests): the figure to halve.
    const cpuMsPerRequest = Object.fromEntries(
      Object.entries(cpu).flatMap(([name, v]) =>
        typeof v === 'object' && v && 'cpuSeconds' in v
          ? [[name, round1(((v as { cpuSeconds: number }).cpuSeconds * 1000) / Math.max(1, all.length))]]
          : [],
      ),
    );
    const figures = {
      shape,
      rows,
      growMs,
      layout: servers.layout,
      users: plan.users,
      roles,
      seconds: seconds(),
      warmupSeconds: warmupSeconds(),
      thinkMs: THINK_MS,
      seed: plan.seed,
      searches: { name: vocabulary.name, client: vocabulary.client, places: vocabulary.places.length },
      requests: overall.count,
      reqPerSec,
      okPerSec,
      p50: overall.p50,
      p95: overall.p95,
      p99: overall.p99,
      max: overall.max,
      errors: overall.errors,
      unavailable: result.unavailable,
      unfinished: result.unfinished,
      errorsByCode: result.errorsByCode,
      retryAfter: result.retryAfter,
      errorExamples: result.examples,
      // What the services said about those errors (the whole run, start-up included).
      serverWarnings: servers.warnings?.(),
      ops,
      answerSizes: result.answerSizes,
      listKinds: Object.fromEntries(
        Object.entries(result.listKinds)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, ms]) => [k, timingOf(ms)]),
      ),
      cpu,
      cpuMsPerRequest,
      responsiveness,
      database,
      loadavg,
      login: result.loginMs,
      generatorLoopDelayP99Ms: result.loopDelayP99Ms,
    };
    console.log(
      `  ${reqPerSec} req/s (${okPerSec} without error), p50 ${overall.p50} ms, p99 ${overall.p99} ms, ${overall.errors} errors (${result.unavailable} SERVICE_UNAVAILABLE)`,
    );
    for (const op of OPS) console.log(`  ${op}: ${JSON.stringify(ops[op])}`);
    console.log(`  answer sizes (characters): ${JSON.stringify(result.answerSizes)}`);
    console.log(`  cpu: ${JSON.stringify(cpu)}`);
    console.log(`  cpu per request (ms): ${JSON.stringify(cpuMsPerRequest)}`);
    console.log(`  responsiveness (a no-op request to each process, ms): ${JSON.stringify(responsiveness)}`);
    const warnings = servers.warnings?.();
    if (warnings && Object.keys(warnings).length) console.log(`  server warnings: ${JSON.stringify(warnings)}`);
    if (database) {
      console.log(`  database: ${JSON.stringify({ ...database, topStatements: database.topStatements.slice(0, 5) })}`);
    }
    console.log(`  generator event-loop delay p99 ${result.loopDelayP99Ms} ms; loadavg ${JSON.stringify(loadavg)}`);
    const prefix = `load ${plan.users} users (${shape})`;
    return {
      figures,
      targets: [
        { name: `${prefix}: errors`, value: overall.errors, limit: 0, unit: 'errors' },
        { name: `${prefix}: p99`, value: overall.p99, limit: P99_TARGET_MS, unit: 'ms' },
        {
          name: `${prefix}: throughput`,
          value: reqPerSec,
          limit: THROUGHPUT_PER_USER * plan.users,
          unit: 'req/s',
          atLeast: true,
        },
      ],
    };
  } finally {
    await servers.stop();
  }
}

export async function run(): Promise<BenchResult> {
  const figures: Record<string, unknown> = {};
  const targets: Target[] = [];
  for (const shape of benchShapes()) {
    const r = await runShape(shape);
    figures[shape] = r.figures;
    targets.push(...r.targets);
  }
  return { figures, targets };
}

// ───────────────────────────── the virtual users (generator child) ─────────────────────────────

const roleOf = (i: number): Role => ROLE_PATTERN[i % ROLE_PATTERN.length];

const operationName = (doc: DocumentNode) =>
  (doc.definitions.find((d) => d.kind === 'OperationDefinition') as OperationDefinitionNode).name?.value;

/** The documents as the client sends them: printed once, with their operation names. */
const documents = {
  login: { query: print(LoginDocument), operationName: operationName(LoginDocument) },
  list: { query: print(OpportunityListDocument), operationName: operationName(OpportunityListDocument) },
  details: { query: print(OpportunityDetailsDocument), operationName: operationName(OpportunityDetailsDocument) },
  history: { query: print(HistoryDocument), operationName: operationName(HistoryDocument) },
  dashboard: { query: print(DashboardDocument), operationName: operationName(DashboardDocument) },
  me: { query: print(MeDocument), operationName: operationName(MeDocument) },
  create: { query: print(CreateOpportunityDocument), operationName: operationName(CreateOpportunityDocument) },
  approve: { query: print(ApproveOpportunityDocument), operationName: operationName(ApproveOpportunityDocument) },
};

// biome-ignore lint/suspicious/noExplicitAny: answers are read by path, as the client's JSON
type Answer = any;

interface Row {
  id: string;
  name: string | null;
  status: string;
}

interface User {
  index: number;
  role: Role;
  browser: Browser;
  /** Ids this user saw (lists, dashboard, its creations), newest last. */
  seen: string[];
  /** Opportunities in analysis this representative may approve (its share, so that no two approve one). */
  toApprove: Row[];
  /** The list it looked at last, to page through. */
  last?: {
    filter: Record<string, unknown>;
    order?: Record<string, string>;
    pageSize: number;
    page: number;
    pageCount: number;
  };
}

async function generate(plan: Plan, send: (m: FromGenerator) => void): Promise<GeneratorResult> {
  // Idle connections are dropped before the gateway's own keep-alive timeout (Node's 5 s) closes them: reusing one
  // just as the server closes it fails with ECONNRESET, which a browser retries unseen and this client would count.
  http.globalAgent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY, timeout: 4_000 });
  https.globalAgent = new https.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY, timeout: 4_000 });
  const rnd = seededRandom(plan.seed);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const latencies = Object.fromEntries(OPS.map((op) => [op, [] as number[]])) as Record<Op, number[]>;
  const errors = Object.fromEntries(OPS.map((op) => [op, 0])) as Record<Op, number>;
  const errorsByCode: Record<string, number> = {};
  const retryAfter: Record<string, number> = {};
  const examples: string[] = [];
  let unavailable = 0;
  let windowStart = Number.POSITIVE_INFINITY;
  let windowEnd = Number.POSITIVE_INFINITY;
  const pending = new Map<number, { op: Op; at: number }>();
  let nextRequest = 0;
  const acknowledged = {
    created: [] as string[],
    approved: [] as string[],
    /** When each registration of `created` was sent and answered (epoch ms), in the same order. */
    createdTimes: [] as Array<[number, number]>,
  };
  const failures: Failure[] = [];
  const statuses: Record<string, number> = {};
  const marks: Record<string, { at: number; inFlight: number }> = {};
  if (plan.record) {
    process.on('message', (m: ToGenerator) => {
      if (m.type === 'mark') marks[m.name] = { at: Date.now(), inFlight: pending.size };
    });
  }
  /** The drill's record of one reply (or of none: status 0). */
  const recordReply = (op: Op, sentAt: number, status: number, code: string | undefined, retryAfter: boolean) => {
    if (!plan.record) return;
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (code !== undefined) failures.push({ sentAt, endedAt: Date.now(), op, status, code, retryAfter });
  };
  const inWindow = (at: number) => at >= windowStart && at < windowEnd;
  const listKinds: Record<string, number[]> = {};
  const sizes: Record<string, { total: number; n: number; max: number }> = {};
  const timed = (op: Op, ms: number, tags: string[]) => {
    latencies[op].push(ms);
    for (const tag of tags) {
      listKinds[tag] ??= [];
      listKinds[tag].push(ms);
    }
  };

  const failure = (op: Op, at: number, code: string, example: string) => {
    if (!inWindow(at)) return;
    errors[op] += 1;
    errorsByCode[`${op}:${code}`] = (errorsByCode[`${op}:${code}`] ?? 0) + 1;
    if (code === 'SERVICE_UNAVAILABLE') unavailable += 1;
    if (examples.length < 20) examples.push(`${op} ${code}: ${example.slice(0, 300)}`);
  };

  /** One GraphQL request of `user`, timed to the end of its body; its data, or undefined when it failed. */
  async function send_(
    user: User,
    op: Op | 'login',
    variables: Record<string, unknown>,
    tags: string[] = [],
  ): Promise<Answer> {
    const doc = documents[op];
    const at = performance.now();
    const sentAt = Date.now();
    const id = nextRequest++;
    if (op !== 'login') pending.set(id, { op, at });
    try {
      const reply = await user.browser.request('POST', '/graphql', {
        body: JSON.stringify({ operationName: doc.operationName, query: doc.query, variables }),
        headers: { 'content-type': 'application/json' },
      });
      const ms = performance.now() - at;
      if (!pending.delete(id) && op !== 'login') return undefined; // counted as unfinished already
      let body: {
        data?: Answer;
        errors?: Array<{ message: string; extensions?: { code?: string; retryAfter?: number } }>;
      } = {};
      try {
        body = JSON.parse(reply.text);
      } catch {
        /* not JSON: an error below */
      }
      if (op === 'login') {
        if (reply.status !== 200 || body.errors) throw new Error(`login ${reply.status}: ${reply.text.slice(0, 300)}`);
        return body.data;
      }
      if (inWindow(at)) {
        timed(op, ms, tags);
        sizes[op] ??= { total: 0, n: 0, max: 0 };
        const size = sizes[op];
        size.total += reply.text.length;
        size.n += 1;
        size.max = Math.max(size.max, reply.text.length);
      }
      // Where the wait came from: the HTTP header, or the error's extensions (a GraphQL answer is a 200).
      const header = reply.headers['retry-after'];
      const extension = body.errors?.find((e) => e.extensions?.retryAfter !== undefined)?.extensions?.retryAfter;
      const retry = header !== undefined ? `header ${header}` : extension !== undefined ? `extension ${extension}` : '';
      if (retry && inWindow(at)) retryAfter[retry] = (retryAfter[retry] ?? 0) + 1;
      if (reply.status !== 200 || body.errors?.length || !body.data) {
        const code = body.errors?.[0]?.extensions?.code ?? `HTTP_${reply.status}`;
        failure(op, at, code, reply.text);
        recordReply(op, sentAt, reply.status, code, header !== undefined || extension !== undefined);
        return undefined;
      }
      recordReply(op, sentAt, reply.status, undefined, false);
      if (plan.record && op === 'create') {
        acknowledged.created.push(body.data.createOpportunity.opportunity.id);
        acknowledged.createdTimes.push([sentAt, Date.now()]);
      }
      if (plan.record && op === 'approve') acknowledged.approved.push((variables.input as { id: string }).id);
      return body.data;
    } catch (error) {
      if (op === 'login') throw error;
      if (!pending.delete(id)) return undefined;
      if (inWindow(at)) timed(op, performance.now() - at, tags);
      failure(op, at, 'NETWORK', error instanceof Error ? error.message : String(error));
      recordReply(op, sentAt, 0, 'NETWORK', false);
      return undefined;
    }
  }

  // Logins first, a few at once, timed apart from the load.
  const all: User[] = Array.from({ length: plan.users }, (_, index) => ({
    index,
    role: roleOf(index),
    browser: new Browser(plan.gatewayUrls[index % plan.gatewayUrls.length], plan.host ?? HOST),
    seen: [],
    toApprove: [],
  }));
  const loginTimes: number[] = [];
  const loginStart = performance.now();
  let nextLogin = 0;
  await Promise.all(
    Array.from({ length: LOGIN_CONCURRENCY }, async () => {
      while (nextLogin < all.length) {
        const user = all[nextLogin++];
        const t = performance.now();
        await send_(user, 'login', {
          input: { username: demoAccounts[user.role].email, password: DEMO_PASSWORD, keepConnected: true },
        });
        loginTimes.push(performance.now() - t);
      }
    }),
  );
  const loginTotal = performance.now() - loginStart;
  loginTimes.sort((a, b) => a - b);
  console.log(`  ${all.length} users signed in in ${Math.round(loginTotal)} ms`);

  const representatives = all.filter((u) => u.role === 'representative');
  const approverOf = (id: string) => {
    let h = 0;
    for (const ch of id) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
    return representatives[h % representatives.length]?.index;
  };
  const remember = (user: User, rows: Row[]) => {
    for (const r of rows) {
      user.seen.push(r.id);
      if (user.role === 'representative' && r.status === 'ANALYSIS' && approverOf(r.id) === user.index) {
        if (!user.toApprove.some((a) => a.id === r.id)) user.toApprove.push(r);
      }
    }
    if (user.seen.length > 200) user.seen.splice(0, user.seen.length - 200);
    if (user.toApprove.length > 50) user.toApprove.splice(0, user.toApprove.length - 50);
  };
  const weighted = <T>(items: Array<[T, number]>): T => {
    let r = rnd.next() * items.reduce((s, [, w]) => s + w, 0);
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    return items[items.length - 1][0];
  };
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const v = plan.vocabulary;
  let creations = 0;

  /** A new list as a user composes it: some filters at once, often none; an order; the first page. */
  const newList = (): NonNullable<User['last']> => {
    const filter: Record<string, unknown> = {};
    if (rnd.next() < 0.45) {
      filter.statuses = rnd.shuffle([...STATUSES]).slice(0, rnd.int(1, 3));
    }
    if (rnd.next() < 0.25) {
      // Ranges that end today (the last 30 days most often), or a month or a quarter somewhere in the past.
      const [from, to] = weighted<() => [number, number]>([
        [() => [30, 0], 4],
        [() => [7, 0], 2],
        [() => [365, 0], 1],
        [
          () => {
            const end = rnd.int(30, 700);
            return [end + 30, end];
          },
          2,
        ],
        [
          () => {
            const end = rnd.int(400, 800);
            return [end + 90, end];
          },
          1,
        ],
      ])();
      filter.dateFrom = day(from);
      filter.dateTo = day(to);
    }
    if (rnd.next() < 0.15 && v.places.length) {
      const place = weighted(v.places.map((p) => [p, p.weight] as [typeof p, number]));
      filter.state = place.state;
      if (rnd.next() < 0.6) filter.city = place.city;
    }
    if (rnd.next() < 0.12) filter.name = rnd.next() < 0.75 ? v.name.common : v.name.none;
    if (rnd.next() < 0.08) filter.fantasyName = rnd.next() < 0.75 ? v.client.common : v.client.none;
    const order =
      rnd.next() < 0.5
        ? undefined
        : { field: rnd.pick(['CREATED_AT', 'ESTIMATED']), direction: rnd.pick(['ASC', 'DESC']) };
    return { filter, order, pageSize: weighted(PAGE_SIZES), page: 1, pageCount: 1 };
  };

  /** What a list asks, to tell which kinds of list are slow. */
  const tagsOf = (l: NonNullable<User['last']>, role: Role) => {
    const f = l.filter;
    return [
      l.page === 1 ? 'first page' : l.page <= 5 ? 'pages 2-5' : 'deep page (> 5)',
      `${l.pageSize} rows`,
      role === 'resale' || role === 'seller' ? 'resale scope' : 'brand scope',
      Object.keys(f).length ? 'filtered' : 'no filter',
      ...(f.statuses ? ['statuses'] : []),
      ...(f.dateFrom ? ['date range'] : []),
      ...(f.state ? [f.city ? 'state and city' : 'state'] : []),
      ...(f.name ? [f.name === v.name.none ? 'name (no match)' : 'name (~2%)'] : []),
      ...(f.fantasyName ? [f.fantasyName === v.client.none ? 'client (no match)' : 'client (~2%)'] : []),
      l.order ? `${l.order.field} ${l.order.direction}` : 'default order',
    ];
  };

  const list = async (user: User, next: NonNullable<User['last']>) => {
    const data = await send_(
      user,
      'list',
      {
        filter: next.filter,
        ...(next.order ? { order: next.order } : {}),
        page: next.page,
        pageSize: next.pageSize,
      },
      tagsOf(next, user.role),
    );
    if (!data) return;
    remember(user, data.opportunities.items);
    user.last = { ...next, pageCount: data.opportunities.pageInfo.pageCount };
  };

  const actions: Record<Op, (user: User) => Promise<void>> = {
    async list(user) {
      const last = user.last;
      if (last && last.pageCount > 1 && rnd.next() < 0.35) {
        // Paging through the list it has: the next page, or one far down (the page links, a typed page number).
        const page =
          rnd.next() < 0.6
            ? Math.min(last.page + 1, last.pageCount)
            : Math.round(Math.exp(Math.log(2) + rnd.next() * (Math.log(last.pageCount) - Math.log(2))));
        return list(user, { ...last, page });
      }
      return list(user, newList());
    },
    async details(user) {
      if (!user.seen.length) return list(user, newList());
      await send_(user, 'details', { id: rnd.pick(user.seen) });
    },
    async history(user) {
      if (!user.seen.length) return list(user, newList());
      await send_(user, 'history', { typeId: rnd.pick(user.seen), page: 1, pageSize: 10 });
    },
    async dashboard(user) {
      const data = await send_(user, 'dashboard', {});
      if (data) remember(user, data.dashboard.latest);
    },
    async me(user) {
      await send_(user, 'me', {});
    },
    async create(user) {
      const n = creations++;
      const root = `${v.cnpjPrefix}${String(n % 10_000).padStart(4, '0')}`;
      const place = v.places.length ? rnd.pick(v.places) : { state: 'SP', city: 'São Paulo' };
      const company = `Carga ${n} ${v.client.common}`;
      const data = await send_(user, 'create', {
        input: createOpportunityInput({
          cnpj: withCheckDigits(`${root}0001`),
          fantasyName: company,
          corporateName: `${company} Comércio Ltda`,
          state: place.state,
          city: place.city,
        }),
      });
      if (data) user.seen.push(data.createOpportunity.opportunity.id);
    },
    async approve(user) {
      let row = user.toApprove.shift();
      if (!row) {
        // The representative looks for work: the list of opportunities in analysis, then one of them.
        await list(user, {
          filter: { statuses: ['ANALYSIS'] },
          order: rnd.next() < 0.5 ? undefined : { field: 'CREATED_AT', direction: 'ASC' },
          pageSize: 25,
          page: rnd.int(1, 3),
          pageCount: 1,
        });
        row = user.toApprove.shift();
        if (!row) return;
        await think();
      }
      await send_(user, 'approve', { input: { id: row.id, name: row.name || 'Oportunidade aprovada' } });
    },
  };

  const think = () => new Promise((r) => setTimeout(r, THINK_MS[0] + rnd.next() * (THINK_MS[1] - THINK_MS[0])));
  const act = (user: User): Promise<void> => {
    let op = weighted(MIX);
    if (op === 'write')
      op = user.role === 'representative' ? 'approve' : user.role === 'support' ? 'details' : 'create';
    // The dashboard is the representatives' and support's landing page; the resale side lands on the list.
    if (op === 'dashboard' && (user.role === 'resale' || user.role === 'seller')) {
      return list(user, { filter: {}, pageSize: 10, page: 1, pageCount: 1 });
    }
    return actions[op](user);
  };

  const begin = performance.now();
  windowStart = begin + plan.warmupMs;
  windowEnd = windowStart + plan.durationMs;
  loop.enable();
  setTimeout(() => send({ type: 'window-start' }), plan.warmupMs);
  setTimeout(() => send({ type: 'window-end' }), plan.warmupMs + plan.durationMs);
  const progress = setInterval(() => {
    const now = performance.now();
    if (now < windowStart) return;
    const done = OPS.reduce((s, op) => s + latencies[op].length, 0);
    const errs = OPS.reduce((s, op) => s + errors[op], 0);
    console.log(
      `  +${Math.round((now - windowStart) / 1000)} s: ${done} answers, ${errs} errors, ${pending.size} awaited`,
    );
  }, 10_000);
  await Promise.all(
    all.map(async (user) => {
      await new Promise((r) => setTimeout(r, (user.index / all.length) * plan.warmupMs * 0.8));
      while (performance.now() < windowEnd) {
        await act(user);
        await think();
      }
    }),
  );
  // Every user has stopped; the answers still awaited are waited for, and those that never come are errors.
  const deadline = windowEnd + GRACE_MS;
  while (pending.size && performance.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  clearInterval(progress);
  loop.disable();
  let unfinished = 0;
  for (const [id, p] of pending) {
    pending.delete(id);
    if (!inWindow(p.at)) continue;
    unfinished += 1;
    timed(p.op, performance.now() - p.at, []);
    failure(p.op, p.at, 'UNFINISHED', `no answer after ${Math.round(performance.now() - p.at)} ms`);
  }
  return {
    latencies,
    errors,
    errorsByCode,
    retryAfter,
    unavailable,
    unfinished,
    windowMs: plan.durationMs,
    loginMs: {
      n: loginTimes.length,
      p50: round1(percentile(loginTimes, 0.5)),
      max: round1(loginTimes[loginTimes.length - 1] ?? 0),
      totalMs: Math.round(loginTotal),
    },
    loopDelayP99Ms: round1(loop.percentile(99) / 1e6),
    examples,
    listKinds,
    answerSizes: Object.fromEntries(
      Object.entries(sizes).map(([op, z]) => [op, { mean: Math.round(z.total / z.n), max: z.max }]),
    ),
    ...(plan.record ? { acknowledged, failures, statuses, marks } : {}),
  };
}

/**
 * The users of this bench against servers started elsewhere (deploy/drill): the generator child over `plan`, with
 * `onWindow` called as its counted window starts and ends, and `mark` to note the requests awaited at a moment.
 */
export function startGenerator(plan: Plan, onWindow: (edge: 'start' | 'end') => void = () => {}) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    env: { ...process.env, BENCH_LOAD_GENERATOR: '1' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const result = new Promise<GeneratorResult>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`load generator exited (${code}) before its result`)));
    child.on('message', (m: FromGenerator) => {
      if (m.type === 'window-start') onWindow('start');
      else if (m.type === 'window-end') onWindow('end');
      else if (m.type === 'result') resolve(m.result);
      else reject(new Error(`load generator: ${m.message}`));
    });
    child.send(plan);
  });
  return {
    result,
    mark: (name: string) => child.connected && child.send({ type: 'mark', name } satisfies ToGenerator),
    kill: () => child.exitCode === null && child.signalCode === null && child.kill('SIGKILL'),
  };
}

export { type GeneratorResult, type Plan, vocabularyOf };

if (process.env.BENCH_LOAD_GENERATOR) {
  const send = (m: FromGenerator) => process.send?.(m);
  process.once('message', (plan: Plan) => {
    generate(plan, send).then(
      (result) => process.send?.({ type: 'result', result } satisfies FromGenerator, () => process.exit(0)),
      (error: unknown) =>
        process.send?.(
          { type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) },
          () => process.exit(1),
        ),
    );
  });
} else if (isMain(import.meta.url)) {
  writeResult('load', await run());
  process.exit(0);
}
