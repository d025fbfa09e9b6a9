/**
 * databasePartition: the leader's host is cut off the network under load (its etcd member with it). The cut-off
 * Patroni can no longer renew its lock and demotes its PostgreSQL; the standby is promoted. The figures of the
 * failover, and no write on the old leader after the cut that the new one lacks (no split brain).
 */
import { duplicateWrites, lostAcknowledgedWrites } from '../checks.js';
import { cutNetwork, restoreNetwork } from '../hosts.js';
import { errorWindowAfter, runLoad, summary } from '../load.js';
import type { Figures } from '../results.js';
import { leader, patroniIs, psql, waitFor } from '../services.js';
import type { Drill } from './context.js';

export async function databasePartition(drill: Drill): Promise<Figures> {
  const old = await leader();
  if (!old) throw new Error('no leader before the partition');
  let cutAt = 0;
  let promotedInS = -1;
  let demotedInS = -1;
  const run = await runLoad(drill.dbUrl, 60, [
    {
      name: 'cut',
      afterS: 15,
      run: async () => {
        cutAt = Date.now();
        cutNetwork(old);
        const other = old.name === 'db1' ? 'db2' : 'db1';
        await Promise.all([
          waitFor('the standby promoted', async () => (await leader())?.name === other, 60_000).then(() => {
            promotedInS = Math.round((Date.now() - cutAt) / 100) / 10;
          }),
          // Asked on the cut-off host itself (its own socket): is its PostgreSQL read-only yet?
          waitFor(
            'the old leader demoted',
            () => psql(old, 'SELECT pg_is_in_recovery()', 'postgres') === 't',
            60_000,
          ).then(() => {
            demotedInS = Math.round((Date.now() - cutAt) / 100) / 10;
          }),
        ]);
      },
    },
  ]);
  // Still cut off: what the old leader has that was written after the cut, and whether the new leader has it too.
  const since = new Date(cutAt - 1_000).toISOString();
  const onOld = psql(old, `SELECT id FROM api.opportunities WHERE created_at >= '${since}'`)
    .split('\n')
    .filter(Boolean);
  const { query } = await import('../load.js');
  const [{ n }] = await query<{ n: number }>(
    drill.dbUrl,
    'SELECT count(*)::int AS n FROM unnest($1::uuid[]) AS a(id) WHERE NOT EXISTS (SELECT 1 FROM api.opportunities o WHERE o.id = a.id)',
    [onOld],
  );
  const s = summary(run);
  const figures = {
    oldLeader: old.name,
    newLeader: (await leader())?.name ?? 'none',
    promotedInS,
    oldLeaderDemotedInS: demotedInS,
    writesOnOldLeader: n,
    lostAcknowledgedWrites: await lostAcknowledgedWrites(drill.dbUrl, run),
    duplicateWrites: await duplicateWrites(drill.dbUrl, run),
    errorWindowS: errorWindowAfter(run, cutAt),
    ...s,
  };
  restoreNetwork(old);
  const rejoinedInS = await drill.rejoinDatabase(old);
  return {
    ok:
      figures.writesOnOldLeader === 0 &&
      figures.lostAcknowledgedWrites === 0 &&
      figures.duplicateWrites === 0 &&
      figures.http500 === 0 &&
      figures.failuresNotRetryable === 0 &&
      figures.errorWindowS <= 30 &&
      promotedInS >= 0 &&
      (await patroniIs(old, 'sync')),
    ...figures,
    rejoinedInS,
  };
}
