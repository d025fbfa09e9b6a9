import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PortalProcess, startPortal } from '../../bench/portal-process.js';
import { buildSchema } from '../../server/gateway/schema.js';
import { createTestDataDir, isPostgresTest } from '../fixtures/test-db.js';

// The commands the README, docs/ and the operator commands' usage texts give, run as a reader would run them: the
// README's own line creates the API token, each curl goes to a started portal, and each GraphQL query they send is
// validated against the schema first. A usage text once asked for a field that does not exist (400 for everyone who
// copied it): an example that no longer works fails here.
const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
/** The default service key of a development set-up (server/lib/config.ts), as the README names it. */
const DEV_SERVICE_KEY = 'dev-service-key';

/** docs/design.md's sections 12 (metrics) and 13 (API tokens). */
function designSections() {
  const design = read('docs/design.md');
  return design.slice(design.indexOf('\n## 12. '), design.indexOf('\n## 14. '));
}

/** What an operator command prints for --help. */
function usage(cli: string) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', `server/cli/${cli}`, '--help'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  expect(run.status).toBe(0);
  return run.stdout;
}

/** Every curl command of a text: in a code block (continued lines joined), in a `code span`, or in a usage text. */
function curlCommands(text: string): string[] {
  return [...text.replace(/\\\n\s*/g, ' ').matchAll(/\bcurl\s+-[^`\n]*/g)].map((m) => m[0].trim());
}

/** The GraphQL document a curl command sends (`-d '{"query": ...}'`), if any. */
function queryOf(command: string): string | undefined {
  const body = /-d\s+'(\{.*?\})'/.exec(command)?.[1];
  return body ? (JSON.parse(body) as { query: string }).query : undefined;
}

const sources = () => ({
  'README.md': read('README.md'),
  'docs/operations.md': read('docs/operations.md'),
  'docs/design.md sections 12-13': designSections(),
  'token:* usage': usage('api-tokens.ts'),
  'user:create usage': usage('user-create.ts'),
  'decision-times:recount usage': usage('recount-decision-times.ts'),
});

/** The README's lines of one code block that holds `marker`, continued lines joined. */
function readmeBlockLines(marker: string): string[] {
  const block = [...read('README.md').matchAll(/```sh\n([\s\S]*?)```/g)]
    .map((m) => m[1])
    .find((b) => b.includes(marker));
  if (!block) throw new Error(`no README code block with ${marker}`);
  return block
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .filter(Boolean);
}

describe('the examples the documentation prints', () => {
  const all = sources();
  const commands = Object.entries(all).flatMap(([source, text]) => curlCommands(text).map((c) => ({ source, c })));

  it('are found where they are expected', () => {
    const from = new Set(commands.map((x) => x.source));
    expect(from).toEqual(new Set(['README.md', 'docs/design.md sections 12-13', 'token:* usage']));
    expect(commands.filter((x) => queryOf(x.c)).length).toBeGreaterThanOrEqual(2);
  });

  it('send GraphQL documents that the schema accepts', () => {
    const schema = buildSchema();
    for (const { source, c } of commands) {
      const query = queryOf(c);
      if (!query) continue;
      expect(validate(schema, parse(query)).map((e) => `${source}: ${e.message}`)).toEqual([]);
    }
  });

  describe.skipIf(isPostgresTest())('run against a started portal', () => {
    let portal: PortalProcess | undefined;
    let data: Awaited<ReturnType<typeof createTestDataDir>>;
    let token = '';
    const tokenBlock = readmeBlockLines('token:create');
    const sh = (line: string, env: Record<string, string> = {}) =>
      spawnSync('sh', ['-c', line], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: data.dataDir, ...env },
      });

    beforeAll(async () => {
      data = await createTestDataDir();
      // The README's own line, with the portal stopped as it says (the embedded database takes one process).
      const create = tokenBlock.find((l) => l.startsWith('TOKEN=$('));
      const created = sh(`${create}\nprintf %s "$TOKEN"`);
      expect(created.stderr).toBe('');
      token = created.stdout;
      expect(token).toMatch(/^tok_/);
      portal = await startPortal({ dataDir: data.dataDir });
    }, 180_000);

    afterAll(async () => {
      await portal?.stop();
      await data?.drop();
    });

    /** The command aimed at this portal: its ports for the documented 4000-4003, the placeholders filled in. */
    function aimed(command: string): string {
      const ports: Record<string, string> = {
        4000: new URL(portal!.url).port,
        4001: new URL(portal!.apiUrl).port,
        4002: new URL(portal!.authUrl).port,
        4003: new URL(portal!.mailerUrl).port,
      };
      return command
        .replace(/:(400[0-3])\b/g, (_m, port: string) => `:${ports[port]}`)
        .replaceAll('<marca>', 'scanora')
        .replaceAll('<token>', '$TOKEN');
    }

    it('answer each curl command without an error', () => {
      for (const { source, c } of commands) {
        const run = sh(aimed(c), { TOKEN: token, SERVICE_KEY: DEV_SERVICE_KEY });
        const where = `${source}: ${c}\n${run.stderr}${run.stdout.slice(0, 500)}`;
        expect(run.status, where).toBe(0);
        if (queryOf(c)) {
          const reply = JSON.parse(run.stdout) as { data?: unknown; errors?: unknown[] };
          expect(reply.errors, where).toBeUndefined();
          expect(reply.data, where).toBeTruthy();
        } else {
          expect(run.stdout, where).toContain('# TYPE http_request_duration_seconds histogram');
        }
      }
    });

    it('list and revoke the token with the README lines once the portal is stopped', async () => {
      await portal?.stop();
      portal = undefined;
      const [list, revoke] = ['token:list', 'token:revoke'].map((name) =>
        tokenBlock.find((l) => l.startsWith(`npm run ${name}`)),
      );
      const listed = sh(list!);
      expect(listed.status, listed.stderr).toBe(0);
      expect(listed.stdout).toContain('BI noturno');
      const revoked = sh(revoke!);
      expect(revoked.status, revoked.stderr).toBe(0);
      expect(revoked.stdout).toContain('Token "BI noturno" revogado');
    });
  });
});
