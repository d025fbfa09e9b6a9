import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger.js';
import { createRateLimits, type RateLimits } from '../../lib/ratelimit.js';
import { LOGIN_FAILURES_PER_EMAIL_IP, loginThrottle } from './throttling.js';

const EMAIL = 'pessoa.limitada@revenda.com.br';
const IP = '10.9.8.7';
const logger = createLogger('silent');
const uniquePrefix = () => `test:login:${process.pid}:${Math.random().toString(36).slice(2)}:`;

let opened: RateLimits[] = [];
const open = (opts: { redisUrl?: string; prefix?: string; keySecret?: string }) => {
  const limits = createRateLimits({ prefix: uniquePrefix(), keySecret: 'segredo-a', logger, ...opts });
  opened.push(limits);
  return limits;
};
afterEach(async () => {
  for (const l of opened) await l.close();
  opened = [];
});

/** Whether `begin` let the attempt through (false: refused with 429). */
const admitted = (throttle: ReturnType<typeof loginThrottle>) =>
  throttle.begin(EMAIL, IP).then(
    () => true,
    (err: { status?: number }) => {
      if (err.status !== 429) throw err;
      return false;
    },
  );

describe('the login limiter in the process', () => {
  it('counts an address under a keyed hash, never under the address', async () => {
    const limits = open({});
    await admitted(loginThrottle(limits));

    const perEmailIp = limits.limit('auth:login:email-ip', LOGIN_FAILURES_PER_EMAIL_IP, 1);
    const hashed = limits.personalKey(EMAIL, IP);
    expect(hashed).not.toContain(EMAIL.split('@')[0]);
    expect((await perEmailIp.get(hashed))?.consumedPoints).toBe(1);
    expect(await perEmailIp.get(`${EMAIL}|${IP}`)).toBeNull();
  });

  it('keys the same person alike under one secret and apart under another', () => {
    const a = open({ keySecret: 'segredo-a' });
    expect(a.personalKey(EMAIL, IP)).toBe(open({ keySecret: 'segredo-a' }).personalKey(EMAIL, IP));
    expect(a.personalKey(EMAIL, IP)).not.toBe(open({ keySecret: 'segredo-b' }).personalKey(EMAIL, IP));
    expect(a.personalKey(EMAIL, IP)).not.toBe(a.personalKey(`${EMAIL}|${IP}`));
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)('the login limiter on Redis', () => {
  it('holds across two replicas sharing Redis, and Redis holds no key or value with the address', async () => {
    const prefix = uniquePrefix();
    const replicas = [open({ redisUrl, prefix }), open({ redisUrl, prefix })];
    await Promise.all(replicas.map((r) => r.ready()));
    const throttles = replicas.map(loginThrottle);

    const results: boolean[] = [];
    for (let i = 0; i <= LOGIN_FAILURES_PER_EMAIL_IP; i++) results.push(await admitted(throttles[i % 2]));

    expect(results.filter(Boolean)).toHaveLength(LOGIN_FAILURES_PER_EMAIL_IP);
    expect(results.at(-1)).toBe(false);
    const direct = new Redis(redisUrl!);
    try {
      const keys = await direct.keys(`${prefix}*`);
      expect(keys.length).toBeGreaterThan(0);
      const values = await Promise.all(keys.map((k) => direct.get(k)));
      expect([...keys, ...values].filter((text) => text?.toLowerCase().includes('limitada'))).toEqual([]);
    } finally {
      direct.disconnect();
    }
  });
});
