/**
 * A migration renamed after its release (RENAMED_MIGRATIONS: two shared the number 010) is not applied again on a
 * database that recorded it under its old name, and that name stays recorded for the previous release's processes.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrate, RENAMED_MIGRATIONS } from '../../server/db/migrate.js';
import { createTestDb } from '../fixtures/test-db.js';

let testDb: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb?.drop());

it('a database that applied a renamed migration under its old name applies nothing again, and keeps both names', async () => {
  const { db } = testDb;
  // As the previous release left it: every migration applied, the renamed ones under their old names.
  for (const [now, was] of RENAMED_MIGRATIONS) {
    await db.query('DELETE FROM public.schema_migrations WHERE name = $1', [now]);
    await db.query('INSERT INTO public.schema_migrations (name) VALUES ($1)', [was]);
  }
  expect(await migrate(db)).toEqual([]);
  const recorded = (await db.query<{ name: string }>('SELECT name FROM public.schema_migrations')).map((r) => r.name);
  for (const [now, was] of RENAMED_MIGRATIONS) expect(recorded).toEqual(expect.arrayContaining([now, was]));
  // And again: the second run finds both and adds nothing.
  expect(await migrate(db)).toEqual([]);
});
