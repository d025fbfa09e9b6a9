/**
 * A PostgreSQL connection dropped under the service (pg_terminate_backend, a server restart) fails the call in
 * flight cleanly (503, or success after one retry where that is safe) and never kills the process; the pool
 * reconnects by itself. PostgreSQL only (PGlite has no connections to drop): runs when TEST_DATABASE_URL is set.
 * Each test file has its own database, and its pool's application_name is that database's name, so the
 * terminations below reach this file's connections only.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../fixtures/http.js';
import { type Stack, startStack } from '../fixtures/stack.js';
import { isPostgresTest } from '../fixtures/test-db.js';
import { EMAILS } from './opportunities-fixture.js';

describe.skipIf(!isPostgresTest())('a dropped PostgreSQL connection', () => {
  let stack: Stack;
  let admin: pg.Client;
  let token: string;
  const uncaught: unknown[] = [];
  const onUncaught = (err: unknown) => uncaught.push(err);

  /** Ends every server connection of the stack's pool; returns how many it ended. */
  async function terminate(): Promise<number> {
    const { rows } = await admin.query(
      `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
        WHERE datname = $1 AND pid <> pg_backend_pid() AND application_name = $1`,
      [new URL(stack.config.databaseUrl!).pathname.slice(1)],
    );
    return rows.filter((r) => r.ended).length;
  }

  beforeAll(async () => {
    stack = await startStack();
    admin = new pg.Client({ connectionString: stack.config.databaseUrl, application_name: 'terminator' });
    await admin.connect();
    token = (await login(stack.authUrl, EMAILS.representative)).access_token;
    process.on('uncaughtException', onUncaught);
  });
  afterAll(async () => {
    process.off('uncaughtException', onUncaught);
    await admin?.end();
    await stack?.stop();
  });

  it('a transaction whose connection is terminated between statements runs again, without crashing', async () => {
    let runs = 0;
    const result = await stack.db.tx(async (q) => {
      runs += 1;
      await q.query('SELECT 1');
      if (runs === 1) {
        expect(await terminate()).toBeGreaterThan(0);
        // The checked-out, idle client learns of its end from the socket: give it the time to.
        await new Promise((r) => setTimeout(r, 200));
      }
      const [row] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM api.opportunities');
      return row.n;
    });
    expect(runs).toBe(2);
    expect(result).toBeGreaterThanOrEqual(0);
    expect(uncaught).toEqual([]);
  });

  it('a job holding the advisory lock survives its connection being terminated', async () => {
    const out = await stack.db.withAdvisoryLock(987_654, async () => {
      await terminate();
      await new Promise((r) => setTimeout(r, 200));
      return 'done';
    });
    expect(out).toEqual({ ran: true, result: 'done' });
    expect(uncaught).toEqual([]);
    // The lock went with the session: it is free again.
    expect((await stack.db.withAdvisoryLock(987_654, async () => 'again')).ran).toBe(true);
  });

  it('calls in flight answer 200 or 503, never 500; the API stays up and later calls succeed', async () => {
    const get = () => call(stack.apiUrl, 'GET', '/opportunity/all', { token, brand: 'scanora' });
    expect((await get()).status).toBe(200);
    const statuses: number[] = [];
    const calls: Promise<void>[] = [];
    for (let round = 0; round < 8; round++) {
      for (let i = 0; i < 6; i++) calls.push(get().then((r) => void statuses.push(r.status)));
      await new Promise((r) => setTimeout(r, 10));
      await terminate();
    }
    await Promise.all(calls);
    expect(statuses.length).toBe(48);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(uncaught).toEqual([]);

    const later = await Promise.all(Array.from({ length: 5 }, get));
    expect(later.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const health = await fetch(new URL('/healthz', stack.apiUrl));
    expect(health.status).toBe(200);
  });
});
