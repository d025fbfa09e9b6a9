/**
 * npm run drill (as root): the deployment of deploy/ on this one machine, hosts as network namespaces (hosts.ts), its
 * scenarios under the load bench's 200 users, one line printed per scenario, deploy/drill/results/latest.json
 * written, then everything torn down: no process, namespace or bridge of the drill is left, whether it passed,
 * failed or was interrupted (Ctrl-C, SIGTERM).
 *
 *   npm run drill                         # every scenario
 *   npm run drill -- steady redisLoss     # only these (in the drill's order)
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import { ensureServerBuilt } from '../../server/build/ensure-built.js';
import { createHosts, destroyHosts, type Host, leftovers } from './hosts.js';
import { databaseUrl } from './load.js';
import { running, stopAll } from './processes.js';
import { prepareRelease, type Release, releaseBeforeNewestMigration } from './release.js';
import { PROJECT_DIR } from './render.js';
import { type Figures, line, RESULTS_FILE, writeResults } from './results.js';
import type { Drill } from './scenarios/context.js';
import { databaseFailover } from './scenarios/database-failover.js';
import { databasePartition } from './scenarios/database-partition.js';
import { pointInTimeRestore } from './scenarios/point-in-time-restore.js';
import { portalHostLoss } from './scenarios/portal-host-loss.js';
import { redisLoss } from './scenarios/redis-loss.js';
import { rollingUpgrade } from './scenarios/rolling-upgrade.js';
import { steady } from './scenarios/steady.js';
import {
  gatewaysUp,
  makeSecrets,
  PORTAL_HOSTS,
  patroniIs,
  prepareFiles,
  renderPortalHost,
  startDatabases,
  startEtcd,
  startEtcdCluster,
  startHaproxy,
  startPatroni,
  startPortalHost,
  startRedis,
  waitFor,
} from './services.js';

/** The Debian packages the drill runs (installed when missing, services not started: policy-rc.d). */
const PACKAGES = [
  'haproxy',
  'patroni',
  'etcd-server',
  'pgbackrest',
  'postgresql-15',
  'iproute2',
  'openssl',
  'redis-server',
  'socat',
];

type Scenario = (d: Drill) => Promise<Figures>;

/**
 * In the issue's order, but for the rolling upgrade, which runs first when it runs at all: the portal hosts start on
 * the previous release for it, and every other scenario then runs on this one.
 */
const SCENARIOS = (upgrade: Scenario | undefined): Array<[string, Scenario | undefined]> => [
  ...(upgrade ? [['rollingUpgrade', upgrade] as [string, Scenario]] : []),
  ['steady', steady],
  ['databaseFailover', databaseFailover],
  ['databasePartition', databasePartition],
  ['portalHostLoss', portalHostLoss],
  ['redisLoss', redisLoss],
  ['pointInTimeRestore', pointInTimeRestore],
];

const log = (msg: string) => console.log(`[drill ${new Date().toISOString().slice(11, 19)}] ${msg}`);

function installPackages(): void {
  const missing = PACKAGES.filter((p) => spawnSync('dpkg', ['-s', p], { stdio: 'ignore' }).status !== 0);
  if (!missing.length) return;
  log(`installing ${missing.join(' ')}`);
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

let tornDown = false;
async function teardown(): Promise<void> {
  if (tornDown) return;
  tornDown = true;
  log('tearing down');
  await stopAll(5_000);
  const { killed } = destroyHosts();
  const left = leftovers();
  log(
    `torn down${killed ? ` (${killed} processes killed in the namespaces)` : ''}${left.length ? `; LEFT: ${left.join(', ')}` : ''}`,
  );
}

async function main(): Promise<number> {
  if (process.getuid?.() !== 0) throw new Error('the drill runs as root (namespaces, a bridge, the postgres user)');
  const only = process.argv.slice(2);
  const startedAt = new Date();
  installPackages();
  // What a crashed run left (its namespaces and bridge, never anything else).
  destroyHosts();
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: PROJECT_DIR }).toString().trim();
  log('building the hosts (namespaces on a bridge)');
  createHosts();
  const { caFile, tlsPem } = prepareFiles();
  // The load's processes read the drill's CA at start; the drill's own probes (https.globalAgent) are given it here.
  process.env.NODE_EXTRA_CA_CERTS = caFile;
  https.globalAgent = new https.Agent({ ca: fs.readFileSync(caFile) });
  await ensureServerBuilt((l) => log(l));
  const secrets = makeSecrets();
  log('etcd on db1, db2 and lb');
  await startEtcdCluster();
  log('Patroni and PostgreSQL 15 on db1 and db2 (synchronous), pgBackRest stanza');
  await startDatabases(secrets);
  log('Redis and HAProxy on lb');
  startRedis();
  await startHaproxy(tlsPem);
  // The previous release when the rolling upgrade runs: DRILL_UPGRADE_FROM, by default the one before the newest
  // migration (release.ts).
  const selected = (name: string) => !only.length || only.includes(name);
  let previous: Release | undefined;
  if (selected('rollingUpgrade')) {
    previous = prepareRelease(process.env.DRILL_UPGRADE_FROM ?? releaseBeforeNewestMigration());
    log(`previous release ${previous.commit} (${previous.newMigrations.length} migrations to apply on upgrade)`);
  }
  const units: Drill['units'] = {};
  for (const h of PORTAL_HOSTS) {
    units[h.name] = renderPortalHost(
      h,
      secrets,
      previous ? { gitCommit: previous.commit, portalDir: previous.dir } : { gitCommit: commit },
    );
    log(`portal services on ${h.name}`);
    await startPortalHost(h, units[h.name]);
  }
  await waitFor('HAProxy to see both gateways', gatewaysUp, 30_000);
  const drill: Drill = {
    secrets,
    dbUrl: databaseUrl(secrets.dbPassword),
    units,
    async rejoinDatabase(h: Host) {
      const at = Date.now();
      if (!running(`etcd-${h.name}`)) startEtcd(h);
      if (!running(`patroni-${h.name}`)) startPatroni(h);
      await waitFor(`${h.name} back as the synchronous standby`, () => patroniIs(h, 'sync'), 180_000);
      return Math.round((Date.now() - at) / 100) / 10;
    },
  };
  const results: Record<string, Figures> = {};
  for (const [name, scenario] of SCENARIOS(previous && rollingUpgrade(previous, commit))) {
    if (!selected(name)) continue;
    if (!scenario) {
      results[name] = { ok: false, run: false, reason: 'not implemented in the drill yet' };
    } else {
      log(`scenario ${name}`);
      try {
        results[name] = await scenario(drill);
      } catch (error) {
        results[name] = { ok: false, error: error instanceof Error ? error.message : String(error) };
      }
    }
    console.log(line(name, results[name]));
    if (tornDown) break;
  }
  writeResults(results, {
    startedAt: startedAt.toISOString(),
    seconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
    commit,
  });
  log(`results in ${RESULTS_FILE}`);
  return Object.values(results).every((r) => r.ok) ? 0 : 1;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    log(`${signal}: stopping`);
    teardown().finally(() => process.exit(130));
  });
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
} finally {
  await teardown();
}
process.exit(code);
