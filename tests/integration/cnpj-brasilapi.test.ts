/**
 * GET /cnpj/{cnpj} with the `brasilapi` provider, against a local fake of BrasilAPI's /cnpj/v1: the reply mapping,
 * the 30-day cache (one upstream call for two lookups), unknown CNPJs and a failing provider (503).
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManualClock } from '../../server/lib/clock.js';
import { call } from '../fixtures/http.js';
import { freshCnpj } from '../fixtures/opportunity.js';
import { type Stack, startStack } from '../fixtures/stack.js';

let stack: Stack;
let fake: http.Server;
const hits: string[] = [];
const known = freshCnpj();
const failing = freshCnpj();

const freshIp = () => `10.${crypto.randomInt(0, 255)}.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 254)}`;
const lookup = (cnpj: string) =>
  call(stack.apiUrl, 'GET', `/cnpj/${cnpj}`, { headers: { 'x-forwarded-for': freshIp() } });

beforeAll(async () => {
  fake = http.createServer((req, res) => {
    const cnpj = (req.url ?? '').split('/').pop() ?? '';
    hits.push(cnpj);
    res.setHeader('content-type', 'application/json');
    if (cnpj === known) {
      res.end(
        JSON.stringify({
          cnpj,
          razao_social: 'COMERCIAL HORIZONTE LTDA',
          nome_fantasia: '',
          cep: '4538133',
          logradouro: 'RUA FUNCHAL',
          numero: '418',
          complemento: 'ANDAR 3',
          bairro: 'VILA OLIMPIA',
          municipio: 'SAO PAULO',
          uf: 'SP',
          situacao_cadastral: 2,
          descricao_situacao_cadastral: 'ATIVA',
        }),
      );
      return;
    }
    res.statusCode = cnpj === failing ? 500 : 404;
    res.end(JSON.stringify({ message: cnpj === failing ? 'erro interno' : `CNPJ ${cnpj} não encontrado.` }));
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  stack = await startStack({ env: { CNPJ_PROVIDER: 'brasilapi', CNPJ_API_URL: `http://127.0.0.1:${port}` } });
});

afterAll(async () => {
  await stack?.stop();
  fake?.closeAllConnections();
  await new Promise((resolve) => fake?.close(resolve));
});

describe('GET /cnpj/{cnpj} with BrasilAPI', () => {
  it('maps the provider reply and serves the second lookup from the cache', async () => {
    const first = await lookup(known);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      cnpj: known,
      razao_social: 'COMERCIAL HORIZONTE LTDA',
      nome_fantasia: null,
      cep: '04538133',
      rua: 'RUA FUNCHAL, 418, ANDAR 3 - VILA OLIMPIA',
      cidade: 'SAO PAULO',
      estado: 'SP',
      situacao_cadastral: 'ATIVA',
    });
    const second = await lookup(known);
    expect(second.body).toEqual(first.body);
    expect(hits.filter((h) => h === known)).toHaveLength(1);
  });

  it('asks the provider again once the cached copy is older than 30 days', async () => {
    (stack.clock as ManualClock).advanceDays(31);
    expect((await lookup(known)).status).toBe(200);
    expect(hits.filter((h) => h === known)).toHaveLength(2);
  });

  it('answers 404 for a CNPJ the provider does not know, and 503 when the provider fails', async () => {
    const unknown = await lookup(freshCnpj());
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('NOT_FOUND');
    const failed = await lookup(failing);
    expect(failed.status).toBe(503);
    expect(failed.body.code).toBe('CNPJ_LOOKUP_UNAVAILABLE');
  });

  it('asks the provider again for a copy cached before the registration status was read', async () => {
    await stack.db.query(
      `UPDATE api.cnpj_cache SET payload = payload - 'situacao_cadastral', fetched_at = $2 WHERE cnpj = $1`,
      [known, stack.clock.now()],
    );
    const before = hits.filter((h) => h === known).length;
    const res = await lookup(known);
    expect(res.body.situacao_cadastral).toBe('ATIVA');
    expect(hits.filter((h) => h === known)).toHaveLength(before + 1);
  });
});
