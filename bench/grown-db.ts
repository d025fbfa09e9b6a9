import crypto from 'node:crypto';
import fs from 'node:fs';
import { growBrand } from '../tests/fixtures/grow.js';
import { growVaried } from '../tests/fixtures/grow-varied.js';
import { ensureDerivedTemplate } from '../tests/fixtures/test-db.js';

/** Rows of the grown brand: BENCH_ROWS (the targets are set at 1,000,000 on PostgreSQL), 20,000 by default. */
export const benchRows = () => Number(process.env.BENCH_ROWS ?? 20_000);

/**
 * The two shapes of data every speed target is measured on: `cloned` copies the seed's rows (grow.ts), `varied` is
 * generated with skewed dates, resales and customers of very different sizes, renewals and a full history
 * (grow-varied.ts). A target met on one shape only is not met.
 */
export const DATA_SHAPES = ['cloned', 'varied'] as const;
export type DataShape = (typeof DATA_SHAPES)[number];

const growers: Record<DataShape, { file: string; grow: typeof growBrand }> = {
  cloned: { file: '../tests/fixtures/grow.ts', grow: growBrand },
  varied: { file: '../tests/fixtures/grow-varied.ts', grow: growVaried },
};

/** BENCH_SHAPES=varied limits a run to some shapes; both by default. */
export const benchShapes = (): DataShape[] => {
  const only = process.env.BENCH_SHAPES?.split(',').filter(Boolean);
  return DATA_SHAPES.filter((s) => !only || only.includes(s));
};

/**
 * The bench's databases: BENCH_DATABASE_URL selects PostgreSQL (else PGlite), and the brand "scanora" grown to
 * BENCH_ROWS in the given shape is kept as a template (built once per migrations, seed and day; a million rows take
 * minutes), so that every bench module and every run starts from its own copy: `startGateway({ template })`,
 * `startCluster({ template })`.
 */
export async function grownTemplate(
  rows = benchRows(),
  shape: DataShape = 'cloned',
): Promise<{ template: string; growMs: number }> {
  process.env.TEST_DB_KIND = process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite';
  if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
  // Named by the growing code too: a change to it grows a new template instead of reusing one grown the old way.
  const grower = fs.readFileSync(new URL(growers[shape].file, import.meta.url));
  const hash = crypto.createHash('sha256').update(grower).digest('hex').slice(0, 8);
  const template = `grown_${shape === 'cloned' ? '' : `${shape}_`}${rows}_${hash}`;
  const start = performance.now();
  await ensureDerivedTemplate(template, (db) => growers[shape].grow(db, 'scanora', rows));
  return { template, growMs: Math.round(performance.now() - start) };
}
