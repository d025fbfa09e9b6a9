/** /readyz beside /healthz on every service and the gateway: 503 from the first moment of a graceful stop. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readinessOf } from '../../server/lib/shutdown.js';
import { startGateway, type TestGateway } from '../fixtures/gateway.js';

let g: TestGateway;
beforeAll(async () => {
  g = await startGateway();
});
afterAll(() => g?.stop());

describe('/readyz', () => {
  it('answers 200 on the gateway and each service while they take work', async () => {
    for (const url of [g.url, g.stack.apiUrl, g.stack.authUrl, g.stack.mailerUrl]) {
      const res = await fetch(`${url}/readyz`);
      expect(res.status, url).toBe(200);
      expect(await res.json()).toEqual({ status: 'ready' });
    }
  });

  it('answers 503 once draining, while /healthz (liveness) stays 200', async () => {
    readinessOf(g.stack.services.mailer.app).drain();
    const res = await fetch(`${g.stack.mailerUrl}/readyz`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'draining' });
    expect((await fetch(`${g.stack.mailerUrl}/healthz`)).status).toBe(200);
    // A reply while draining closes its connection: the client's next request goes elsewhere.
    expect((await fetch(`${g.stack.mailerUrl}/healthz`)).headers.get('connection')).toBe('close');
  });
});
