import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  creationFromRows,
  creationRollup,
  decisionRollup as decisionCounts,
  expectBrandRollupsAgree,
  decisionsFromHistory as historyDecisions,
} from '../fixtures/rollups.js';
import { type Stack, startStack } from '../fixtures/stack.js';
import { isPostgresTest } from '../fixtures/test-db.js';

// The dashboard's rollup (migration 010a_opportunity_counts) must always equal an aggregation of the rows it stands for.
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.stop());

const fromRows = () => creationFromRows(stack.db);
const fromRollup = () => creationRollup(stack.db);

test('the rollup follows inserts, status and value changes, deletion flags and deletes, in bulk or one by one', async () => {
  expect(await fromRollup()).toEqual(await fromRows());
  const [one] = await stack.db.query<{ id: string }>(
    "SELECT id FROM api.opportunities WHERE brand = 'scanora' AND status = 'analysis' ORDER BY id LIMIT 1",
  );
  await stack.db.tx(async (q) => {
    await q.query("UPDATE api.opportunities SET status = 'approved', estimated = estimated + 10 WHERE id = $1", [
      one.id,
    ]);
    await q.query("UPDATE api.opportunities SET is_deleted = true WHERE brand = 'yep' AND status = 'expired'");
    await q.query(`INSERT INTO api.opportunities (brand, cnpj, cnpj_root, user_id, estimated, created_at)
      SELECT brand, cnpj, cnpj_root, user_id, estimated, created_at - interval '40 days'
      FROM api.opportunities WHERE brand = 'scanora' LIMIT 50`);
  });
  await stack.db.query(
    "DELETE FROM api.opportunities o WHERE brand = 'scanora' AND status = 'analysis' AND NOT EXISTS (SELECT 1 FROM api.opportunity_products p WHERE p.opportunity_id = o.id) AND NOT EXISTS (SELECT 1 FROM api.opportunity_projects p WHERE p.opportunity_id = o.id) AND NOT EXISTS (SELECT 1 FROM api.crm_opportunities c WHERE c.opportunity_id = o.id)",
  );
  expect(await fromRollup()).toEqual(await fromRows());
});

const decisionsFromHistory = () => historyDecisions(stack.db);
const decisionRollup = () => decisionCounts(stack.db);
const brandRollupsAgree = () => expectBrandRollupsAgree(stack.db);

test('the decisions rollups follow the history and the scope of the opportunities decided, whatever writes them', async () => {
  expect(await decisionRollup()).toEqual(await decisionsFromHistory());
  await brandRollupsAgree();
  const ids = await stack.db.query<{ id: string }>(
    "SELECT id FROM api.opportunities WHERE brand = 'scanora' AND NOT is_deleted ORDER BY id LIMIT 6",
  );
  const decision = (id: string, to: string, at: string, kind = 'change') =>
    stack.db.query(
      `INSERT INTO api.history (brand, type, type_id, action_type, modifications, kind, created_at)
       VALUES ('scanora', 'opportunity', $1, 'update', $2, $3, $4)`,
      [id, JSON.stringify([{ attribute: 'status', oldValue: 'analysis', newValue: to }]), kind, at],
    );
  // Decisions written one by one and in bulk, a note claiming one, and rows that name no opportunity.
  await decision(ids[0].id, 'approved', '2026-03-31T23:30:00-03:00');
  await decision(ids[1].id, 'disapproved', '2026-04-01T00:10:00-03:00');
  await decision(ids[2].id, 'approved', '2026-04-02T10:00:00-03:00', 'note');
  await decision('not-a-uuid', 'approved', '2026-04-02T10:00:00-03:00');
  await decision('00000000-0000-4000-8000-00000000dead', 'approved', '2026-04-02T10:00:00-03:00');
  await stack.db.query(
    `INSERT INTO api.history (brand, type, type_id, action_type, modifications, created_at)
     SELECT 'scanora', 'opportunity', id::text, 'update',
       '[{"attribute": "status", "oldValue": "awaiting_renovation", "newValue": "approved"}]', now()
     FROM api.opportunities WHERE brand = 'scanora' AND NOT is_deleted ORDER BY id LIMIT 20`,
  );
  expect(await decisionRollup()).toEqual(await decisionsFromHistory());
  // An operator's corrections: a change turned into a note, an entry moved to another month, one removed.
  await stack.db.query(`UPDATE api.history SET kind = 'note' WHERE type_id = $1`, [ids[1].id]);
  await stack.db.query(`UPDATE api.history SET created_at = created_at - interval '40 days' WHERE type_id = $1`, [
    ids[0].id,
  ]);
  await stack.db.query(`DELETE FROM api.history WHERE type_id = $1 AND kind = 'change'`, [ids[3].id]);
  expect(await decisionRollup()).toEqual(await decisionsFromHistory());
  // The opportunities' scope changes: deleted, handed to another owner, moved to another resale, removed.
  await stack.db.tx(async (q) => {
    await q.query('UPDATE api.opportunities SET is_deleted = true WHERE id = $1', [ids[4].id]);
    await q.query(
      "UPDATE api.opportunities SET user_id = '00000000-0000-4000-8000-000000000004' WHERE id = ANY($1::uuid[])",
      [ids.slice(0, 3).map((r) => r.id)],
    );
    await q.query("UPDATE api.opportunities SET status = 'expired' WHERE id = $1", [ids[5].id]);
  });
  await stack.db.query(
    `UPDATE api.opportunities SET resale_id = NULL WHERE brand = 'scanora' AND id IN (
       SELECT id FROM api.opportunities WHERE brand = 'scanora' ORDER BY id OFFSET 6 LIMIT 10)`,
  );
  expect(await decisionRollup()).toEqual(await decisionsFromHistory());
  await brandRollupsAgree();
});

test.skipIf(!isPostgresTest())(
  'decisions and scope changes racing on the same opportunities leave the rollups exact (PostgreSQL)',
  async () => {
    const ids = (
      await stack.db.query<{ id: string }>(
        "SELECT id FROM api.opportunities WHERE brand = 'scanora' AND NOT is_deleted AND status = 'analysis' ORDER BY id LIMIT 30",
      )
    ).map((r) => r.id);
    // As the portal decides: the row changes and its history entry is written in one transaction.
    const decide = (id: string) =>
      stack.db.tx(async (q) => {
        await q.query("UPDATE api.opportunities SET status = 'approved' WHERE id = $1", [id]);
        await q.query(
          `INSERT INTO api.history (brand, type, type_id, action_type, modifications)
           VALUES ('scanora', 'opportunity', $1, 'update', '[{"attribute": "status", "oldValue": "analysis", "newValue": "approved"}]')`,
          [id],
        );
      });
    const remove = (id: string) => stack.db.query('UPDATE api.opportunities SET is_deleted = true WHERE id = $1', [id]);
    const handOver = (id: string) =>
      stack.db.query("UPDATE api.opportunities SET user_id = '00000000-0000-4000-8000-000000000004' WHERE id = $1", [
        id,
      ]);
    await Promise.all(ids.flatMap((id, i) => (i % 2 ? [decide(id), remove(id)] : [handOver(id), decide(id)])));
    expect(await decisionRollup()).toEqual(await decisionsFromHistory());
    expect(await fromRollup()).toEqual(await fromRows());
    await brandRollupsAgree();
  },
);

test('the words of the names (and their pieces, migration 038) follow every change of the names and of what they carry', async () => {
  const COLUMNS = 'id, brand, created_at, estimated::text, status, state, resale_id, user_id, is_deleted';
  const fromNames = () =>
    stack.db.query(
      `SELECT w AS word, ${COLUMNS} FROM api.opportunities o CROSS JOIN LATERAL api.name_entries(o.name_search) w
       ORDER BY id, word`,
    );
  const words = () => stack.db.query(`SELECT word, ${COLUMNS} FROM api.opportunity_name_words ORDER BY id, word`);
  expect(await words()).toEqual(await fromNames());
  const [one] = await stack.db.query<{ id: string }>(
    "SELECT id FROM api.opportunities WHERE brand = 'scanora' AND NOT is_deleted ORDER BY id LIMIT 1",
  );
  await stack.db.query("UPDATE api.opportunities SET name = 'Coletores  Ária\tnovos', estimated = 5 WHERE id = $1", [
    one.id,
  ]);
  await stack.db.query("UPDATE api.opportunities SET name = NULL WHERE brand = 'yep' AND status = 'approved'");
  await stack.db.query("UPDATE api.opportunities SET state = 'PR', status = 'expired' WHERE brand = 'kodix'");
  await stack.db.query(
    "DELETE FROM api.opportunities o WHERE brand = 'scanora' AND status = 'disapproved' AND NOT EXISTS (SELECT 1 FROM api.opportunity_products p WHERE p.opportunity_id = o.id) AND NOT EXISTS (SELECT 1 FROM api.opportunity_projects p WHERE p.opportunity_id = o.id) AND NOT EXISTS (SELECT 1 FROM api.crm_opportunities c WHERE c.opportunity_id = o.id)",
  );
  expect(await words()).toEqual(await fromNames());
  const [{ vocabulary }] = await stack.db.query<{ vocabulary: string[] }>(
    "SELECT array_agg(term ORDER BY term) AS vocabulary FROM api.opportunity_search_terms WHERE kind = 'word' AND term IN ('coletores', 'aria', 'novos')",
  );
  expect(vocabulary).toEqual(['aria', 'coletores', 'novos']);
  const [{ missing }] = await stack.db.query<{ missing: number }>(
    `SELECT count(*)::int AS missing FROM (SELECT DISTINCT api.name_pieces(name_search) AS p FROM api.opportunities) x
     WHERE NOT EXISTS (SELECT 1 FROM api.opportunity_search_terms t WHERE t.kind = 'piece' AND t.term = x.p)`,
  );
  expect(missing).toBe(0);
});
