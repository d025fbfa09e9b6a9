import { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeServer, createApp, finishApp, listen } from '../http.js';
import { createLogger } from '../logger.js';
import { withRequestScope } from '../request-start.js';
import { metrics } from './index.js';
import { serviceMetrics } from './registry.js';

const KEY = 'chave-de-teste';
let server: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  const app = createApp('metrics-unit', createLogger('silent'), { metricsKey: KEY });
  const internal = Router();
  internal.get('/items/:id', (_req, res) => void res.json({ ok: true }));
  internal.get('/broken/:id', () => {
    throw new Error('falhou');
  });
  app.use('/internal', internal);
  finishApp(app, createLogger('silent'), () => undefined);
  server = await listen(app, 0);
});
afterAll(() => closeServer(server.server));

const scrape = async (authorization?: string) => {
  const res = await fetch(`${server.url}/metrics`, { headers: authorization ? { authorization } : {} });
  return { status: res.status, text: await res.text() };
};

describe('a service’s metrics', () => {
  it('are refused without the service key, in the services’ error shape', async () => {
    for (const authorization of [undefined, `Bearer ${KEY.slice(1)}`, `Bearer ${KEY}${KEY}`, KEY]) {
      const reply = await scrape(authorization);
      expect(reply.status).toBe(401);
      expect(JSON.parse(reply.text)).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
    }
  });

  it('label requests by route pattern and status class, never by raw path', async () => {
    await fetch(`${server.url}/internal/items/123`);
    await fetch(`${server.url}/internal/items/456`);
    await fetch(`${server.url}/internal/broken/789`);
    await fetch(`${server.url}/nao/existe/42`);

    const { status, text } = await scrape(`Bearer ${KEY}`);

    expect(status).toBe(200);
    expect(text).toContain(
      'http_request_duration_seconds_count{service="metrics-unit",method="GET",route="/internal/items/:id",status_class="2xx"} 2',
    );
    // An error leaves the mounted router before the reply: its route keeps the pattern, without the mount path.
    expect(text).toMatch(/route="(\/internal)?\/broken\/:id",status_class="5xx"/);
    expect(text).toMatch(/route="unmatched",status_class="4xx"/);
    const routes = [...text.matchAll(/route="([^"]*)"/g)].map((m) => m[1]);
    for (const id of ['123', '456', '789', 'existe']) expect(routes.join(' ')).not.toContain(id);
  });

  it('count a rate-limit refusal in the service serving the request', async () => {
    withRequestScope({ start: 0, service: 'metrics-unit' }, () => metrics.rateLimited('contato'));

    const text = await serviceMetrics('metrics-unit').text();

    expect(text).toContain('rate_limit_refusals_total{limiter="contato",service="metrics-unit"} 1');
  });
});
