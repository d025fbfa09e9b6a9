/**
 * databasePartition: the leader's host is cut off the network under load (its etcd member with it). The cut-off
 * Patroni can no longer renew its lock and demotes its PostgreSQL; the standby is promoted. The figures of the
 * failover, and no write on the old leader after the cut that the new one lacks (no split brain).
 */

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { failoverFigures } from '../checks.js';
import { cutNetwork, type Host, restoreNetwork, runIn } from '../hosts.js';
import { query, runLoad } from '../load.js';
import { startProcess, stopProcess } from '../processes.js';
import type { Figures } from '../results.js';
import { dirOf, leader, patroniIs, pgDataDir, psql, waitFor } from '../services.js';
import type { Drill } from './context.js';

/**
 * The ids of the opportunities created since `since` that the cut-off host holds. Patroni stops its PostgreSQL when it
 * loses etcd (and starts it only once etcd answers again, to rewind it): it is read then from a copy of its data
 * directory, started alone on a socket of its own.
 */
export async function rowsSince(h: Host, since: string): Promise<string[]> {
  const sql = `SELECT id FROM api.opportunities WHERE created_at >= '${since}'`;
  try {
    return psql(h, sql).split('\n').filter(Boolean);
  } catch {
    /* stopped: read a copy */
  }
  const dataDir = pgDataDir(h);
  await waitFor('the old leader stopped', () => !fs.existsSync(path.join(dataDir, 'postmaster.pid')), 60_000);
  const copy = path.join(dirOf(h, 'data'), 'copy');
  const socket = path.join(dirOf(h, 'run'), 'copy');
  fs.rmSync(copy, { recursive: true, force: true });
  execFileSync('cp', ['-a', dataDir, copy]);
  for (const f of ['standby.signal', 'recovery.signal']) fs.rmSync(path.join(copy, f), { force: true });
  fs.mkdirSync(socket, { recursive: true });
  execFileSync('chown', ['postgres:postgres', socket]);
  const name = `postgres-copy-${h.name}`;
  startProcess(
    name,
    h,
    [
      '/usr/lib/postgresql/15/bin/postgres',
      '-D',
      copy,
      '-c',
      'listen_addresses=',
      '-c',
      `unix_socket_directories=${socket}`,
      '-c',
      'archive_mode=off',
      '-c',
      'synchronous_standby_names=',
      '-c',
      `hba_file=${path.join(copy, 'pg_hba.conf')}`,
      '-c',
      `ident_file=${path.join(copy, 'pg_ident.conf')}`,
    ],
    { user: 'postgres', logDir: dirOf(h, 'log') },
  );
  try {
    let rows: string[] = [];
    await waitFor(
      'the copy of the old leader',
      () => {
        rows = runIn(h, ['psql', '-h', socket, '-d', 'portal', '-XAtq', '-c', sql], { user: 'postgres' })
          .split('\n')
          .filter(Boolean);
        return true;
      },
      120_000,
    );
    return rows;
  } finally {
    await stopProcess(name, 'SIGINT');
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

export const takesWrites = (h: Host) => {
  try {
    return psql(h, 'SELECT pg_is_in_recovery()', 'postgres') === 'f';
  } catch {
    return false;
  }
};

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
          // Asked on the cut-off host itself (its own socket): does its PostgreSQL still take writes? Patroni demotes
          // it (read-only, or stopped while its WAL sender times out): either way no write lands there.
          waitFor('the old leader demoted', () => !takesWrites(old), 60_000).then(() => {
            demotedInS = Math.round((Date.now() - cutAt) / 100) / 10;
          }),
        ]);
      },
    },
  ]);
  // Still cut off: what the old leader has that was written after the cut, and whether the new leader has it too.
  const since = new Date(cutAt - 1_000).toISOString();
  const onOld = await rowsSince(old, since);
  const [{ n }] = await query<{ n: number }>(
    drill.dbUrl,
    'SELECT count(*)::int AS n FROM unnest($1::uuid[]) AS a(id) WHERE NOT EXISTS (SELECT 1 FROM api.opportunities o WHERE o.id = a.id)',
    [onOld],
  );
  const { figures, held } = await failoverFigures(drill.dbUrl, run, old, cutAt, promotedInS);
  restoreNetwork(old);
  const rejoinedInS = await drill.rejoinDatabase(old);
  return {
    ok: held && n === 0 && (await patroniIs(old, 'sync')),
    ...figures,
    oldLeaderDemotedInS: demotedInS,
    writesOnOldLeader: n,
    rejoinedInS,
  };
}
