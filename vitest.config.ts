import fs from 'node:fs';
import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chakraThemeAlias } from './client/build/chakra-theme.js';

// Unit tests sit next to the code; integration tests run the real services on a real database: always on PGlite,
// and a second time on PostgreSQL when TEST_DATABASE_URL is set (.ci/run sets it where a server answers).
const integration = (name: string, env: Record<string, string>) => ({
  extends: true as const,
  test: {
    name,
    include: ['tests/integration/**/*.test.ts'],
    globalSetup: ['tests/fixtures/global-setup.ts'],
    setupFiles: ['tests/fixtures/fresh-connections.ts'],
    env,
    // Only when a test gives up: each waits for its state. A machine loaded to 20-26 took a PGlite lifecycle test
    // from 18 s to 88 s, past the 60 s this was.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // Each file starts its own stack on its own database copy; the server's modules are imported once per worker
    // (with a new process per file, the PGlite project took 312 s on a busy machine, without it 159 s).
    isolate: false,
  },
});

// The built client in real Chromium against the whole stack (playwright-core drives it; no Playwright runner).
const e2eProject = {
  extends: true as const,
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/fixtures/global-setup.ts', 'tests/e2e/global-setup.ts'],
    env: { TEST_DB_KIND: 'pglite' },
    testTimeout: 90_000,
    hookTimeout: 180_000,
    // Two files at a time (maxWorkers), each with its own stack, database copy and browser: a browser test waits
    // on rendering, animations and requests as much as on a core, and one file after the other made the browser
    // tests half of a CI run. Each worker imports the stack's modules once (some 4 s a file here).
    fileParallelism: true,
    isolate: false,
    // After the other projects: a browser and whole stacks next to them would starve a 2-core machine.
    sequence: { groupOrder: 1 },
  },
};

// The browser tests need Chromium (Debian's package; CHROMIUM_PATH overrides). CI installs it and sets
// REQUIRE_BROWSER=1 so that a missing browser fails there; elsewhere the suite says plainly that it skipped them.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const haveBrowser = fs.existsSync(chromiumPath);
if (!haveBrowser) {
  const message = `No Chromium at ${chromiumPath}: the browser (e2e) tests cannot run. Install it with \`apt-get install chromium\` or set CHROMIUM_PATH.`;
  if (process.env.REQUIRE_BROWSER === '1') throw new Error(message);
  // The config is evaluated once per project: say it once.
  const flags = globalThis as { browserWarned?: boolean };
  if (!flags.browserWarned) console.warn(`\n⚠ ${message} Skipping them.\n`);
  flags.browserWarned = true;
}

export default defineConfig({
  // graphql ships CJS (main) and ESM (module) builds without an `exports` map: Vite would hand our sources the ESM
  // build while packages loaded by Node (Apollo, graphql-tools) get the CJS one, and graphql-js refuses to mix
  // types from two instances. One instance everywhere, as under Node itself.
  resolve: { alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }] },
  test: {
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: on a 2-core machine a single worker, so every file ran
    // after the other. The integration files mostly wait on their databases and services: two at once.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'server/**/*.test.ts',
            'brands/**/*.test.ts',
            'shared/**/*.test.ts',
            'schema/**/*.test.ts',
            'client/build/**/*.test.ts',
          ],
        },
      },
      integration('integration', { TEST_DB_KIND: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL ? [integration('integration-postgres', { TEST_DB_KIND: 'postgres' })] : []),
      // The web client's components in jsdom, next to the code they test.
      {
        extends: true,
        plugins: [react()],
        resolve: { alias: [chakraThemeAlias] },
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['client/src/**/*.test.{ts,tsx}'],
          setupFiles: ['client/src/test/setup.ts'],
          isolate: false,
          // user-event types key by key through Chakra's components: slow on a 2-core machine, and a form's test
          // types several fields (20 s was passed with the machine loaded to 12-38). A bound, not a schedule.
          testTimeout: 60_000,
        },
      },
      ...(haveBrowser ? [e2eProject] : []),
    ],
  },
});
