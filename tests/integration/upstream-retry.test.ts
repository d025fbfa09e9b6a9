/**
 * When the gateway sends a call again (design section 14): a read whose connection is cut before any reply (a service
 * that stops listening resets the connections waiting in its accept queue) is sent again; a write is not, since it may
 * have reached the service, unless it carries an Idempotency-Key (the service then does it at most once); a refused
 * connection never reached it, so any call is sent again.
 */
import net from 'node:net';
import { afterEach, expect, test } from 'vitest';
import { upstreamFetch } from '../../server/gateway/datasources/http.js';

let server: net.Server | undefined;
afterEach(() => server?.close());

/** A service whose first `cut` connections are reset as their request arrives; the rest get a 200. */
async function flakyService(cut: number) {
  let connections = 0;
  server = net.createServer((socket) => {
    const n = ++connections;
    socket.once('data', () => {
      if (n <= cut) socket.resetAndDestroy();
      else
        socket.end('HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\ncontent-length: 2\r\nconnection: close\r\n\r\nok');
    });
  });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  return { url: `http://127.0.0.1:${port}/x`, connections: () => connections };
}

test('a read cut before its reply is sent again', async () => {
  const service = await flakyService(1);
  const reply = await upstreamFetch(service.url, { method: 'GET', headers: {} });
  expect(reply.status).toBe(200);
  expect(await reply.text()).toBe('ok');
  expect(service.connections()).toBe(2);
});

test('a write cut before its reply is not sent again: it may have reached the service', async () => {
  const service = await flakyService(1);
  await expect(upstreamFetch(service.url, { method: 'POST', headers: {}, body: '{}' })).rejects.toThrow();
  expect(service.connections()).toBe(1);
});

test('a write named by an Idempotency-Key is sent again, under the same key: the service does it once', async () => {
  const keys: string[] = [];
  let connections = 0;
  server = net.createServer((socket) => {
    const n = ++connections;
    socket.once('data', (data) => {
      keys.push(/idempotency-key: ([^\r]+)/i.exec(data.toString())?.[1] ?? '');
      if (n === 1) socket.resetAndDestroy();
      else socket.end('HTTP/1.1 201 Created\r\ncontent-length: 0\r\nconnection: close\r\n\r\n');
    });
  });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;

  const reply = await upstreamFetch(`http://127.0.0.1:${port}/x`, {
    method: 'POST',
    headers: { 'idempotency-key': 'chave-de-teste-0001' },
    body: '{}',
  });

  expect(reply.status).toBe(201);
  expect(keys).toEqual(['chave-de-teste-0001', 'chave-de-teste-0001']);
});

test('a refused connection is tried again, a write included, until the service listens', async () => {
  const probe = await flakyService(0);
  const { url } = probe;
  await new Promise((r) => server!.close(r));
  const port = Number(new URL(url).port);
  const later = setTimeout(() => {
    server = net.createServer((socket) =>
      socket.once('data', () => socket.end('HTTP/1.1 201 Created\r\ncontent-length: 0\r\nconnection: close\r\n\r\n')),
    );
    server.listen(port, '127.0.0.1');
  }, 300);
  try {
    const reply = await upstreamFetch(url, { method: 'POST', headers: {}, body: '{}' });
    expect(reply.status).toBe(201);
  } finally {
    clearTimeout(later);
  }
});
