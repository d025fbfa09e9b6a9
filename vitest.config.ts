import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// Unit tests sit next to the code; integration tests run the real services on a real database: always on PGlite,
// and a second time on PostgreSQL when TEST_DATABASE_URL is set (.ci/run sets it where a server answers).
const integration = (name: string, env: Record<string, string>) => ({
  extends: true as const,
  test: {
    name,
    include: ['tests/integration/**/*.test.ts'],
    globalSetup: ['tests/fixtures/global-setup.ts'],
    env,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  // graphql ships CJS (main) and ESM (module) builds without an `exports` map: Vite would hand our sources the ESM
  // build while packages loaded by Node (Apollo, graphql-tools) get the CJS one, and graphql-js refuses to mix
  // types from two instances. One instance everywhere, as under Node itself.
  resolve: { alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }] },
  test: {
    pool: 'forks',
    projects: [
      { extends: true, test: { name: 'unit', include: ['server/**/*.test.ts', 'brands/**/*.test.ts'] } },
      integration('integration', { TEST_DB_KIND: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL ? [integration('integration-postgres', { TEST_DB_KIND: 'postgres' })] : []),
    ],
  },
});
