import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fromRoot } from '../lib/paths.js';
import { OUTSIDE_A_TRANSACTION, statementsOf } from './migrate.js';

describe('a migration run outside a transaction', () => {
  it('is split into its statements, comments left out, each ending where a line ends with a semicolon', () => {
    const sql = `${OUTSIDE_A_TRANSACTION}\n-- why\nCREATE INDEX CONCURRENTLY IF NOT EXISTS a ON t\n  (x);\n-- and\nDROP INDEX CONCURRENTLY IF EXISTS b;\n`;
    expect(statementsOf(sql)).toEqual([
      'CREATE INDEX CONCURRENTLY IF NOT EXISTS a ON t\n  (x)',
      'DROP INDEX CONCURRENTLY IF EXISTS b',
    ]);
  });

  it('holds only statements PostgreSQL runs outside a transaction, each safe to run again', () => {
    const migrations = fs.readdirSync(fromRoot('server/db/migrations')).filter((f) => f.endsWith('.sql'));
    for (const file of migrations) {
      const sql = fs.readFileSync(fromRoot(`server/db/migrations/${file}`), 'utf8');
      if (!sql.startsWith(OUTSIDE_A_TRANSACTION)) continue;
      for (const statement of statementsOf(sql)) expect(statement, file).toMatch(/\b(IF NOT EXISTS|IF EXISTS)\b/);
    }
  });
});
