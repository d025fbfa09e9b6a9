import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILURES_PER_EMAIL_IP } from '../../server/services/auth/throttling.js';
import { call } from '../fixtures/http.js';
import { DEMO_PASSWORD, demoAccounts, type Stack, startStack } from '../fixtures/stack.js';

const PARALLEL_ATTEMPTS = 60;
/** A login must not wait on a Redis that is gone (it used to answer 500 after 5 s). */
const QUICK_MS = 2000;

const basic = (email: string, password: string) => `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`;
let ipSeq = 0;
const freshIp = () => `10.61.${Math.floor(Math.random() * 250)}.${(ipSeq++ % 250) + 1}`;
const attempt = (stack: Stack, email: string, password: string, ip: string) =>
  call(stack.authUrl, 'GET', '/login?brand=scanora', {
    headers: { authorization: basic(email, password), 'x-forwarded-for': ip },
  });

/** A local port where nothing listens: Redis is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('login throttling under parallel attempts', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it(`checks at most ${LOGIN_FAILURES_PER_EMAIL_IP} of ${PARALLEL_ATTEMPTS} parallel wrong passwords for one e-mail`, async () => {
    const ip = freshIp();
    const replies = await Promise.all(
      Array.from({ length: PARALLEL_ATTEMPTS }, (_, i) => attempt(stack, demoAccounts.seller.email, `Errada@${i}`, ip)),
    );

    const statuses = replies.map((r) => r.status);
    // 401 is a password that was checked; 429 one refused before the check.
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_FAILURES_PER_EMAIL_IP);
    expect(statuses.filter((s) => s === 429)).toHaveLength(PARALLEL_ATTEMPTS - LOGIN_FAILURES_PER_EMAIL_IP);
    expect((await attempt(stack, demoAccounts.seller.email, DEMO_PASSWORD, ip)).status).toBe(429);
  });

  it('a success in between does not use up the limit of the failures', async () => {
    const ip = freshIp();
    const email = demoAccounts.representative.email;
    for (let i = 0; i < LOGIN_FAILURES_PER_EMAIL_IP - 1; i++) {
      expect((await attempt(stack, email, `Errada@${i}`, ip)).status).toBe(401);
    }
    expect((await attempt(stack, email, DEMO_PASSWORD, ip)).status).toBe(200);
    // The success cleared the e-mail+IP count: the owner may mistype again.
    expect((await attempt(stack, email, 'Errada@x', ip)).status).toBe(401);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)('login throttling on Redis', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ redisUrl });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('keeps no key or value holding the address of failed logins', async () => {
    const email = demoAccounts.seller.email;
    for (let i = 0; i < 3; i++) expect((await attempt(stack, email, `Errada@${i}`, freshIp())).status).toBe(401);

    const direct = new Redis(redisUrl!);
    try {
      const keys = await direct.keys(`${stack.redisPrefix}*`);
      expect(keys.length).toBeGreaterThan(0);
      const values = await Promise.all(keys.map((k) => direct.get(k)));
      const local = email.split('@')[0].toLowerCase();
      expect([...keys, ...values].filter((text) => text?.toLowerCase().includes(local))).toEqual([]);
    } finally {
      direct.disconnect();
    }
  });
});

describe('login with Redis down', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ redisUrl: `redis://127.0.0.1:${await closedPort()}` });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('answers quickly and the limits still apply in the process', async () => {
    const ip = freshIp();
    const email = demoAccounts.seller.email;
    const started = Date.now();
    const ok = await attempt(stack, email, DEMO_PASSWORD, ip);
    expect(ok.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(QUICK_MS);

    for (let i = 0; i < LOGIN_FAILURES_PER_EMAIL_IP; i++) {
      expect((await attempt(stack, email, `Errada@${i}`, ip)).status).toBe(401);
    }
    expect((await attempt(stack, email, DEMO_PASSWORD, ip)).status).toBe(429);
  });
});
