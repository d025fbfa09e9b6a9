/**
 * Benchmarks of the REST services on the seeded demo database (PGlite by default, BENCH_DATABASE_URL for
 * PostgreSQL). Prints the figures and writes them to bench/results/<name>.json. Figures are compared as ratios
 * measured in one run (e.g. a page of 1000 rows against a page of 10), never asserted in tests.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { demoAccounts } from '../server/db/seed/accounts.js';
import { call, login } from '../tests/fixtures/http.js';
import { startStack } from '../tests/fixtures/stack.js';

const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');

async function timeIt(n: number, fn: () => Promise<unknown>) {
  await fn(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  const pct = (p: number) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))];
  return { n, p50: round(pct(0.5)), p95: round(pct(0.95)), max: round(samples[samples.length - 1]) };
}
const round = (x: number) => Math.round(x * 100) / 100;

function write(name: string, data: unknown) {
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}-${process.env.TEST_DB_KIND}.json`);
  fs.writeFileSync(
    file,
    `${JSON.stringify({ at: new Date().toISOString(), db: process.env.TEST_DB_KIND, cpus: os.cpus().length, ...(data as object) }, null, 2)}\n`,
  );
  console.log(`${name}: ${JSON.stringify(data)}`);
}

process.env.TEST_DB_KIND = process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite';
if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
const stack = await startStack();
const scaleTo = Number(process.env.BENCH_ROWS ?? 20_000);

/** Grows one brand to about `target` opportunities by cloning the seeded ones (with their product lines). */
async function growBrand(brand: string, target: number) {
  const [{ n }] = await stack.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM api.opportunities WHERE brand = $1',
    [brand],
  );
  const copies = Math.max(0, Math.ceil(target / n) - 1);
  if (!copies) return;
  await stack.db.tx(async (q) => {
    await q.query(
      `CREATE TEMP TABLE bench_map ON COMMIT DROP AS
       SELECT o.id AS old_id, gen_random_uuid() AS new_id FROM api.opportunities o, generate_series(1, $2) WHERE o.brand = $1`,
      [brand, copies],
    );
    await q.query(`CREATE TEMP TABLE bench_opp ON COMMIT DROP AS
       SELECT m.new_id, o.* FROM bench_map m JOIN api.opportunities o ON o.id = m.old_id`);
    await q.query(`UPDATE bench_opp SET id = new_id, created_at = created_at - random() * interval '300 days'`);
    await q.query('ALTER TABLE bench_opp DROP COLUMN new_id');
    await q.query('INSERT INTO api.opportunities SELECT * FROM bench_opp');
    await q.query(`INSERT INTO api.opportunity_products
         (opportunity_id, position, part_number, description, amount, price, accessory, competition)
       SELECT m.new_id, p.position, p.part_number, p.description, p.amount, p.price, p.accessory, p.competition
       FROM bench_map m JOIN api.opportunity_products p ON p.opportunity_id = m.old_id`);
  });
  await stack.db.query('ANALYZE api.opportunities');
}

try {
  await growBrand('scanora', scaleTo);
  const rep = await login(stack.authUrl, demoAccounts.representative.email);
  const resale = await login(stack.authUrl, demoAccounts.resale.email);
  const [{ n: rows }] = await stack.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM api.opportunities WHERE brand = 'scanora'",
  );

  // Opportunity list: cost of a page as the page grows (the query must not do per-row work).
  const list: Record<string, unknown> = { brandRows: rows };
  for (const amount of [10, 100, 1000]) {
    list[`page${amount}`] = await timeIt(20, async () => {
      const r = await call(stack.apiUrl, 'GET', `/opportunity/all?amount=${amount}&page=1`, {
        token: rep.access_token,
        brand: 'scanora',
      });
      if (r.status !== 200) throw new Error(`list ${r.status}`);
    });
  }
  list.ratio1000to10 = round((list.page1000 as { p50: number }).p50 / (list.page10 as { p50: number }).p50);
  list.filteredByStatus = await timeIt(20, () =>
    call(
      stack.apiUrl,
      'GET',
      '/opportunity/all?amount=100&page=1&status[]=approved&order[field]=estimated&order[direction]=-1',
      {
        token: rep.access_token,
        brand: 'scanora',
      },
    ),
  );
  list.resaleScope = await timeIt(20, () =>
    call(stack.apiUrl, 'GET', '/opportunity/resale?amount=100&page=1', {
      token: resale.access_token,
      brand: 'scanora',
    }),
  );
  write('opportunity-list', list);

  // Dashboard: one SQL aggregation for the whole year.
  write('dashboard', {
    brandRows: rows,
    status: await timeIt(30, () =>
      call(stack.apiUrl, 'GET', '/dashboard/status?brand=scanora', { token: rep.access_token, brand: 'scanora' }),
    ),
  });

  // Login cost is dominated by argon2id (m=19 MiB, t=2): the throttling budget should dwarf it.
  write('login', { login: await timeIt(10, () => login(stack.authUrl, demoAccounts.resale.email)) });

  const mem = process.memoryUsage();
  write('memory', { rssMiB: round(mem.rss / 2 ** 20), heapUsedMiB: round(mem.heapUsed / 2 ** 20) });
} finally {
  await stack.stop();
}
