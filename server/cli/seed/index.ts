import type { Db } from '../../db/connection.js';
import { withSetupLock } from '../../db/migrate.js';
import type { Clock } from '../../lib/clock.js';
import type { Logger } from '../../lib/logger.js';
import { WITHOUT_STATEMENT_TIMEOUT } from '../../lib/pool-limits.js';
import { seedAccounts } from './accounts.js';
import { DEMO_SEED_STEPS, seedDemoData } from './demo.js';

/**
 * Seeds the demo data of design section 4 once, on an empty database. Returns whether it ran. Services started
 * together on an empty PostgreSQL all find it empty: the set-up lock lets the first seed while the others wait, and
 * they then find its users (without it, every one seeded and all but one crashed on `users_pkey`).
 */
export function seedIfEmpty(db: Db, opts: { clock: Clock; logger: Logger }): Promise<boolean> {
  return withSetupLock(db, () => seedNow(db, opts));
}

async function seedNow(db: Db, opts: { clock: Clock; logger: Logger }): Promise<boolean> {
  const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM auth.users');
  if (n > 0) return false;
  const started = Date.now();
  // What a first start prints while it seeds: each step as it begins, with its rank and what it writes.
  let done = 0;
  const step = (name: string, fields?: Record<string, number>) =>
    opts.logger.info('seeding demo data', { step: name, n: ++done, of: DEMO_SEED_STEPS.length + 1, ...fields });
  // One transaction: a start interrupted half-way leaves an empty database, which seeds again on the next start.
  await db.tx(async (q) => {
    await q.query(WITHOUT_STATEMENT_TIMEOUT);
    step('accounts');
    await seedAccounts(q);
    await seedDemoData(q, opts.clock, step);
  });
  opts.logger.info('demo data seeded', { ms: Date.now() - started });
  return true;
}
