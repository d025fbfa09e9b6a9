/**
 * A service keeps an idle connection open longer than the gateway's upstream agent keeps one (10 s): with Node's 5 s
 * default, the gateway reused sockets the service had just closed, and those calls failed under load.
 */
import { Agent, request } from 'undici';
import { expect, test } from 'vitest';
import { createApp, finishApp, listen } from '../../server/lib/http.js';
import { createLogger } from '../../server/lib/logger.js';

test('a connection idle for longer than 5 s is still open for the next call', async () => {
  const logger = createLogger('silent');
  const app = createApp('keepalive-test', logger);
  app.get('/ping', (_req, res) => {
    res.json({ ok: true });
  });
  finishApp(app, logger);
  const { server, url } = await listen(app, 0);
  const agent = new Agent({ keepAliveTimeout: 10_000, connections: 1 });
  const sockets = new Set<unknown>();
  server.on('connection', (socket) => sockets.add(socket));
  try {
    expect((await request(`${url}/ping`, { dispatcher: agent })).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 6_000));
    const again = await request(`${url}/ping`, { dispatcher: agent });
    expect(again.statusCode).toBe(200);
    await again.body.json();
    expect(sockets.size).toBe(1);
  } finally {
    await agent.close();
    server.closeAllConnections();
    server.close();
  }
}, 20_000);
