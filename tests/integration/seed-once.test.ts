/**
 * The services of a split deployment started at the same moment on an empty PostgreSQL: each start migrates and seeds
 * (server/cli/open-database.ts). They used to all find the database empty, all seed it, and all but one crash on
 * `users_pkey`; the set-up lock lets the first one seed and the others find its data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/cli/open-database.js';
import type { Db } from '../../server/db/connection.js';
import { systemClock } from '../../server/lib/clock.js';
import { loadConfig } from '../../server/lib/config.js';
import type { Logger } from '../../server/lib/logger.js';
import { createEmptyPostgresDb, createTestDb, isPostgresTest } from '../fixtures/test-db.js';

const SERVICES = ['api', 'auth', 'mailer'] as const;
const ROUNDS = [1, 2, 3];

/** A logger that keeps its messages: how many starts said they seeded. */
function recordingLogger(messages: string[]): Logger {
  const logger: Logger = {
    debug: () => {},
    info: (msg) => void messages.push(msg),
    warn: (msg) => void messages.push(msg),
    error: (msg) => void messages.push(msg),
    child: () => logger,
    enabled: () => true,
  };
  return logger;
}

const usersOf = async (db: Db) => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM auth.users'))[0].n;

describe.skipIf(!isPostgresTest())('the services started together on an empty PostgreSQL', () => {
  /** The users one seed writes: those of the seeded template. */
  let seededUsers: number;
  beforeAll(async () => {
    const seeded = await createTestDb();
    seededUsers = await usersOf(seeded.db);
    await seeded.drop();
  });
  const dropped: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const drop of dropped) await drop();
  });

  it.each(ROUNDS)(
    'all come up, and the demo data is seeded exactly once (round %i)',
    async () => {
      const empty = await createEmptyPostgresDb();
      dropped.push(empty.drop);
      const config = loadConfig({ DATABASE_URL: empty.databaseUrl, SEED_DEMO: 'true', NODE_ENV: 'test' });
      const messages: string[] = [];
      const logger = recordingLogger(messages);

      const opened = await Promise.allSettled(
        SERVICES.map((s) => openDatabase(config, logger, systemClock, `portal-${s}`)),
      );

      const dbs = opened.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
      try {
        expect(opened.map((o) => (o.status === 'rejected' ? String(o.reason) : 'up'))).toEqual(['up', 'up', 'up']);
        expect(messages.filter((m) => m === 'demo data seeded')).toHaveLength(1);
        expect(await usersOf(dbs[0])).toBe(seededUsers);
      } finally {
        await Promise.all(dbs.map((db) => db.close()));
      }
    },
    600_000,
  );
});
