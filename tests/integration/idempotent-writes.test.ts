/**
 * Writes sent twice (lib/idempotency.ts, design section 8): the gateway names each write to the main API with an
 * Idempotency-Key and sends it again when its connection is cut before the reply. The API does the work once and
 * answers the second attempt with the first reply; another request under the same key is refused; an attempt whose
 * first run never finished is told to try later; a reply holding personal data is never kept; the job deletes kept
 * replies after an hour.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENT_REPLIES, KEPT_REPLY_RETENTION_MS } from '../../server/lib/idempotency.js';
import { call } from '../fixtures/http.js';
import { type Stack, startStack } from '../fixtures/stack.js';
import {
  ensureCrmSeller,
  loginAll,
  manualClock,
  newCustomer,
  payload,
  runJobOn,
  type Tokens,
} from './opportunities-fixture.js';

let stack: Stack;
let t: Tokens;

beforeAll(async () => {
  stack = await startStack();
  await ensureCrmSeller(stack);
  t = await loginAll(stack);
});
afterAll(async () => {
  await stack?.stop();
});

const keyed = (key: string) => ({ 'idempotency-key': key });
/** A registration of `cnpj` sent under `key`, by the resale unless another token is given. */
const register = (key: string, body: unknown, token = t.resale) =>
  call(stack.apiUrl, 'POST', '/opportunity/create', { token, brand: 'scanora', body, headers: keyed(key) });
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

  it('refuses the key for another caller, even with the same body', async () => {
    const key = crypto.randomUUID();
    const body = payload(stack, newCustomer().cnpj);
    expect((await register(key, body)).status).toBe(201);

    const reused = await register(key, body, t.seller);

    expect(reused.status).toBe(409);
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

  it('refuses a malformed key', async () => {
    const res = await register('curta', payload(stack, newCustomer().cnpj));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ idempotencyKey: 'inválida' });
  });

  it('the opportunity job deletes kept replies after an hour', async () => {
    const key = crypto.randomUUID();
    const created = await register(key, payload(stack, newCustomer().cnpj));
    expect(created.status).toBe(201);
    manualClock(stack).advanceDays((KEPT_REPLY_RETENTION_MS + 60_000) / 86_400_000);

    const result = await runJobOn(stack);

    expect(result?.keptReplies).toBeGreaterThanOrEqual(1);
    expect(await stack.db.query(`SELECT key FROM ${IDEMPOTENT_REPLIES} WHERE key = $1`, [key])).toEqual([]);
  });
});
