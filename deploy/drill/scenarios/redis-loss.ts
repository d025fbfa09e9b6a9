/**
 * redisLoss: Redis stops under load (SIGKILL) for 20 s, then comes back. As documented (README, REDIS_URL): no 5xx,
 * each process limits on its own meanwhile (and warns once), and counts in Redis again when it returns.
 */
import { HOSTS, runIn } from '../hosts.js';
import { runLoad, summary } from '../load.js';
import { stopProcess } from '../processes.js';
import type { Figures } from '../results.js';
import { startRedis } from '../services.js';
import type { Drill } from './context.js';

const redisKeys = () =>
  Number(runIn(HOSTS.lb, ['redis-cli', '-h', HOSTS.lb.addr, '--no-auth-warning', 'dbsize']).trim() || 0);

export async function redisLoss(drill: Drill): Promise<Figures> {
  let keysBefore = 0;
  let keysAfterReturn = 0;
  const run = await runLoad(drill.dbUrl, 50, [
    {
      name: 'stop',
      afterS: 10,
      run: async () => {
        keysBefore = redisKeys();
        await stopProcess('redis', 'SIGKILL');
      },
    },
    { name: 'return', afterS: 30, run: () => startRedis() },
    {
      name: 'after',
      afterS: 45,
      run: () => {
        keysAfterReturn = redisKeys();
      },
    },
  ]);
  const s = summary(run);
  const rateLimited = Object.entries(s.errorsByCode)
    .filter(([k]) => k.endsWith(':RATE_LIMITED'))
    .reduce((a, [, n]) => a + n, 0);
  return {
    ok: s.http5xx === 0 && s.errors === 0 && keysAfterReturn > 0,
    rateLimited,
    redisKeysBefore: keysBefore,
    redisKeysAfterReturn: keysAfterReturn,
    ...s,
  };
}
