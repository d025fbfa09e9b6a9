/**
 * Resident memory of the one-process portal at rest, as `npm start` runs it (compiled, on embedded PGlite;
 * also on PostgreSQL when BENCH_DATABASE_URL is set). It starts on free ports over a copy of the seeded database,
 * answers /healthz, serves one signed-in page (so that what a first visitor loads is counted), settles, and its RSS
 * is read from /proc/<pid>/status.
 */
import fs from 'node:fs';
import { createTestDb } from '../tests/fixtures/test-db.js';
import { startPortal } from './portal-process.js';
import { type BenchResult, isMain, writeResult } from './targets.js';

/** The one-process portal at rest in at most this many MiB. */
const RSS_LIMIT_MIB = 300;
/** How long it is left alone before its memory is read (timers, the first jobs, lazy loads). */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 10_000);

function statusField(pid: number, field: string): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
  if (!kb) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Math.round((Number(kb) / 1024) * 10) / 10;
}

export async function run(): Promise<BenchResult> {
  process.env.TEST_DB_KIND = process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite';
  if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
  const copy = await createTestDb();
  await copy.db.close();
  const portal = await startPortal({ dataDir: copy.dataDir, databaseUrl: copy.databaseUrl });
  try {
    // One page, as the first visitor opens it: the client and the GraphQL endpoint are loaded too.
    const page = await fetch(portal.url, { headers: { accept: 'text/html' } });
    await page.text();
    const gql = await fetch(`${portal.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ brand { slug } }' }),
    });
    if (!gql.ok) throw new Error(`GraphQL answered ${gql.status}: ${await gql.text()}`);
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const rssMiB = statusField(portal.pid, 'VmRSS');
    const peakMiB = statusField(portal.pid, 'VmHWM');
    return {
      figures: { database: copy.databaseUrl ? 'postgres' : 'pglite (embedded)', settleMs: SETTLE_MS, rssMiB, peakMiB },
      targets: [{ name: 'one-process portal at rest (RSS)', value: rssMiB, limit: RSS_LIMIT_MIB, unit: 'MiB' }],
    };
  } finally {
    await portal.stop();
    await copy.drop();
  }
}

if (isMain(import.meta.url)) {
  writeResult('idle-memory', await run());
  process.exit(0);
}
