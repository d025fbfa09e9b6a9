/**
 * Resident memory of the one-process portal at rest, as `npm start` runs it (compiled, on embedded PGlite; also on
 * PostgreSQL when BENCH_DATABASE_URL is set), in the two starts a newcomer meets:
 *  - fresh: an empty data folder (an empty database), with the demo seed on as `npm start` has it by default, so the
 *    migrations and the seed run in the start being measured;
 *  - existing: the same portal started again over what the fresh start left.
 * Each start answers /healthz, serves one page and one GraphQL request (what a first visitor loads), is left alone to
 * settle, and its RSS is read from /proc/<pid>/status. The time from the spawn to /healthz 200 and the load average
 * at the reading are reported beside it: a loaded machine slows the start and can leave more garbage uncollected.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type PortalProcess, startPortal } from './portal-process.js';
import { type BenchResult, isMain, writeResult } from './targets.js';

/** The one-process portal at rest in at most this many MiB, after either start. */
const RSS_LIMIT_MIB = 300;
/** How long it is left alone before its memory is read (timers, the first jobs, lazy loads). */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 10_000);

function statusField(pid: number, field: string): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
  if (!kb) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Math.round((Number(kb) / 1024) * 10) / 10;
}

interface AtRest {
  healthyMs: number;
  rssMiB: number;
  peakMiB: number;
  /** os.loadavg() (1, 5, 15 minutes) when RSS was read. */
  loadAvg: number[];
}

/** One page and one GraphQL request, as the first visitor opens the portal; then rest, then the reading. */
async function atRest(portal: PortalProcess): Promise<AtRest> {
  const page = await fetch(portal.url, { headers: { accept: 'text/html' } });
  if (!page.ok) throw new Error(`the page answered ${page.status}`);
  await page.text();
  const gql = await fetch(`${portal.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ brand { slug } }' }),
  });
  if (!gql.ok) throw new Error(`GraphQL answered ${gql.status}: ${await gql.text()}`);
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  return {
    healthyMs: portal.healthyMs,
    rssMiB: statusField(portal.pid, 'VmRSS'),
    peakMiB: statusField(portal.pid, 'VmHWM'),
    loadAvg: os.loadavg().map((l) => Math.round(l * 100) / 100),
  };
}

/** An empty database for the fresh start: a new folder for PGlite, a new database on the PostgreSQL server. */
async function emptyDatabase(): Promise<{ dataDir: string; databaseUrl?: string; drop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-fresh-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return { dataDir, drop: async () => removeDir() };
  const name = `portal_bench_fresh_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      removeDir();
    },
  };
}

async function startAndMeasure(db: { dataDir: string; databaseUrl?: string }): Promise<AtRest> {
  const portal = await startPortal({ dataDir: db.dataDir, databaseUrl: db.databaseUrl, seedDemo: true });
  try {
    return await atRest(portal);
  } finally {
    await portal.stop();
  }
}

export async function run(): Promise<BenchResult> {
  const db = await emptyDatabase();
  try {
    const fresh = await startAndMeasure(db);
    const existing = await startAndMeasure(db);
    return {
      figures: {
        database: db.databaseUrl ? 'postgres' : 'pglite (embedded)',
        settleMs: SETTLE_MS,
        cpus: os.cpus().length,
        fresh,
        existing,
      },
      targets: [
        {
          name: 'one-process portal at rest after a fresh start (RSS)',
          value: fresh.rssMiB,
          limit: RSS_LIMIT_MIB,
          unit: 'MiB',
        },
        {
          name: 'one-process portal at rest on an existing data folder (RSS)',
          value: existing.rssMiB,
          limit: RSS_LIMIT_MIB,
          unit: 'MiB',
        },
      ],
    };
  } finally {
    await db.drop();
  }
}

if (isMain(import.meta.url)) {
  writeResult('idle-memory', await run());
  process.exit(0);
}
