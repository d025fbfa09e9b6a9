import crypto from 'node:crypto';
import fs from 'node:fs';
import { growBrand } from '../tests/fixtures/grow.js';
import { ensureDerivedTemplate } from '../tests/fixtures/test-db.js';

/** Rows of the grown brand: BENCH_ROWS (the targets are set at 1,000,000 on PostgreSQL), 20,000 by default. */
export const benchRows = () => Number(process.env.BENCH_ROWS ?? 20_000);

/**
 * The bench's databases: BENCH_DATABASE_URL selects PostgreSQL (else PGlite), and the brand "scanora" grown to
 * BENCH_ROWS is kept as a template (built once per migrations, seed and day; a million rows take minutes), so that
 * every bench module and every run starts from its own copy: `startGateway({ template })`, `startCluster({ template })`.
 */
export async function grownTemplate(rows = benchRows()): Promise<{ template: string; growMs: number }> {
  process.env.TEST_DB_KIND = process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite';
  if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
  // Named by the growing code too: a change to it grows a new template instead of reusing one grown the old way.
  const grower = fs.readFileSync(new URL('../tests/fixtures/grow.ts', import.meta.url));
  const template = `grown_${rows}_${crypto.createHash('sha256').update(grower).digest('hex').slice(0, 8)}`;
  const start = performance.now();
  await ensureDerivedTemplate(template, (db) => growBrand(db, 'scanora', rows));
  return { template, growMs: Math.round(performance.now() - start) };
}
