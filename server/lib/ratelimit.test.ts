import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import type { Logger } from './logger.js';
import { consumeOrRefuse, createRateLimits, type RateLimits } from './ratelimit.js';

const LIMIT = 10;
const PARALLEL = 60;
const QUICK_MS = 1500;

function recordingLogger() {
  const warnings: string[] = [];
  const infos: string[] = [];
  const logger: Logger = {
    debug: () => {},
    info: (m) => infos.push(m),
    warn: (m) => warnings.push(m),
    error: () => {},
    child: () => logger,
  };
  return { logger, warnings, infos };
}

const uniquePrefix = () => `test:rl:${process.pid}:${Math.random().toString(36).slice(2)}:`;

/** How many of `n` parallel hits of one key got through. */
async function allowedOf(limits: RateLimits, n: number, key = 'k') {
  const limit = limits.limit('login', LIMIT, 60);
  const results = await Promise.allSettled(Array.from({ length: n }, () => consumeOrRefuse(limit, key, 'Muitas')));
  return results.filter((r) => r.status === 'fulfilled').length;
}

/** A TCP relay to Redis that can be cut and restored on the same port: an outage Redis can come back from. */
async function redisRelay(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = createConnectionTo(target);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('error', () => {});
          s.on('close', () => sockets.delete(s));
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as { port: number }).port;
        resolve();
      });
    });
  await open();
  return {
    url: () => `redis://127.0.0.1:${port}`,
    async cut() {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server!.close(resolve));
    },
    restore: open,
  };
}
function createConnectionTo(target: URL): Socket {
  return createConnection(Number(target.port || 6379), target.hostname);
}

let opened: RateLimits[] = [];
const open = (opts: Omit<Parameters<typeof createRateLimits>[0], 'keySecret'> & { keySecret?: string }) => {
  const limits = createRateLimits({ keySecret: 'test-key-secret', ...opts });
  opened.push(limits);
  return limits;
};
afterEach(async () => {
  for (const l of opened) await l.close();
  opened = [];
});

describe('rate limits in one process', () => {
  it(`lets ${LIMIT} of ${PARALLEL} parallel hits through`, async () => {
    const limits = open({ prefix: uniquePrefix(), logger: recordingLogger().logger });
    expect(await allowedOf(limits, PARALLEL)).toBe(LIMIT);
  });

  it('refuses with 429 and the seconds left in the window', async () => {
    const limits = open({ prefix: uniquePrefix(), logger: recordingLogger().logger });
    await allowedOf(limits, LIMIT);
    await expect(consumeOrRefuse(limits.limit('login', LIMIT, 60), 'k', 'Muitas')).rejects.toMatchObject({
      status: 429,
      extra: { retryAfter: expect.any(Number) },
    });
  });
});

describe('rate limits with Redis down', () => {
  it('answer at once from the process, still limiting, with one warning', async () => {
    const { logger, warnings } = recordingLogger();
    const limits = open({ redisUrl: 'redis://127.0.0.1:1', prefix: uniquePrefix(), logger });
    await limits.ready();

    const started = Date.now();
    expect(await allowedOf(limits, PARALLEL)).toBe(LIMIT);
    expect(await allowedOf(limits, PARALLEL, 'other')).toBe(LIMIT);
    expect(Date.now() - started).toBeLessThan(QUICK_MS);
    expect(warnings).toHaveLength(1);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)('rate limits on Redis', () => {
  it('are shared by replicas: parallel hits on two processes let the limit through once', async () => {
    const prefix = uniquePrefix();
    const a = open({ redisUrl, prefix, logger: recordingLogger().logger });
    const b = open({ redisUrl, prefix, logger: recordingLogger().logger });
    await Promise.all([a.ready(), b.ready()]);

    const [fromA, fromB] = await Promise.all([allowedOf(a, PARALLEL / 2), allowedOf(b, PARALLEL / 2)]);
    expect(fromA + fromB).toBe(LIMIT);
  });

  it('fall back to the process while Redis is cut, and go back to Redis when it returns', async () => {
    const relay = await redisRelay(new URL(redisUrl!));
    const { logger, warnings, infos } = recordingLogger();
    const prefix = uniquePrefix();
    const limits = open({ redisUrl: relay.url(), prefix, logger });
    await limits.ready();
    const direct = new Redis(redisUrl!);
    try {
      const limit = limits.limit('login', LIMIT, 60);
      await limit.consume('k');
      expect(await direct.get(`${prefix}login:k`)).toBe('1');

      await relay.cut();
      const started = Date.now();
      await limit.consume('k');
      await limit.consume('k');
      expect(Date.now() - started).toBeLessThan(QUICK_MS);
      expect(warnings).toHaveLength(1);
      expect(await direct.get(`${prefix}login:k`)).toBe('1');

      await relay.restore();
      await expect.poll(() => infos.includes('rate limits back on Redis'), { timeout: 10_000 }).toBe(true);
      await limit.consume('k');
      expect(await direct.get(`${prefix}login:k`)).toBe('2');
    } finally {
      direct.disconnect();
      await relay.cut().catch(() => {});
    }
  });
});
