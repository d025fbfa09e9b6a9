import { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeServer, createApp, finishApp, listen } from './http.js';
import type { Logger } from './logger.js';

const lines: { msg: string; fields?: Record<string, unknown> }[] = [];
const logger: Logger = {
  debug: () => {},
  info: (msg, fields) => lines.push({ msg, fields }),
  warn: () => {},
  error: () => {},
  child: () => logger,
};

let server: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  const app = createApp('test', logger);
  const internal = Router();
  internal.post('/users/batch', (_req, res) => {
    res.json({ data: [] });
  });
  app.use('/internal', internal);
  app.get('/cnpj/:cnpj', (_req, res) => {
    res.json({});
  });
  app.get('/down', async () => {
    throw new Error('the dependency is down');
  });
  finishApp(app, logger, (err) =>
    err instanceof Error && err.message === 'the dependency is down'
      ? { reason: 'dependency down', retryAfterSeconds: 3 }
      : undefined,
  );
  server = await listen(app, 0);
});
afterAll(() => closeServer(server.server));

describe('request log', () => {
  it('logs the full path of a call answered inside a mounted router, without the query string', async () => {
    const res = await fetch(`${server.url}/internal/users/batch?token=secreto`, { method: 'POST' });
    expect(res.status).toBe(200);
    await new Promise((r) => setImmediate(r));
    const line = lines.find((l) => l.msg === 'request' && l.fields?.method === 'POST');
    expect(line?.fields).toMatchObject({ path: '/internal/users/batch', status: 200 });
    expect(JSON.stringify(lines)).not.toContain('secreto');
  });

  it('logs a CNPJ or an e-mail address in the path as a placeholder, never the value', async () => {
    for (const value of ['11222333000181', '11.222.333%2F0001-81', 'pessoa@cliente.com.br']) {
      expect((await fetch(`${server.url}/cnpj/${value}`)).status).toBe(200);
    }
    await new Promise((r) => setImmediate(r));

    const paths = lines.filter((l) => l.msg === 'request' && l.fields?.method === 'GET').map((l) => l.fields?.path);
    expect(paths).toEqual(['/cnpj/[cnpj]', '/cnpj/[cnpj]', '/cnpj/[e-mail]']);
  });
});

describe('errors the service says make it unavailable', () => {
  it('answers them with 503, Retry-After and a Portuguese message, never 500', async () => {
    const res = await fetch(`${server.url}/down`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('3');
    const body = await res.json();
    expect(body).toEqual({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
    });
  });
});
