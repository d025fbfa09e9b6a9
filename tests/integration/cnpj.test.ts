/**
 * GET /cnpj/{cnpj} on the local register (the default provider): both CNPJ formats, the error replies and the
 * limit of 3 lookups a minute, per IP when anonymous and per user when signed in.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskCnpj, withCheckDigits } from '../../server/lib/cnpj.js';
import { call, login } from '../fixtures/http.js';
import { freshCnpj } from '../fixtures/opportunity.js';
import { demoAccounts, type Stack, startStack } from '../fixtures/stack.js';

let stack: Stack;
const numeric = freshCnpj();
const alphanumeric = withCheckDigits('12ABC34501DE');

const freshIp = () => `10.${crypto.randomInt(0, 255)}.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 254)}`;
const lookup = (cnpj: string, opts: { ip?: string; token?: string } = {}) =>
  call(stack.apiUrl, 'GET', `/cnpj/${encodeURIComponent(cnpj)}`, {
    token: opts.token,
    headers: { 'x-forwarded-for': opts.ip ?? freshIp() },
  });

beforeAll(async () => {
  stack = await startStack();
  await stack.db.query(
    `INSERT INTO api.companies (cnpj, razao_social, nome_fantasia, cep, rua, cidade, estado) VALUES
       ($1, 'Mercado Bom Preço Ltda', 'Bom Preço', '30140071', 'Rua da Bahia, 1200', 'Belo Horizonte', 'MG'),
       ($2, 'Alfa Numérica Logística S.A.', NULL, '01001000', 'Praça da Sé, 1', 'São Paulo', 'SP')
     ON CONFLICT (cnpj) DO UPDATE SET razao_social = EXCLUDED.razao_social, nome_fantasia = EXCLUDED.nome_fantasia,
       cep = EXCLUDED.cep, rua = EXCLUDED.rua, cidade = EXCLUDED.cidade, estado = EXCLUDED.estado`,
    [numeric, alphanumeric],
  );
});

afterAll(() => stack?.stop());

describe('GET /cnpj/{cnpj}', () => {
  it('answers a company of the local register with the spec fields, masked input accepted', async () => {
    const res = await lookup(maskCnpj(numeric));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      cnpj: numeric,
      razao_social: 'Mercado Bom Preço Ltda',
      nome_fantasia: 'Bom Preço',
      cep: '30140071',
      rua: 'Rua da Bahia, 1200',
      cidade: 'Belo Horizonte',
      estado: 'MG',
      situacao_cadastral: 'ATIVA',
    });
  });

  it('finds an alphanumeric CNPJ, in any case and mask', async () => {
    const res = await lookup(maskCnpj(alphanumeric).toLowerCase());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      cnpj: alphanumeric,
      razao_social: 'Alfa Numérica Logística S.A.',
      nome_fantasia: null,
    });
  });

  it('answers 400 INVALID_CNPJ for a malformed one and 404 NOT_FOUND for an unknown one', async () => {
    const invalid = await lookup('11111111111111');
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ code: 'INVALID_CNPJ', message: 'CNPJ inválido' });
    expect((await lookup('12.ABC.345/01DE-00')).status).toBe(400);
    const unknown = await lookup(freshCnpj());
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'NOT_FOUND', message: 'CNPJ não encontrado' });
  });

  it('refuses the 4th lookup of a minute from one IP with 429 and Retry-After', async () => {
    const ip = freshIp();
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await lookup(numeric, { ip })).status);
    const fourth = await lookup(numeric, { ip });
    expect(statuses).toEqual([200, 200, 200]);
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toBe('É permitido somente 3 consultas por minuto');
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is another count.
    expect((await lookup(numeric)).status).toBe(200);
  });

  it('counts signed-in callers per user, whatever their address', async () => {
    const ip = freshIp();
    const rep = (await login(stack.authUrl, demoAccounts.representative.email)).access_token;
    const resale = (await login(stack.authUrl, demoAccounts.resale.email)).access_token;
    for (let i = 0; i < 3; i++) expect((await lookup(numeric, { ip: freshIp(), token: rep })).status).toBe(200);
    expect((await lookup(numeric, { ip: freshIp(), token: rep })).status).toBe(429);
    expect((await lookup(numeric, { ip, token: resale })).status).toBe(200);
  });
});
