/**
 * pointInTimeRestore: a full backup (pgBackRest, from the leader), writes under load, a time T noted, more writes;
 * then the repository restored to T into a fresh cluster on a host of its own, and a portal started on it. Every
 * registration answered before T is there, none sent after T is.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { HOSTS, runIn } from '../hosts.js';
import { query, runLoad, summary } from '../load.js';
import { startProcess, stopProcess, tail } from '../processes.js';
import { renderTo } from '../render.js';
import type { Figures } from '../results.js';
import {
  dirOf,
  leader,
  pgbackrestConf,
  psql,
  REPO_PATH,
  ready,
  renderPortalHost,
  startUnit,
  waitFor,
} from '../services.js';
import type { Drill } from './context.js';

const pgbackrest = (h: typeof HOSTS.restore, ...args: string[]) =>
  runIn(h, ['pgbackrest', `--config=${pgbackrestConf(h)}`, '--stanza=portal', ...args], { user: 'postgres' });

export async function pointInTimeRestore(drill: Drill): Promise<Figures> {
  const from = await leader();
  if (!from) throw new Error('no leader to back up');
  const backupAt = Date.now();
  pgbackrest(from, 'backup', '--type=full');
  const backupSeconds = Math.round((Date.now() - backupAt) / 100) / 10;
  let t = 0;
  const run = await runLoad(drill.dbUrl, 40, [
    {
      name: 'T',
      afterS: 20,
      run: () => {
        t = Date.now();
      },
    },
  ]);
  // Every WAL segment up to now in the repository (the leader may have changed: ask whoever leads now).
  const now = (await leader()) ?? from;
  psql(now, 'SELECT pg_switch_wal()', 'postgres');
  pgbackrest(now, 'check');

  // The fresh cluster: an empty data directory on its own host, restored from the repository up to T.
  const h = HOSTS.restore;
  for (const sub of ['run', 'log', 'data', 'etc'] as const) {
    fs.mkdirSync(dirOf(h, sub), { recursive: true });
    execFileSync('chown', ['-R', 'postgres:postgres', dirOf(h, sub)]);
  }
  const dataDir = path.join(dirOf(h, 'data'), 'pg15');
  fs.mkdirSync(dataDir, { mode: 0o700 });
  execFileSync('chown', ['postgres:postgres', dataDir]);
  renderTo('pgbackrest/pgbackrest.conf', pgbackrestConf(h), {
    REPO_PATH,
    LOG_DIR: dirOf(h, 'log'),
    RUN_DIR: dirOf(h, 'run'),
    DATA_DIR: dataDir,
  });
  // PostgreSQL's own timestamp format, which pgBackRest also reads to pick the backup set.
  const target = `${new Date(t).toISOString().replace('T', ' ').replace('Z', '')}+00`;
  const restoreAt = Date.now();
  pgbackrest(
    h,
    'restore',
    '--type=time',
    `--target=${target}`,
    '--target-action=promote',
    `--recovery-option=restore_command=pgbackrest --config=${pgbackrestConf(h)} --stanza=portal archive-get %f "%p"`,
  );
  // Started alone: its own address and socket, not archiving into the production stanza, no synchronous standby.
  startProcess(
    'postgres-restore',
    h,
    [
      '/usr/lib/postgresql/15/bin/postgres',
      '-D',
      dataDir,
      '-c',
      `listen_addresses=${h.addr}`,
      '-c',
      `unix_socket_directories=${dirOf(h, 'run')}`,
      '-c',
      'archive_mode=off',
      '-c',
      'synchronous_standby_names=',
      '-c',
      'hot_standby=on',
      '-c',
      `hba_file=${path.join(dataDir, 'pg_hba.conf')}`,
      '-c',
      `ident_file=${path.join(dataDir, 'pg_ident.conf')}`,
    ],
    { user: 'postgres', logDir: dirOf(h, 'log') },
  );
  await waitFor(
    'the restored cluster promoted',
    () => psql(h, 'SELECT pg_is_in_recovery()', 'postgres') === 'f',
    300_000,
  ).catch((e) => {
    throw new Error(`${e.message}\n${tail('postgres-restore')}`);
  });
  const restoreSeconds = Math.round((Date.now() - restoreAt) / 100) / 10;

  // What it holds of the registrations of the load: those answered before T, those sent after.
  const ack = run.result.acknowledged ?? { created: [], approved: [], createdTimes: [] };
  const before = ack.created.filter((_, i) => ack.createdTimes[i][1] < t);
  const after = ack.created.filter((_, i) => ack.createdTimes[i][0] > t);
  const restoredUrl = drill.dbUrl.replace('10.40.0.10:5000', `${h.addr}:5432`);
  const [{ missing }] = await query<{ missing: number }>(
    restoredUrl,
    'SELECT count(*)::int AS missing FROM unnest($1::uuid[]) a(id) WHERE NOT EXISTS (SELECT 1 FROM api.opportunities o WHERE o.id = a.id)',
    [before],
  );
  const [{ present }] = await query<{ present: number }>(
    restoredUrl,
    'SELECT count(*)::int AS present FROM unnest($1::uuid[]) a(id) WHERE EXISTS (SELECT 1 FROM api.opportunities o WHERE o.id = a.id)',
    [after],
  );

  // A portal on it: the four services from their units, pointed at the restored cluster.
  const units = renderPortalHost(h, drill.secrets, { gitCommit: 'restore', databaseHost: `${h.addr}:5432` });
  let portalReady = true;
  try {
    for (const service of ['auth', 'mailer', 'api', 'gateway'] as const) {
      startUnit(h, service, units[service]);
      await waitFor(`restored portal ${service}`, () => ready(h, service), 120_000);
    }
  } catch {
    portalReady = false;
  }
  for (const service of ['gateway', 'api', 'mailer', 'auth']) await stopProcess(`${h.name}-${service}`);
  await stopProcess('postgres-restore', 'SIGINT');
  const s = summary(run);
  return {
    ok: missing === 0 && present === 0 && before.length > 0 && after.length > 0 && portalReady,
    missingBeforeT: missing,
    presentAfterT: present,
    registrationsBeforeT: before.length,
    registrationsAfterT: after.length,
    backupSeconds,
    restoreSeconds,
    portalReady,
    ...s,
  };
}
