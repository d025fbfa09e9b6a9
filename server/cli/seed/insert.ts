import type { Queryable } from '../../db/connection.js';

/** Keeps each statement well under PostgreSQL's 65 535 bind parameters. */
const MAX_PARAMS = 20_000;

/**
 * Inserts `rows` (values in `columns` order) with multi-row VALUES statements: a few round trips for thousands of
 * rows, which keeps the demo seed within seconds on PGlite. Values are bound, never spliced into the SQL.
 */
export async function insertRows(q: Queryable, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      if (row.length !== columns.length)
        throw new Error(`${table}: row has ${row.length} values, expected ${columns.length}`);
      const slots = row.map((v) => {
        params.push(v);
        return `$${params.length}`;
      });
      return `(${slots.join(', ')})`;
    });
    await q.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, params);
  }
}
