/**
 * The drill's hosts: one network namespace each, joined to one bridge by a veth pair, as separate machines on one
 * LAN. This machine (the root namespace) is on the bridge too, as the clients' side: the load generator reaches the
 * load balancer as a browser would. Everything made here is named with the drill's prefix, so that a teardown (also
 * of a run that crashed) finds exactly what the drill made and nothing else.
 */
import { execFileSync, type SpawnOptions, spawn, spawnSync } from 'node:child_process';

export const BRIDGE = 'drill40br';
export const NETWORK = '10.40.0.0/24';
const PREFIX = 'drill40-';
/** This machine's address on the bridge (the clients' side). */
export const CLIENT_ADDR = '10.40.0.1';

export interface Host {
  /** Short name (lb, portal1, …) and its namespace. */
  name: string;
  ns: string;
  addr: string;
  /** The veth end on the bridge (in the root namespace); down = the host's network cut. */
  hostSide: string;
}

export const HOSTS = {
  lb: host('lb', 10),
  portal1: host('portal1', 11),
  portal2: host('portal2', 12),
  db1: host('db1', 21),
  db2: host('db2', 22),
  /** A fresh database host for the point-in-time restore (nothing runs on it until then). */
  restore: host('restore', 31),
} as const;

function host(name: string, last: number): Host {
  return { name, ns: `${PREFIX}${name}`, addr: `10.40.0.${last}`, hostSide: `d40-${name}` };
}

const ip = (...args: string[]) => execFileSync('ip', args, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
const tryIp = (...args: string[]) => spawnSync('ip', args, { stdio: 'ignore' }).status === 0;

/** The bridge, then each host: namespace, veth pair (one end on the bridge, the other inside as eth0), loopback up. */
export function createHosts(): void {
  ip('link', 'add', BRIDGE, 'type', 'bridge');
  ip('addr', 'add', `${CLIENT_ADDR}/24`, 'dev', BRIDGE);
  ip('link', 'set', BRIDGE, 'up');
  for (const h of Object.values(HOSTS)) {
    ip('netns', 'add', h.ns);
    ip('link', 'add', h.hostSide, 'type', 'veth', 'peer', 'name', 'eth0', 'netns', h.ns);
    ip('link', 'set', h.hostSide, 'master', BRIDGE);
    ip('link', 'set', h.hostSide, 'up');
    ip('-n', h.ns, 'addr', 'add', `${h.addr}/24`, 'dev', 'eth0');
    ip('-n', h.ns, 'link', 'set', 'eth0', 'up');
    ip('-n', h.ns, 'link', 'set', 'lo', 'up');
  }
}

/** Cuts a host off the network (its cable pulled): its veth end on the bridge goes down. */
export function cutNetwork(h: Host): void {
  ip('link', 'set', h.hostSide, 'down');
}

export function restoreNetwork(h: Host): void {
  ip('link', 'set', h.hostSide, 'up');
}

/** Processes still running in a namespace (they can only be the drill's: it made the namespace). */
export function pidsIn(ns: string): number[] {
  const r = spawnSync('ip', ['netns', 'pids', ns], { encoding: 'utf8' });
  if (r.status !== 0) return [];
  return r.stdout
    .split('\n')
    .filter(Boolean)
    .map(Number)
    .filter((n) => n > 0);
}

/** The drill's namespaces that exist now (this run's, or a crashed run's). */
export function drillNamespaces(): string[] {
  const r = spawnSync('ip', ['netns', 'list'], { encoding: 'utf8' });
  return (r.stdout ?? '')
    .split('\n')
    .map((l) => l.split(' ')[0])
    .filter((n) => n.startsWith(PREFIX));
}

/**
 * Everything the drill made, gone: every process inside its namespaces (SIGKILL: by now they were asked to stop),
 * the namespaces, the veth pairs (they go with their namespace) and the bridge. Safe to call twice, or on nothing.
 */
export function destroyHosts(): { killed: number; namespaces: number } {
  let killed = 0;
  const namespaces = drillNamespaces();
  for (let round = 0; round < 5; round++) {
    let left = 0;
    for (const ns of namespaces) {
      for (const pid of pidsIn(ns)) {
        left += 1;
        try {
          process.kill(pid, 'SIGKILL');
          killed += 1;
        } catch {
          /* already gone */
        }
      }
    }
    if (!left) break;
    spawnSync('sleep', ['0.3']);
  }
  for (const ns of namespaces) tryIp('netns', 'del', ns);
  for (const h of Object.values(HOSTS)) tryIp('link', 'del', h.hostSide);
  tryIp('link', 'del', BRIDGE);
  return { killed, namespaces: namespaces.length };
}

/** What is left of the drill (to check a teardown): namespaces, bridge, veth ends. */
export function leftovers(): string[] {
  const left = drillNamespaces().map((ns) => `namespace ${ns}`);
  if (tryIp('link', 'show', BRIDGE)) left.push(`bridge ${BRIDGE}`);
  for (const h of Object.values(HOSTS)) if (tryIp('link', 'show', h.hostSide)) left.push(`veth ${h.hostSide}`);
  return left;
}

/** Spawns a command inside a host's namespace, optionally as another user, in its own process group. */
export function spawnIn(
  h: Host,
  command: string[],
  opts: { user?: string; env?: NodeJS.ProcessEnv; cwd?: string; stdio?: SpawnOptions['stdio'] } = {},
) {
  const argv = ['netns', 'exec', h.ns, ...(opts.user ? ['runuser', '-u', opts.user, '--'] : []), ...command];
  return spawn('ip', argv, {
    env: opts.env ?? process.env,
    cwd: opts.cwd,
    stdio: opts.stdio ?? ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
}

/** Runs a command inside a host's namespace to its end; its output, or throws with its stderr. */
export function runIn(
  h: Host,
  command: string[],
  opts: { user?: string; input?: string; env?: NodeJS.ProcessEnv } = {},
) {
  const argv = ['netns', 'exec', h.ns, ...(opts.user ? ['runuser', '-u', opts.user, '--'] : []), ...command];
  const r = spawnSync('ip', argv, { input: opts.input, encoding: 'utf8', env: opts.env ?? process.env });
  if (r.status !== 0) throw new Error(`${h.name}: ${command.join(' ')}: ${r.stderr || r.stdout}`.trim());
  return r.stdout;
}
