import { afterAll, beforeAll, expect, test } from 'vitest';
import { type Stack, startStack } from '../fixtures/stack.js';

// The dashboard's rollup (migration 010_opportunity_counts) must always equal an aggregation of the rows it stands for.
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.stop());

const KEY = `brand, resale_id, user_id, is_deleted, to_char(created_at AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM'), status`;
const fromRows = () =>
  stack.db.query(
    `SELECT ${KEY.replace(/to_char.*'\)/, '$& AS month')}, count(*)::int AS n, sum(estimated)::text AS estimated
     FROM api.opportunities GROUP BY ${KEY} ORDER BY 1, 2, 3, 4, 5, 6`,
  );
const fromRollup = () =>
  stack.db.query(
    `SELECT brand, resale_id, user_id, is_deleted, month, status, n, estimated::text AS estimated
     FROM api.opportunity_counts WHERE n <> 0 ORDER BY 1, 2, 3, 4, 5, 6`,
  );

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
