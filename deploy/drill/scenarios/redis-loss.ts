/**
 * redisLoss: Redis stops under load (SIGKILL) for 20 s, then comes back. As documented (README, REDIS_URL): no 5xx,
 * each process limits on its own meanwhile (and warns once), and counts in Redis again when it returns.
 *
 * The limits are probed with wrong-password logins of a new address through HAProxy (10 failures per address and IP
 * in 15 minutes, design section 4): while Redis is down each portal host counts apart, so between 10 and 10 × hosts
 * failures get through before the first refusal; once it is back the hosts share one count again, exactly 10.
 */
import { randomUUID } from 'node:crypto';
import { LOGIN_FAILURES_PER_EMAIL_IP } from '../../../server/services/auth/throttling.js';
import { Browser } from '../../../tests/fixtures/gateway.js';
import { HOSTS, runIn } from '../hosts.js';
import { runLoad, summary } from '../load.js';
import { stopProcess } from '../processes.js';
import type { Figures } from '../results.js';
import { BRAND_HOST, LB_URL, PORTAL_HOSTS, startRedis, waitFor } from '../services.js';
import type { Drill } from './context.js';

const redisKeys = () =>
  Number(runIn(HOSTS.lb, ['redis-cli', '-h', HOSTS.lb.addr, '--no-auth-warning', 'dbsize']).trim() || 0);

const LOGIN = 'mutation DrillLogin($input: LoginInput!) { login(input: $input) { viewer { id } } }';

interface Probe {
  /** Wrong-password attempts answered as such before the first refusal for the rate. */
  failuresBeforeRefusal: number;
  /** The refusal's Retry-After (seconds), or -1 when none came within the attempts. */
  retryAfterS: number;
}

/** Wrong-password logins of one new address until one is refused for its rate (at most `max`). */
async function probeLoginLimit(max: number): Promise<Probe> {
  const browser = new Browser(LB_URL, BRAND_HOST);
  const username = `drill-${randomUUID()}@example.com`;
  for (let i = 0; i < max; i++) {
    const reply = await browser.gql(LOGIN, { input: { username, password: 'not-the-password' } });
    const error = reply.errors?.[0];
    if (!error) throw new Error(`a wrong password was let in (HTTP ${reply.status})`);
    const code = error.extensions?.code;
    if (code === 'RATE_LIMITED') {
      const retryAfterS = Number(reply.headers['retry-after'] ?? error.extensions?.retryAfter ?? -1);
      return { failuresBeforeRefusal: i, retryAfterS };
    }
    if (reply.status >= 500) throw new Error(`login probe: HTTP ${reply.status} ${String(code)}`);
  }
  return { failuresBeforeRefusal: max, retryAfterS: -1 };
}

export async function redisLoss(drill: Drill): Promise<Figures> {
  const limit = LOGIN_FAILURES_PER_EMAIL_IP;
  const most = limit * PORTAL_HOSTS.length;
  let keysBefore = 0;
  let keysAfterReturn = 0;
  let whileDown: Probe | undefined;
  let afterReturn: Probe | undefined;
  const run = await runLoad(drill.dbUrl, 50, [
    {
      name: 'stop',
      afterS: 10,
      run: async () => {
        keysBefore = redisKeys();
        await stopProcess('redis', 'SIGKILL');
        whileDown = await probeLoginLimit(most + 5);
      },
    },
    {
      name: 'return',
      afterS: 30,
      run: async () => {
        startRedis();
        await waitFor('Redis back', () => redisKeys() >= 0, 10_000);
        // ioredis reconnects on its own schedule (backoff up to 2 s): give each process time to be back on Redis.
        await new Promise((r) => setTimeout(r, 5_000));
        afterReturn = await probeLoginLimit(most + 5);
        keysAfterReturn = redisKeys();
      },
    },
  ]);
  const s = summary(run);
  const rateLimited = Object.entries(s.errorsByCode)
    .filter(([k]) => k.endsWith(':RATE_LIMITED'))
    .reduce((a, [, n]) => a + n, 0);
  const down = whileDown?.failuresBeforeRefusal ?? -1;
  const back = afterReturn?.failuresBeforeRefusal ?? -1;
  return {
    ok:
      s.http5xx === 0 &&
      s.errors === 0 &&
      // Per process while Redis is down: no host lets more than its own 10 through, none refuses before its 10.
      down >= limit &&
      down <= most &&
      (whileDown?.retryAfterS ?? -1) > 0 &&
      // Shared again once it is back: exactly the limit across both hosts, and the count is in Redis.
      back === limit &&
      (afterReturn?.retryAfterS ?? -1) > 0 &&
      keysAfterReturn > 0,
    loginFailuresLetThroughWhileDown: down,
    loginFailuresLetThroughAfterReturn: back,
    limitPerProcess: limit,
    rateLimited,
    redisKeysBefore: keysBefore,
    redisKeysAfterReturn: keysAfterReturn,
    ...s,
  };
}
