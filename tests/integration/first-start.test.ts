import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type PortalProcess, startPortal } from '../../bench/portal-process.js';
import { openDb } from '../../server/db/connection.js';
import { demoAccounts } from '../../server/db/seed/accounts.js';
import { login } from '../fixtures/http.js';
import { isPostgresTest } from '../fixtures/test-db.js';

// `npm start` (compiled, one process) on an empty data folder: a child process creates, migrates and seeds the
// embedded database before the portal opens it. PGlite only: with DATABASE_URL nothing is created in a child.
const START_MS = 180_000;

let portal: PortalProcess | undefined;
const dirs: string[] = [];
afterEach(async () => {
  await portal?.stop();
  portal = undefined;
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

const emptyDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-first-start-'));
  dirs.push(dir);
  return dir;
};

async function counts(dataDir: string) {
  const db = await openDb({ dataDir });
  try {
    const [row] = await db.query<{ users: number; opportunities: number }>(
      `SELECT (SELECT count(*)::int FROM auth.users) AS users,
              (SELECT count(*)::int FROM api.opportunities) AS opportunities`,
    );
    return row;
  } finally {
    await db.close();
  }
}

describe.skipIf(isPostgresTest())('first start on an empty data folder', () => {
  // One seeded first start serves both cases (each costs some 30 s): it begins where a first start killed during
  // the seed left off, with the half-built staging folder of a process now gone.
  it(
    'starts from scratch after a first start cut short, seeds the demo data, and a restart keeps it without seeding',
    async () => {
      const dataDir = emptyDataDir();
      const gone = spawnSync('true').pid;
      const staging = path.join(dataDir, `.pglite-first-start-${gone}`, 'pglite');
      fs.mkdirSync(staging, { recursive: true });
      fs.writeFileSync(path.join(staging, 'PG_VERSION'), '17\n');
      portal = await startPortal({ dataDir, seedDemo: true });
      await login(portal.authUrl, demoAccounts.representative.email);
      await portal.stop();
      // The staging folder was moved into place, the stale one removed: only the database (and the outbox) remain.
      expect(fs.readdirSync(dataDir).filter((f) => f !== 'outbox')).toEqual(['pglite']);
      const first = await counts(dataDir);
      expect(first.users).toBeGreaterThan(0);
      expect(first.opportunities).toBeGreaterThan(0);

      portal = await startPortal({ dataDir, seedDemo: true });
      await login(portal.authUrl, demoAccounts.representative.email);
      await portal.stop();
      expect(await counts(dataDir)).toEqual(first);
    },
    START_MS * 2,
  );

  it(
    'creates an empty, migrated database with SEED_DEMO=false',
    async () => {
      const dataDir = emptyDataDir();
      portal = await startPortal({ dataDir, seedDemo: false });
      await portal.stop();
      expect(await counts(dataDir)).toEqual({ users: 0, opportunities: 0 });
    },
    START_MS,
  );
});
