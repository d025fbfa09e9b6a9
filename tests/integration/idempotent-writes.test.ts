/**
 * Writes sent twice (services/api/idempotency.ts, design section 8): the gateway names each write to the main API
 * with an Idempotency-Key and sends it again when its connection is cut before the reply. The API does the work once
 * and answers the second attempt with the first reply; another request under the same key is refused; an attempt whose
 * first run never finished is told to try later; a reply holding personal data is never kept; the job deletes kept
 * replies after an hour.
 */
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../server/lib/access-token.js';
import {
  IDEMPOTENT_REPLIES,
  KEPT_REPLIES_PER_CALLER,
  KEPT_REPLY_RETENTION_MS,
} from '../../server/services/api/idempotency.js';
import { DAY_MS } from '../../shared/time.js';
import { call, login } from '../fixtures/http.js';
import {
  EMAILS,
  manualClock,
  newCustomer,
  opportunityStackPerFile,
  payload,
  runJobOn,
} from './opportunities-fixture.js';

const { stack, tokens: t } = opportunityStackPerFile();

const keyed = (key: string) => ({ 'idempotency-key': key });
/** A registration of `cnpj` sent under `key`, by the resale unless another token is given. */
const register = (key: string, body: unknown, token = t.resale) =>
  call(stack.apiUrl, 'POST', '/opportunity/create', { token, brand: 'scanora', body, headers: keyed(key) });
const logout = (refreshToken: string) => call(stack.authUrl, 'POST', '/scanora/auth/logout', { token: refreshToken });
/** The user an access token names (its `sub`): the API keeps replies per caller. */
const callerOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { sub: string }).sub;
/** Runs `attempts` a few at a time (the machine is shared) and returns their statuses in order. */
async function inBatches(attempts: Array<() => Promise<{ status: number }>>, size: number) {
  const statuses: number[] = [];
  for (let i = 0; i < attempts.length; i += size) {
    const replies = await Promise.all(attempts.slice(i, i + size).map((a) => a()));
    statuses.push(...replies.map((r) => r.status));
  }
  return statuses;
}
const opportunitiesOf = (root: string) =>
  stack.db.query('SELECT id FROM api.opportunities WHERE cnpj LIKE $1', [`${root}%`]);

describe('a write sent twice under one Idempotency-Key', () => {
  it('registers once; the second attempt gets the first reply', async () => {
    const customer = newCustomer();
    const key = crypto.randomUUID();
    const send = () => register(key, payload(stack, customer.cnpj));

    const first = await send();
    const second = await send();

    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await opportunitiesOf(customer.root)).toHaveLength(1);
  });

  it('refuses the key for another request (another body), doing nothing', async () => {
    const key = crypto.randomUUID();
    const a = newCustomer();
    const b = newCustomer();
    const send = (cnpj: string) => register(key, payload(stack, cnpj));

    expect((await send(a.cnpj)).status).toBe(201);
    const other = await send(b.cnpj);

    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/chave de idempotência/) });
    expect(await opportunitiesOf(b.root)).toHaveLength(0);
  });

  it('keys are per caller: another caller under the same key is processed as its own request', async () => {
    const key = crypto.randomUUID();
    const mine = newCustomer();
    const theirs = newCustomer();
    expect((await register(key, payload(stack, mine.cnpj))).status).toBe(201);

    const other = await register(key, payload(stack, theirs.cnpj), t.seller);

    expect(other.status).toBe(201);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(await opportunitiesOf(theirs.root)).toHaveLength(1);
  });

  it('two callers sending the same key at once neither wait on nor see each other', async () => {
    const key = crypto.randomUUID();
    const [a, b] = [newCustomer(), newCustomer()];

    const replies = await Promise.all([
      register(key, payload(stack, a.cnpj)),
      register(key, payload(stack, b.cnpj), t.seller),
    ]);

    expect(replies.map((r) => r.status)).toEqual([201, 201]);
    expect(await opportunitiesOf(a.root)).toHaveLength(1);
    expect(await opportunitiesOf(b.root)).toHaveLength(1);
  });

  it('answers 503 with Retry-After when the same request is still running or was cut mid-way', async () => {
    const key = crypto.randomUUID();
    const customer = newCustomer();
    const send = () => register(key, payload(stack, customer.cnpj));
    expect((await send()).status).toBe(201);
    // As if the first attempt's process had died before keeping its reply.
    await stack.db.query(`UPDATE ${IDEMPOTENT_REPLIES} SET status = NULL, body = NULL WHERE key = $1`, [key]);

    const again = await send();

    expect(again.status).toBe(503);
    expect(again.body.code).toBe('SERVICE_UNAVAILABLE');
    expect(again.headers.get('retry-after')).toBe('1');
    expect(await opportunitiesOf(customer.root)).toHaveLength(1);
  });

  it('keeps a refusal too: the same invalid request sent again is refused the same way', async () => {
    const key = crypto.randomUUID();
    const body = payload(stack, newCustomer().cnpj, { email: 'não é e-mail' });
    const send = () => register(key, body);

    const first = await send();
    const second = await send();

    expect(first.status).toBe(400);
    expect(second.status).toBe(400);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
  });

  it('never keeps a personal-data export: a second attempt exports again, audited again', async () => {
    const key = crypto.randomUUID();
    const email = `lgpd-${crypto.randomUUID().slice(0, 8)}@cliente.com.br`;
    const send = () =>
      call(stack.apiUrl, 'POST', '/personal-data/export', {
        token: t.representative,
        brand: 'scanora',
        body: { email },
        headers: keyed(key),
      });

    const first = await send();
    const second = await send();

    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotent-replayed')).toBeNull();
    expect(await stack.db.query(`SELECT key FROM ${IDEMPOTENT_REPLIES} WHERE key = $1`, [key])).toEqual([]);
  });

  it('a replay re-checks the credentials: after logout the same request gets the 401 a plain call gets', async () => {
    const session = await login(stack.authUrl, EMAILS.resale);
    const key = crypto.randomUUID();
    const body = payload(stack, newCustomer().cnpj);
    expect((await register(key, body, session.access_token)).status).toBe(201);
    await logout(session.refresh_token);

    const replay = await register(key, body, session.access_token);

    expect(replay.status).toBe(401);
    expect(replay.headers.get('idempotent-replayed')).toBeNull();
  });

  it('keeps nothing for anonymous or refused requests', async () => {
    const keys = Array.from({ length: 300 }, () => crypto.randomUUID());
    const customer = newCustomer();
    const attempts = keys.map((key, i) => () => {
      // Anonymous to an authenticated route (401), a role the route refuses (403), an anonymous public write.
      if (i % 3 === 0) return register(key, payload(stack, customer.cnpj), '');
      if (i % 3 === 1)
        return call(stack.apiUrl, 'POST', '/history/create', {
          token: t.seller,
          brand: 'scanora',
          body: {},
          headers: keyed(key),
        });
      return call(stack.apiUrl, 'POST', '/contact', { brand: 'scanora', body: {}, headers: keyed(key) });
    });

    const statuses = await inBatches(attempts, 10);

    expect(new Set(statuses)).toEqual(new Set([401, 403, 400]));
    const kept = await stack.db.query(`SELECT key FROM ${IDEMPOTENT_REPLIES} WHERE key = ANY($1)`, [keys]);
    expect(kept).toEqual([]);
  });

  it('bounds the replies one caller holds: past the bound the oldest go, the write is answered as usual', async () => {
    const caller = callerOf(t.resale);
    const started = manualClock(stack).now().getTime();
    await stack.db.query(`DELETE FROM ${IDEMPOTENT_REPLIES} WHERE caller = $1`, [caller]);
    await stack.db.query(
      `INSERT INTO ${IDEMPOTENT_REPLIES} (caller, key, fingerprint, created_at, status, content_type, body)
       SELECT $1, 'old-reply-' || lpad(n::text, 8, '0'), 'f', $2::timestamptz + n * interval '1 millisecond',
              201, 'application/json', '{}'
       FROM generate_series(1, $3::int) AS n`,
      [caller, new Date(started - 60_000), KEPT_REPLIES_PER_CALLER],
    );
    const key = crypto.randomUUID();

    const created = await register(key, payload(stack, newCustomer().cnpj));

    expect(created.status).toBe(201);
    const [{ held }] = await stack.db.query<{ held: number }>(
      `SELECT count(*)::int AS held FROM ${IDEMPOTENT_REPLIES} WHERE caller = $1`,
      [caller],
    );
    expect(held).toBe(KEPT_REPLIES_PER_CALLER);
    const oldest = await stack.db.query(`SELECT key FROM ${IDEMPOTENT_REPLIES} WHERE caller = $1 AND key = $2`, [
      caller,
      'old-reply-00000001',
    ]);
    expect(oldest).toEqual([]);
    expect((await register(key, payload(stack, newCustomer().cnpj))).status).toBe(409);
  });

  it('refuses a malformed key', async () => {
    const res = await register('curta', payload(stack, newCustomer().cnpj));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ idempotencyKey: 'inválida' });
  });

  it('the opportunity job deletes kept replies after an hour', async () => {
    const key = crypto.randomUUID();
    const created = await register(key, payload(stack, newCustomer().cnpj));
    expect(created.status).toBe(201);
    manualClock(stack).advanceDays((KEPT_REPLY_RETENTION_MS + 60_000) / DAY_MS);

    const result = await runJobOn(stack);

    expect(result?.keptReplies).toBeGreaterThanOrEqual(1);
    expect(await stack.db.query(`SELECT key FROM ${IDEMPOTENT_REPLIES} WHERE key = $1`, [key])).toEqual([]);
  });

  // Last: it moves the clock past every token the other tests use.
  it('a replay re-checks the credentials: once the token expired, the same request gets the 401', async () => {
    const session = await login(stack.authUrl, EMAILS.resale);
    const key = crypto.randomUUID();
    const body = payload(stack, newCustomer().cnpj);
    expect((await register(key, body, session.access_token)).status).toBe(201);
    manualClock(stack).advanceDays((ACCESS_TOKEN_TTL_SECONDS + 60) / 86_400);

    const replay = await register(key, body, session.access_token);

    expect(replay.status).toBe(401);
    expect(replay.headers.get('idempotent-replayed')).toBeNull();
  });
});
