/** CPU over the load bench's window, per process and for the machine, read from /proc. */

import fs from 'node:fs';
import os from 'node:os';

/** The process listening on `port` (its socket's inode, found among the processes' descriptors). */
export function pidListeningOn(port: number): number {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(file)) continue;
    for (const line of fs.readFileSync(file, 'utf8').split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      // local address, then state 0A = LISTEN; the inode is the tenth field.
      if (f[1]?.endsWith(`:${hexPort}`) && f[3] === '0A') inodes.add(f[9]);
    }
  }
  for (const pid of processIds()) {
    try {
      for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
        const link = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
        const m = /^socket:\[(\d+)\]$/.exec(link);
        if (m && inodes.has(m[1])) return pid;
      }
    } catch {
      /* another user's process, or gone */
    }
  }
  throw new Error(`no process listens on port ${port}`);
}

export const processIds = () =>
  fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number);

/** CPU time of a process so far, in clock ticks (utime + stime), or undefined once it is gone. */
export function cpuTicks(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name in parentheses may hold spaces: the fields are counted after it (utime and stime are the 14th and 15th).
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(f[11]) + Number(f[12]);
  } catch {
    return undefined;
  }
}

/**
 * For the postmaster (the postgres process whose parent is not one), the CPU ticks of its children that ended
 * (cutime + cstime, the 16th and 17th fields); undefined for any other process.
 */
export function postmasterChildren(pid: number, postgres: number[]): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (postgres.includes(Number(f[1]))) return undefined;
    return Number(f[13]) + Number(f[14]);
  } catch {
    return undefined;
  }
}

export const postgresPids = () =>
  processIds().filter((pid) => {
    try {
      return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
    } catch {
      return false;
    }
  });

/** The whole machine's CPU so far (ticks busy and in all) from /proc/stat. */
export function machineTicks(): { busy: number; total: number } {
  const f = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const total = f.slice(0, 8).reduce((s, x) => s + x, 0);
  return { busy: total - f[3] - f[4], total };
}

export interface CpuSnapshot {
  at: number;
  ticks: Map<number, number>;
  /** CPU ticks of the PostgreSQL processes that ended (their parent, the postmaster, reaped them). */
  reaped: number;
  backends: number[];
  machine: { busy: number; total: number };
  loadavg: number[];
}

export async function cpuSnapshot(pids: number[], servers: { backends(): Promise<number[]> }): Promise<CpuSnapshot> {
  const ticks = new Map<number, number>();
  const postgres = postgresPids();
  for (const pid of [...pids, ...postgres]) {
    const t = cpuTicks(pid);
    if (t !== undefined) ticks.set(pid, t);
  }
  return {
    at: performance.now(),
    ticks,
    reaped: postgres.reduce((sum, pid) => sum + (postmasterChildren(pid, postgres) ?? 0), 0),
    backends: await servers.backends(),
    machine: machineTicks(),
    loadavg: os.loadavg().map((x) => Math.round(x * 100) / 100),
  };
}

/** CPU seconds and cores used over the window, per process group. */
export function cpuOver(
  start: CpuSnapshot,
  end: CpuSnapshot,
  groups: Record<string, number[]>,
  lastSeen: Map<number, number>,
) {
  const wall = (end.at - start.at) / 1000;
  const HZ = 100; // USER_HZ: the unit of /proc's times on Linux, whatever the kernel's tick
  // A process that ended within the window counts up to when it was last seen; one that began in it, from zero.
  const usedBy = (pid: number) =>
    (end.ticks.get(pid) ?? lastSeen.get(pid) ?? start.ticks.get(pid) ?? 0) - (start.ticks.get(pid) ?? 0);
  const used = (pids: number[]) => pids.reduce((s, pid) => s + usedBy(pid), 0);
  // The whole instance: its processes alive at the end, plus those reaped meanwhile, less what these had used before.
  const node = Object.entries(groups).flatMap(([name, pids]) => (name === 'postgres' ? [] : pids));
  const postgresAtEnd = [...end.ticks.keys()].filter((pid) => !node.includes(pid));
  const ended = [...start.ticks.keys()].filter((pid) => !end.ticks.has(pid) && !node.includes(pid));
  const instance =
    used(postgresAtEnd) + (end.reaped - start.reaped) - ended.reduce((s, pid) => s + (start.ticks.get(pid) ?? 0), 0);
  const figure = (ticks: number) => ({
    cpuSeconds: Math.round((ticks / HZ) * 10) / 10,
    cores: Math.round((ticks / HZ / wall) * 100) / 100,
  });
  const out: Record<string, { cpuSeconds: number; cores: number }> = {};
  for (const [name, pids] of Object.entries(groups)) out[name] = figure(used(pids));
  if (groups.postgres) out.postgresInstance = figure(instance);
  const machine = (end.machine.busy - start.machine.busy) / (end.machine.total - start.machine.total || 1);
  const busyCores = machine * os.cpus().length;
  // What the machine did besides this bench (another run, a template being built) competes for the same cores.
  const ours = [...new Set(Object.values(groups).flat())];
  return {
    wallSeconds: Math.round(wall * 10) / 10,
    ...out,
    machine: {
      cores: os.cpus().length,
      busyCores: Math.round(busyCores * 100) / 100,
      elsewhereCores: Math.round(Math.max(0, busyCores - used(ours) / HZ / wall) * 100) / 100,
    },
  };
}
