/**
 * The database the service's pool reaches stops taking writes: a leader demoted under it, or, in the second after a
 * failover, a proxy that still leads to the old one (docs/operations.md, the database cluster; `npm run drill`). A
 * write then answers 503 with Retry-After (never 500), its connection is dropped, and once the proxy leads to a
 * leader again the pool's next connections write, without a restart. PostgreSQL only: a database made read-only for
 * new sessions (default_transaction_read_only) stands for the demoted server.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../fixtures/http.js';
import { type Stack, startStack } from '../fixtures/stack.js';
import { isPostgresTest } from '../fixtures/test-db.js';
import { EMAILS } from './opportunities-fixture.js';

describe.skipIf(!isPostgresTest())('a database that stopped taking writes', () => {
  let stack: Stack;
  let admin: pg.Client;
  let token: string;
  let opportunityId: string;
  let database: string;

  /** Ends every server connection of the stack's pool, so that the next ones start with the database's settings. */
  const terminate = () =>
    admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = $1 AND pid <> pg_backend_pid() AND application_name = $1`,
      [database],
    );
  const note = () =>
    call(stack.apiUrl, 'POST', '/history/create', {
      token,
      brand: 'scanora',
      body: {
        type: 'opportunity',
        typeId: opportunityId,
        actionType: 'update',
        modifications: [{ attribute: 'probabilityClosing', oldValue: '25', newValue: '50' }],
      },
    });

  beforeAll(async () => {
    stack = await startStack();
    database = new URL(stack.config.databaseUrl!).pathname.slice(1);
    admin = new pg.Client({ connectionString: stack.config.databaseUrl, application_name: 'demoter' });
    await admin.connect();
    token = (await login(stack.authUrl, EMAILS.representative)).access_token;
    [{ id: opportunityId }] = await stack.db.query<{ id: string }>(
      "SELECT id FROM api.opportunities WHERE brand = 'scanora' AND NOT is_deleted LIMIT 1",
    );
  });
  afterAll(async () => {
    await admin?.query(`ALTER DATABASE "${database}" RESET default_transaction_read_only`).catch(() => {});
    await admin?.end();
    await stack?.stop();
  });

  it('answers a write with 503 and Retry-After, and writes again once a leader answers', async () => {
    expect((await note()).status).toBe(201);

    await admin.query(`ALTER DATABASE "${database}" SET default_transaction_read_only = on`);
    await terminate();
    const refused = await note();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.body.code).toBe('SERVICE_UNAVAILABLE');

    await admin.query(`ALTER DATABASE "${database}" RESET default_transaction_read_only`);
    // Connections opened while it was read-only stay so: each is dropped at its first refused write, never lent again.
    // Writes at once lend every idle connection (one after the other, the pool lends the last one returned, and a
    // read-only one further down was reached only when two requests overlapped: seen as a 503 on the 9th of 12).
    const flushing = await Promise.all(Array.from({ length: 12 }, () => note()));
    expect(flushing.map((r) => r.status).filter((s) => s !== 201 && s !== 503)).toEqual([]);
    const after = await Promise.all(Array.from({ length: 12 }, () => note()));
    expect(after.map((r) => r.status)).toEqual(Array(12).fill(201));
    const health = await fetch(new URL('/healthz', stack.apiUrl));
    expect(health.status).toBe(200);
  });
});
