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
  test: {
    pool: 'forks',
    projects: [
      { extends: true, test: { name: 'unit', include: ['server/**/*.test.ts', 'brands/**/*.test.ts'] } },
      integration('integration', { TEST_DB_KIND: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL ? [integration('integration-postgres', { TEST_DB_KIND: 'postgres' })] : []),
    ],
  },
});
