import http from 'node:http';
import net from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { HeldLeases } from './held-leases.js';
import { createLogger } from './logger.js';
import { drainServer, readinessOf, shutdownSettings, stopGracefully } from './shutdown.js';

/** An app with a request that takes `ms` (`/slow?ms=`), its readiness, listening on an ephemeral port. */
async function serve(events: string[] = []) {
  const app = express();
  const readiness = readinessOf(app);
  app.get('/readyz', readiness.handler);
  app.use(readiness.closeConnectionsWhileDraining);
  app.get('/slow', async (req, res) => {
    await new Promise((r) => setTimeout(r, Number(req.query.ms)));
    res.on('finish', () => events.push('replied'));
    res.json({ done: true });
  });
  const server = await new Promise<http.Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as { port: number };
  return { app, server, url: `http://127.0.0.1:${port}` };
}

const get = (url: string) =>
  new Promise<{ status: number; connection?: string }>((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
      })
      .on('error', reject);
  });

const silent = createLogger('silent');

describe('a graceful stop', () => {
  // Node's close() leaves a connection that has not sent its first request open (it is not idle): it is served.
  it('serves a connection accepted just before the stop whose request arrives a moment after', async () => {
    const { server, url } = await serve();
    const { port } = new URL(url);
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    await new Promise((r) => setTimeout(r, 20));
    const drained = drainServer(server, 5_000);
    await new Promise((r) => setTimeout(r, 100));
    let reply = '';
    socket.on('data', (chunk) => {
      reply += chunk;
    });
    const ended = new Promise((r) => socket.once('close', r));
    socket.write('GET /slow?ms=1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    await ended;
    expect(reply).toMatch(/^HTTP\/1\.1 200/);
    expect(await drained).toBe(true);
  });

  it('answers /readyz 503 at once, serves during the delay with connections closed after each reply, then refuses', async () => {
    const { app, server, url } = await serve();
    expect((await get(`${url}/readyz`)).status).toBe(200);
    const stopped = stopGracefully(
      [[{ name: 'test', app, server, stop: async () => {} }]],
      { delayMs: 300, timeoutMs: 2_000 },
      silent,
    );
    expect((await get(`${url}/readyz`)).status).toBe(503);
    expect(await get(`${url}/slow?ms=1`)).toEqual({ status: 200, connection: 'close' });
    await stopped;
    await expect(get(`${url}/readyz`)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('lets the requests in flight finish, then stops the background work', async () => {
    const order: string[] = [];
    const { app, server, url } = await serve(order);
    const inFlight = get(`${url}/slow?ms=300`);
    await new Promise((r) => setTimeout(r, 50));
    const part = { name: 'test', app, server, stop: async () => void order.push('stopped') };
    await stopGracefully([[part]], { delayMs: 0, timeoutMs: 5_000 }, silent);
    expect((await inFlight).status).toBe(200);
    expect(order).toEqual(['replied', 'stopped']);
  });

  it('cuts what is still running at the deadline and hands back its leases, layer after layer', async () => {
    const front = await serve();
    const back = await serve();
    const leases = new HeldLeases();
    const handedBack: string[] = [];
    leases.hold(async () => handedBack.push('approval'));
    const release = leases.hold(async () => handedBack.push('finished'));
    release();
    const order: string[] = [];
    const cut = get(`${back.url}/slow?ms=5000`).catch((err: Error & { code?: string }) => err.code);
    await new Promise((r) => setTimeout(r, 50));
    await stopGracefully(
      [
        [{ name: 'gateway', app: front.app, server: front.server, stop: async () => void order.push('gateway') }],
        [
          {
            name: 'api',
            app: back.app,
            server: back.server,
            handBackLeases: () => leases.handBack(),
            stop: async () => void order.push('api'),
          },
        ],
      ],
      { delayMs: 0, timeoutMs: 200 },
      silent,
    );
    expect(await cut).toBe('ECONNRESET');
    expect(handedBack).toEqual(['approval']);
    expect(order).toEqual(['gateway', 'api']);
  });

  it('reads SHUTDOWN_DELAY_MS and SHUTDOWN_TIMEOUT_MS, with 0 and 10 s by default', () => {
    expect(shutdownSettings({})).toEqual({ delayMs: 0, timeoutMs: 10_000 });
    expect(shutdownSettings({ SHUTDOWN_DELAY_MS: '5000', SHUTDOWN_TIMEOUT_MS: '30000' })).toEqual({
      delayMs: 5_000,
      timeoutMs: 30_000,
    });
    expect(shutdownSettings({ SHUTDOWN_DELAY_MS: 'x', SHUTDOWN_TIMEOUT_MS: '-1' })).toEqual({
      delayMs: 0,
      timeoutMs: 10_000,
    });
  });
});
