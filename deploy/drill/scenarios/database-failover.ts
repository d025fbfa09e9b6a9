/**
 * databaseFailover: the leader's database host dies under load (kill -9 of its Patroni, PostgreSQL and etcd member:
 * the host is gone, not a PostgreSQL that Patroni would restart in place). Patroni promotes the synchronous standby;
 * the portal reconnects without a restart. No acknowledged write lost or doubled, no 500 (503 with Retry-After), and
 * the errors last at most 30 s.
 */
import { failoverFigures } from '../checks.js';
import { pidsIn } from '../hosts.js';
import { runLoad } from '../load.js';
import type { Figures } from '../results.js';
import { leader, patroniIs, waitFor } from '../services.js';
import type { Drill } from './context.js';

export async function databaseFailover(drill: Drill): Promise<Figures> {
  const old = await leader();
  if (!old) throw new Error('no leader before the failover');
  let killedAt = 0;
  let promotedInS = -1;
  const run = await runLoad(drill.dbUrl, 60, [
    {
      name: 'kill',
      afterS: 15,
      run: async () => {
        killedAt = Date.now();
        for (const pid of pidsIn(old.ns)) {
          try {
            process.kill(pid, 'SIGKILL');
          } catch {
            /* gone */
          }
        }
        const other = old.name === 'db1' ? 'db2' : 'db1';
        await waitFor('the standby promoted', async () => (await leader())?.name === other, 60_000);
        promotedInS = Math.round((Date.now() - killedAt) / 100) / 10;
      },
    },
  ]);
  const { figures, held } = await failoverFigures(drill.dbUrl, run, old, killedAt, promotedInS);
  const rejoinedInS = await drill.rejoinDatabase(old);
  return { ok: held && (await patroniIs(old, 'sync')), ...figures, rejoinedInS };
}
