/**
 * Internal tools query the GraphQL endpoint with an API token an operator created (design section 13): it acts with
 * its role on its brand only, can be read-only, has its own rate limit, stops at once when revoked or expired, and
 * everything it changes is attributed to it by name.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TOKEN_REQUESTS_PER_MINUTE } from '../../server/gateway/session/api-token-plugin.js';
import { ManualClock } from '../../server/lib/clock.js';
import type { Logger } from '../../server/lib/logger.js';
import {
  type ApiTokenRequest,
  createApiToken,
  listApiTokens,
  revokeApiToken,
} from '../../server/services/auth/api-tokens.js';
import { startGateway, type TestGateway } from '../fixtures/gateway.js';
import { isPostgresTest } from '../fixtures/test-db.js';

const LIST = '{ opportunities(pageSize: 2) { pageInfo { total } items { id status } } }';
const IN_ANALYSIS = '{ opportunities(pageSize: 1, filter: { statuses: [ANALYSIS] }) { items { id } } }';
const REJECT = 'mutation Reject($input: RejectOpportunityInput!) { rejectOpportunity(input: $input) { __typename } }';
const HISTORY = 'query H($id: ID!) { history(typeId: $id) { items { username } } }';

let g: TestGateway;
let clock: ManualClock;
/** The gateway's log lines. */
const logged: Array<Record<string, unknown>> = [];
const logger: Logger = {
  debug: () => {},
  info: (msg, fields) => void logged.push({ msg, ...fields }),
  warn: () => {},
  error: () => {},
  child: () => logger,
  enabled: () => true,
};
beforeAll(async () => {
  clock = new ManualClock(new Date());
  g = await startGateway({ clock, gateway: { logger } });
});
afterAll(() => g?.stop());

let seq = 0;
async function newToken(overrides: Partial<ApiTokenRequest> = {}) {
  const request: ApiTokenRequest = {
    name: `BI noturno ${++seq}`,
    brand: 'scanora',
    role: 'SUPPORT',
    readOnly: false,
    expiresAt: null,
    ...overrides,
  };
  const { token, secret } = await createApiToken(g.stack.db, request, clock.now());
  return { token, secret };
}

const asTool = (secret: string, query: string, variables?: Record<string, unknown>, host = 'scanora.localhost') =>
  g.browser(host).gql(query, variables, { authorization: `Bearer ${secret}` });

describe('an API token', () => {
  it("queries with its role on its brand, as a bearer token, without a person's password", async () => {
    const { secret } = await newToken();
    expect(secret).toMatch(/^tok_[A-Za-z0-9_-]{43}$/);
    const reply = await asTool(secret, `{ me { name roles } ${LIST.slice(1, -1)} }`);
    expect(reply.errors).toBeUndefined();
    expect(reply.data.me.roles).toEqual(['SUPPORT']);
    expect(reply.data.me.name).toBe(`BI noturno ${seq} (token de API)`);
    expect(reply.data.opportunities.items.length).toBeGreaterThan(0);
  });

  it('is a viewer without an e-mail: `me { email }` answers null, never an error', async () => {
    const { secret } = await newToken();

    const reply = await asTool(secret, '{ me { id name email } }');

    expect(reply.errors).toBeUndefined();
    expect(reply.data.me).toMatchObject({ name: `BI noturno ${seq} (token de API)`, email: null });
  });

  it('is stored as a digest only', async () => {
    const { secret, token } = await newToken();
    const rows = await g.stack.db.query<Record<string, unknown>>('SELECT * FROM auth.api_tokens WHERE id = $1', [
      token.id,
    ]);
    expect(JSON.stringify(rows)).not.toContain(secret.slice(4));
  });

  it('opens nothing of another brand, and an unknown token nothing at all', async () => {
    const { secret } = await newToken();
    const other = await asTool(secret, LIST, undefined, 'yep.localhost');
    expect(other.errors?.[0].extensions?.code).toBe('WRONG_BRAND');
    const unknown = await asTool(`tok_${'x'.repeat(43)}`, LIST);
    expect(unknown.errors?.[0].extensions?.code).toBe('TOKEN_REVOKED');
  });

  it('keeps to its role: a support token cannot decide an opportunity', async () => {
    const { secret } = await newToken({ role: 'SUPPORT' });
    const id = (await asTool(secret, IN_ANALYSIS)).data.opportunities.items[0].id;
    const reply = await asTool(secret, REJECT, { input: { id, reason: 'Teste' } });
    expect(reply.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('read-only: refuses every mutation at the gateway, and the API refuses its writes too', async () => {
    const { secret } = await newToken({ role: 'REPRESENTATIVE', readOnly: true });
    const id = (await asTool(secret, IN_ANALYSIS)).data.opportunities.items[0].id;
    const reply = await asTool(secret, REJECT, { input: { id, reason: 'Teste' } });
    expect(reply.status).toBe(403);
    expect(reply.errors?.[0]).toMatchObject({
      message: 'Token somente leitura: esta operação altera dados',
      extensions: { code: 'FORBIDDEN' },
    });
    // The refusal is attributed by name in the gateway's log line.
    await expect
      .poll(() =>
        logged.some((l) => l.msg === 'request' && l.status === 403 && l.token === `BI noturno ${seq} (token de API)`),
      )
      .toBe(true);
    // The access token it was exchanged for, presented to the API directly, cannot write either.
    const exchanged = await fetch(new URL('/internal/api-tokens/exchange', g.stack.authUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-service-key': g.stack.config.serviceKey },
      body: JSON.stringify({ token: secret, brand: 'scanora' }),
    }).then((r) => r.json() as Promise<{ data: { access_token: string } }>);
    const direct = await fetch(new URL(`/opportunity/${id}`, g.stack.apiUrl), {
      method: 'PATCH',
      headers: { authorization: `Bearer ${exchanged.data.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ probability: 50 }),
    });
    expect(direct.status).toBe(403);
  });

  it('is attributed by name in the history of what it changes', async () => {
    const { secret } = await newToken({ role: 'REPRESENTATIVE' });
    const id = (await asTool(secret, IN_ANALYSIS)).data.opportunities.items[0].id;
    const reply = await asTool(secret, REJECT, { input: { id, reason: 'Cliente desistiu' } });
    expect(reply.errors).toBeUndefined();
    const history = await asTool(secret, HISTORY, { id });
    expect(history.data.history.items.map((i: { username: string }) => i.username)).toContain(
      `BI noturno ${seq} (token de API)`,
    );
  });

  it('stops at once when revoked, and its name can then be given to a new token', async () => {
    const { secret, token } = await newToken();
    expect((await asTool(secret, LIST)).errors).toBeUndefined();
    const revoked = await g.stack.db.tx((q) => revokeApiToken(q, `  ${token.name.toUpperCase()} `, clock.now()));
    expect(revoked?.id).toBe(token.id);
    // The gateway still holds the exchanged access token: the revocation list refuses it.
    await expect
      .poll(async () => (await asTool(secret, LIST)).errors?.[0].extensions?.code, { timeout: 2_000, interval: 20 })
      .toBe('TOKEN_REVOKED');
    const again = await newToken({ name: token.name });
    expect((await asTool(again.secret, LIST)).errors).toBeUndefined();
    const listed = (await listApiTokens(g.stack.db)).filter((t) => t.name === token.name);
    expect(listed.map((t) => Boolean(t.revokedAt))).toEqual([false, true]);
  });

  it('lapses at its expiry', async () => {
    const { secret } = await newToken({ expiresAt: new Date(clock.now().getTime() + 120_000) });
    expect((await asTool(secret, LIST)).errors).toBeUndefined();
    clock.set(new Date(clock.now().getTime() + 121_000));
    expect((await asTool(secret, LIST)).errors?.[0].extensions?.code).toBe('TOKEN_REVOKED');
  });

  it('has a rate limit of its own: past it, 429 RATE_LIMITED with Retry-After, other tokens unaffected', async () => {
    const { secret } = await newToken();
    const tiny = '{ me { id } }';
    const replies = [];
    for (let i = 0; i < API_TOKEN_REQUESTS_PER_MINUTE; i++) replies.push(asTool(secret, tiny));
    expect((await Promise.all(replies)).flatMap((r) => r.errors ?? [])).toEqual([]);
    const over = await asTool(secret, tiny);
    expect(over.status).toBe(429);
    expect(over.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const other = await newToken();
    expect((await asTool(other.secret, tiny)).errors).toBeUndefined();
  });
});

describe('npm run token:create / token:list / token:revoke', () => {
  const ROOT = fileURLToPath(new URL('../..', import.meta.url));
  // Not spawnSync: a blocked event loop for seconds lets the servers close this process's kept-alive sockets.
  const cli = (args: string[], env: Record<string, string> = {}) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', 'server/cli/api-tokens.ts', ...args],
        { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env } },
        (err, stdout, stderr) => resolve({ status: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
      );
    });

  it('exits with code 1 and a Portuguese message on invalid arguments', async () => {
    const run = await cli(['create', '--brand', 'scanora', '--role', 'RESALE', '--name', 'BI']);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Papel inválido (--role): use REPRESENTATIVE ou SUPPORT');
  });

  // With DATABASE_URL the commands run while the portal runs: here, beside the test's own services.
  it.runIf(isPostgresTest())(
    'creates (the token alone on the last line), lists and revokes while the portal runs',
    async () => {
      const env = { DATABASE_URL: g.stack.config.databaseUrl ?? '' };
      const created = await cli(
        ['create', '--brand', 'scanora', '--role', 'SUPPORT', '--name', 'BI da CLI', '--read-only'],
        env,
      );
      expect(created.status).toBe(0);
      const secret = created.stdout.trim().split('\n').at(-1) ?? '';
      expect(secret).toMatch(/^tok_[A-Za-z0-9_-]{43}$/);
      expect((await asTool(secret, LIST)).errors).toBeUndefined();

      const listed = await cli(['list'], env);
      expect(listed.stdout).toContain('BI da CLI');
      expect(listed.stdout).toContain('somente leitura');
      expect(listed.stdout).not.toContain(secret);

      expect((await cli(['revoke', '--name', 'BI da CLI'], env)).status).toBe(0);
      await expect
        .poll(async () => (await asTool(secret, LIST)).errors?.[0].extensions?.code, { timeout: 2_000, interval: 20 })
        .toBe('TOKEN_REVOKED');
      expect((await cli(['revoke', '--name', 'BI da CLI'], env)).stderr).toContain(
        'Nenhum token ativo com o nome "BI da CLI"',
      );
    },
    // Four CLI processes, each compiling through tsx: a minute was not enough on a loaded 2-core machine.
    150_000,
  );
});
