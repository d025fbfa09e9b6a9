import { describe, expect, it } from 'vitest';
import { floorOf, importsOf, mayImport } from './check-floors.js';

describe('the floors of the server', () => {
  it('puts each file on its floor, and the top of server/, the entry points, tests and the client on none', () => {
    expect(floorOf('shared/opportunity-total.ts')).toBe('shared');
    expect(floorOf('server/lib/metrics/registry.ts')).toBe('lib');
    expect(floorOf('server/db/connection.ts')).toBe('db');
    expect(floorOf('server/services/service.ts')).toBe('services');
    expect(floorOf('server/services/api/opportunities/money.ts')).toBe('services/api');
    expect(floorOf('server/gateway/datasources/http.ts')).toBe('gateway');
    expect(floorOf('server/cli/seed/index.ts')).toBe('cli');
    expect(floorOf('server/runtime.ts')).toBeUndefined();
    expect(floorOf('server/services/api/main.ts')).toBeUndefined();
    expect(floorOf('server/build/ensure-built.ts')).toBeUndefined();
    expect(floorOf('tests/fixtures/stack.ts')).toBeUndefined();
  });

  it('lets an import point down or stay on its floor, never up or across', () => {
    expect(mayImport('db', 'lib')).toBe(true);
    expect(mayImport('cli', 'services/api')).toBe(true);
    expect(mayImport('services/api', 'services/api')).toBe(true);
    expect(mayImport('lib', 'db')).toBe(false);
    expect(mayImport('lib', 'gateway')).toBe(false);
    expect(mayImport('db', 'services/api')).toBe(false);
    expect(mayImport('gateway', 'services/api')).toBe(false);
    expect(mayImport('services/auth', 'services/api')).toBe(false);
    expect(mayImport('services/api', 'gateway')).toBe(false);
    expect(mayImport('services/api', 'cli')).toBe(false);
  });

  it('reads static, type-only, re-exported, multi-line and dynamic imports, resolved to their .ts files', () => {
    const source = [
      "import { a } from './clock.js';",
      "import type { B } from '../db/connection.js';",
      "export { c } from './metrics/index.js';",
      'import {\n  d,\n  e,\n} from "./errors.js";',
      "const f = await import('./tracing-sdk.js');",
      "import { g } from 'express';",
    ].join('\n');
    expect(importsOf('server/lib/x.ts', source)).toEqual([
      'server/lib/clock.ts',
      'server/db/connection.ts',
      'server/lib/metrics/index.ts',
      'server/lib/errors.ts',
      'server/lib/tracing-sdk.ts',
    ]);
  });
});
