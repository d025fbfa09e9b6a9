/**
 * The deployment on the drill's hosts, from the deploy/ templates: etcd on both database hosts and the load balancer
 * (the witness member), Patroni with PostgreSQL 15 on db1 and db2, pgBackRest's stanza, Redis and HAProxy on the load
 * balancer, and on each portal host the four services as their systemd units say (ExecStart, User, EnvironmentFile).
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { HOSTS, type Host, NETWORK, runIn } from './hosts.js';
import { startProcess, tail } from './processes.js';
import { PROJECT_DIR, readEnvFile, readUnit, renderTo } from './render.js';

export const ROOT = '/var/tmp/portal-drill';
export const PUBLIC_DOMAIN = 'portal.drill.test';
/** The brand the load's users sign in on (the bench's), under the wildcard host. */
export const BRAND_HOST = `scanora.${PUBLIC_DOMAIN}`;
export const LB_URL = `https://${HOSTS.lb.addr}`;
export const DB_HOSTS = [HOSTS.db1, HOSTS.db2] as const;
export const PORTAL_HOSTS = [HOSTS.portal1, HOSTS.portal2] as const;
export const SERVICES = ['auth', 'mailer', 'api', 'gateway'] as const;
/**
 * Who the portal's services run as. A host has its own `portal` system user (docs/operations.md); the drill makes no
 * user on this machine, and `nobody` stands for it: the services read the release and write only their data directory.
 */
const PORTAL_USER = 'nobody';
const ETCD_MEMBERS = [HOSTS.db1, HOSTS.db2, HOSTS.lb];

export interface Secrets {
  dbPassword: string;
  superuser: string;
  replication: string;
  rewind: string;
  serviceKey: string;
  jwk: string;
}

const secret = () => crypto.randomBytes(18).toString('base64url');

export function makeSecrets(): Secrets {
  const { privateKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    dbPassword: secret(),
    superuser: secret(),
    replication: secret(),
    rewind: secret(),
    serviceKey: secret(),
    jwk: JSON.stringify(privateKey.export({ format: 'jwk' })),
  };
}

export const dirOf = (h: Host, sub: 'run' | 'log' | 'data' | 'etc' | 'etcd') => path.join(ROOT, h.name, sub);
export const pgDataDir = (h: Host) => path.join(dirOf(h, 'data'), 'pg15');
export const REPO_PATH = path.join(ROOT, 'backup');
export const pgbackrestConf = (h: Host) => path.join(dirOf(h, 'etc'), 'pgbackrest.conf');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` every `everyMs` until it returns true; throws `what` after `timeoutMs`. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs = 60_000,
  everyMs = 250,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch {
      /* not yet */
    }
    await sleep(everyMs);
  }
  throw new Error(`timed out waiting for ${what}`);
}

export async function httpStatus(url: string, timeoutMs = 1_000): Promise<number> {
  try {
    const r = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await r.arrayBuffer();
    return r.status;
  } catch {
    return 0;
  }
}

const chownPostgres = (dir: string) => execFileSync('chown', ['-R', 'postgres:postgres', dir]);

/** Directories, a CA and the brands' wildcard certificate (HAProxy's PEM), the CA for the load's clients. */
export function prepareFiles(): { caFile: string; tlsPem: string } {
  fs.rmSync(ROOT, { recursive: true, force: true });
  for (const h of Object.values(HOSTS)) {
    for (const sub of ['run', 'log', 'data', 'etc', 'etcd'] as const) fs.mkdirSync(dirOf(h, sub), { recursive: true });
  }
  fs.mkdirSync(REPO_PATH, { recursive: true });
  for (const h of DB_HOSTS) {
    for (const sub of ['run', 'log', 'data', 'etc'] as const) chownPostgres(dirOf(h, sub));
  }
  chownPostgres(REPO_PATH);
  const tls = path.join(ROOT, 'tls');
  fs.mkdirSync(tls, { recursive: true });
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: tls, stdio: 'pipe' });
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];
  openssl(
    'req',
    '-x509',
    ...ec,
    '-days',
    '2',
    '-subj',
    '/CN=Portal drill CA',
    '-keyout',
    'ca.key',
    '-out',
    'ca.crt',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign',
  );
  openssl('req', ...ec, '-subj', `/CN=*.${PUBLIC_DOMAIN}`, '-keyout', 'tls.key', '-out', 'tls.csr');
  fs.writeFileSync(
    path.join(tls, 'ext.cnf'),
    `subjectAltName=DNS:*.${PUBLIC_DOMAIN},DNS:${PUBLIC_DOMAIN}\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n`,
  );
  openssl(
    'x509',
    '-req',
    '-in',
    'tls.csr',
    '-CA',
    'ca.crt',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-days',
    '2',
    '-out',
    'tls.crt',
    '-extfile',
    'ext.cnf',
  );
  const tlsPem = path.join(tls, 'haproxy.pem');
  fs.writeFileSync(
    tlsPem,
    fs.readFileSync(path.join(tls, 'tls.crt'), 'utf8') + fs.readFileSync(path.join(tls, 'tls.key'), 'utf8'),
    { mode: 0o600 },
  );
  return { caFile: path.join(tls, 'ca.crt'), tlsPem };
}

// ───────────────────────────── etcd ─────────────────────────────

export function startEtcd(h: Host): void {
  const conf = renderTo('etcd/etcd.conf.yml', path.join(dirOf(h, 'etc'), 'etcd.conf.yml'), {
    MEMBER_NAME: h.name,
    MEMBER_ADDR: h.addr,
    DATA_DIR: dirOf(h, 'etcd'),
    INITIAL_CLUSTER: ETCD_MEMBERS.map((m) => `${m.name}=http://${m.addr}:2380`).join(','),
  });
  startProcess(`etcd-${h.name}`, h, ['etcd', '--config-file', conf], { logDir: dirOf(h, 'log') });
}

export const startEtcdCluster = async () => {
  for (const h of ETCD_MEMBERS) startEtcd(h);
  await waitFor('etcd', async () => (await httpStatus(`http://${HOSTS.db1.addr}:2379/health`)) === 200, 60_000);
};

// ───────────────────────────── Patroni, PostgreSQL, pgBackRest ─────────────────────────────

export function renderDatabaseHost(h: Host, s: Secrets): string {
  const values = {
    REPO_PATH,
    LOG_DIR: dirOf(h, 'log'),
    RUN_DIR: dirOf(h, 'run'),
    DATA_DIR: pgDataDir(h),
  };
  renderTo('pgbackrest/pgbackrest.conf', pgbackrestConf(h), values);
  const conf = renderTo(
    'patroni/patroni.yml',
    path.join(dirOf(h, 'etc'), 'patroni.yml'),
    {
      NODE_NAME: h.name,
      NODE_ADDR: h.addr,
      ETCD_HOSTS: ETCD_MEMBERS.map((m) => `${m.addr}:2379`).join(','),
      PGBACKREST_CONF: pgbackrestConf(h),
      NETWORK,
      DATA_DIR: pgDataDir(h),
      RUN_DIR: dirOf(h, 'run'),
      SUPERUSER_PASSWORD: s.superuser,
      REPLICATION_PASSWORD: s.replication,
      REWIND_PASSWORD: s.rewind,
    },
    { secret: true },
  );
  execFileSync('chown', ['-R', 'postgres:postgres', dirOf(h, 'etc')]);
  return conf;
}

export function startPatroni(h: Host): void {
  const conf = path.join(dirOf(h, 'etc'), 'patroni.yml');
  startProcess(`patroni-${h.name}`, h, ['patroni', conf], {
    user: 'postgres',
    logDir: dirOf(h, 'log'),
    env: { ...process.env, HOME: dirOf(h, 'run'), PGPASSFILE: path.join(dirOf(h, 'run'), 'pgpass') },
  });
}

/** Patroni's REST check of a database host: 200 when it is what `check` asks (primary, replica, sync). */
export const patroniIs = async (h: Host, check: 'primary' | 'replica' | 'sync') =>
  (await httpStatus(`http://${h.addr}:8008/${check}`)) === 200;

/** The database host that is the leader now, if one is. */
export async function leader(): Promise<Host | undefined> {
  for (const h of DB_HOSTS) if (await patroniIs(h, 'primary')) return h;
  return undefined;
}

/** psql on a database host, as postgres over its socket (no password: peer), one value per line out. */
export function psql(h: Host, sql: string, db = 'portal'): string {
  return runIn(
    h,
    ['psql', '-h', dirOf(h, 'run'), '-p', '5432', '-d', db, '-XAtq', '-v', 'ON_ERROR_STOP=1', '-c', sql],
    {
      user: 'postgres',
    },
  ).trim();
}

export async function startDatabases(s: Secrets): Promise<void> {
  for (const h of DB_HOSTS) renderDatabaseHost(h, s);
  startPatroni(HOSTS.db1);
  await waitFor('db1 to lead', () => patroniIs(HOSTS.db1, 'primary'), 60_000).catch((e) => {
    throw new Error(`${e.message}\n${tail('patroni-db1')}`);
  });
  // The portal's role and database (the portal creates its schemas and extension, pg_trgm, as the owner).
  psql(HOSTS.db1, `CREATE ROLE portal LOGIN PASSWORD '${s.dbPassword}'`, 'postgres');
  psql(HOSTS.db1, 'CREATE DATABASE portal OWNER portal', 'postgres');
  // The backup repository's stanza, from the leader.
  runIn(HOSTS.db1, ['pgbackrest', `--config=${pgbackrestConf(HOSTS.db1)}`, '--stanza=portal', 'stanza-create'], {
    user: 'postgres',
  });
  startPatroni(HOSTS.db2);
  await waitFor('db2 to be the synchronous standby', () => patroniIs(HOSTS.db2, 'sync'), 180_000).catch((e) => {
    throw new Error(`${e.message}\n${tail('patroni-db2')}`);
  });
}

// ───────────────────────────── the load balancer's host: Redis, HAProxy ─────────────────────────────

export function startRedis(): void {
  const lb = HOSTS.lb;
  const conf = renderTo('redis/redis.conf', path.join(dirOf(lb, 'etc'), 'redis.conf'), {
    REDIS_ADDR: lb.addr,
    DATA_DIR: dirOf(lb, 'data'),
    RUN_DIR: dirOf(lb, 'run'),
    LOG_DIR: dirOf(lb, 'log'),
  });
  startProcess('redis', lb, ['redis-server', conf], { logDir: dirOf(lb, 'log') });
}

export async function startHaproxy(tlsPem: string): Promise<void> {
  const lb = HOSTS.lb;
  const conf = renderTo('haproxy/haproxy.cfg', path.join(dirOf(lb, 'etc'), 'haproxy.cfg'), {
    RUN_DIR: dirOf(lb, 'run'),
    LB_ADDR: lb.addr,
    TLS_PEM: tlsPem,
    PUBLIC_DOMAIN,
    GATEWAY_SERVERS: PORTAL_HOSTS.map((h) => `    server ${h.name} ${h.addr}:4000 check`).join('\n'),
    DATABASE_SERVERS: DB_HOSTS.map((h) => `    server ${h.name} ${h.addr}:5432 maxconn 100 check port 8008`).join('\n'),
  });
  execFileSync('haproxy', ['-c', '-q', '-f', conf]);
  startProcess('haproxy', lb, ['haproxy', '-W', '-db', '-f', conf], { logDir: dirOf(lb, 'log') });
  await waitFor('HAProxy', async () => (await httpStatus(`http://${lb.addr}:7000/`)) === 200, 20_000);
}

/** HAProxy's view of its servers (the stats page's CSV): `backend/server` → UP, DOWN, DRAIN, MAINT… */
export async function haproxyStates(): Promise<Record<string, string>> {
  const r = await fetch(`http://${HOSTS.lb.addr}:7000/;csv`, { signal: AbortSignal.timeout(2_000) });
  const out: Record<string, string> = {};
  for (const line of (await r.text()).split('\n').slice(1)) {
    const f = line.split(',');
    if (f.length > 17 && f[1] !== 'FRONTEND' && f[1] !== 'BACKEND') out[`${f[0]}/${f[1]}`] = f[17];
  }
  return out;
}

// ───────────────────────────── the portal hosts ─────────────────────────────

/** Renders a portal host's env file and its four units; the units' paths by service, and `envFile`. */
export function renderPortalHost(
  h: Host,
  s: Secrets,
  opts: { portalDir?: string; gitCommit: string; databaseHost?: string },
) {
  const etc = dirOf(h, 'etc');
  // The services run as PORTAL_USER, not root: their data directory is the one place theirs to write.
  const dataDir = path.join(dirOf(h, 'data'), 'portal');
  fs.mkdirSync(dataDir, { recursive: true });
  execFileSync('chown', [`${PORTAL_USER}:`, dataDir]);
  const envFile = renderTo(
    'env/portal.env',
    path.join(etc, 'portal.env'),
    {
      LISTEN_HOST: '0.0.0.0',
      DATA_DIR: dataDir,
      GIT_COMMIT: opts.gitCommit,
      DB_PASSWORD: s.dbPassword,
      DB_PROXY: opts.databaseHost ?? `${HOSTS.lb.addr}:5000`,
      SEED_DEMO: 'true',
      REDIS_HOST: HOSTS.lb.addr,
      SERVICE_KEY: s.serviceKey,
      JWT_PRIVATE_KEY: s.jwk,
      PUBLIC_HOST: BRAND_HOST,
      LOG_LEVEL: 'warn',
    },
    { secret: true },
  );
  const units: Record<string, string> = { envFile };
  for (const service of SERVICES) {
    units[service] = renderTo(`systemd/portal-${service}.service`, path.join(etc, `portal-${service}.service`), {
      PORTAL_USER,
      PORTAL_DIR: opts.portalDir ?? PROJECT_DIR,
      ENV_FILE: envFile,
    });
  }
  return units;
}

/**
 * One service as its unit runs it: ExecStart as User in WorkingDirectory, with EnvironmentFile's variables, started
 * again RestartSec after an exit the drill did not ask for (Restart=always).
 */
export function startUnit(h: Host, service: string, unitFile: string): void {
  const unit = readUnit(unitFile);
  const env = { PATH: process.env.PATH, ...readEnvFile(unit.environmentFile) };
  startProcess(`${h.name}-${service}`, h, unit.execStart, {
    user: unit.user === 'root' ? undefined : unit.user,
    env,
    cwd: unit.workingDirectory,
    logDir: dirOf(h, 'log'),
    restartSec: unit.restart === 'always' ? unit.restartSec : undefined,
  });
}

const PORTS: Record<(typeof SERVICES)[number], number> = { gateway: 4000, api: 4001, auth: 4002, mailer: 4003 };

export const ready = async (h: Host, service: (typeof SERVICES)[number]) =>
  (await httpStatus(`http://${h.addr}:${PORTS[service]}/readyz`)) === 200;

/** A portal host's four services, started in order, each ready before the next. */
export async function startPortalHost(h: Host, units: Record<string, string>, timeoutMs = 180_000): Promise<void> {
  for (const service of SERVICES) {
    startUnit(h, service, units[service]);
    await waitFor(`${h.name} ${service} ready`, () => ready(h, service), timeoutMs).catch((e) => {
      throw new Error(`${e.message}\n${tail(`${h.name}-${service}`)}`);
    });
  }
}

/** Both gateways UP in HAProxy. */
export const gatewaysUp = async () => {
  const states = await haproxyStates();
  return PORTAL_HOSTS.every((h) => states[`portal_gateways/${h.name}`] === 'UP');
};
