import { cpuTicks } from './cpu.js';
import type { Servers } from './servers.js';
import { timingOf } from './workload.js';
/** What the database and each process are busy with during the load bench's window. */

/**
 * What PostgreSQL is busy with, sampled from pg_stat_activity every SAMPLE_MS over the window: how many statements
 * run at once on average, of which process (the cluster names each process's connections), waiting on what (none:
 * on the CPU, or waiting for it), and the statements seen running most often, which are where its time goes.
 */
export function activitySampler(servers: Servers) {
  const SAMPLE_MS = 250;
  let ticks = 0;
  const byApp: Record<string, number> = {};
  const byWait: Record<string, number> = {};
  const byQuery = new Map<string, number>();
  const byState: Record<string, Record<string, number>> = {};
  /** CPU ticks of each backend of this database when last seen: those that end before the window does count too. */
  const lastSeen = new Map<number, number>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const sample = async () => {
    const rows = (await servers.activity?.().catch(() => [])) ?? [];
    ticks += 1;
    for (const r of rows) {
      const t = cpuTicks(r.pid);
      if (t !== undefined) lastSeen.set(r.pid, t);
      if (r.state === 'bench') continue;
      byState[r.app || '?'] ??= {};
      byState[r.app || '?'][r.state] = (byState[r.app || '?'][r.state] ?? 0) + 1;
      if (r.state !== 'active') continue;
      byApp[r.app || '?'] = (byApp[r.app || '?'] ?? 0) + 1;
      byWait[r.wait ?? 'cpu'] = (byWait[r.wait ?? 'cpu'] ?? 0) + 1;
      const q = `${r.app}: ${r.query.replace(/\s+/g, ' ').trim().slice(0, 160)}`;
      byQuery.set(q, (byQuery.get(q) ?? 0) + 1);
    }
  };
  const perTick = (n: number) => Math.round((n / Math.max(1, ticks)) * 100) / 100;
  return {
    lastSeen,
    start() {
      if (!servers.activity) return;
      timer = setInterval(() => {
        running = running.then(sample);
      }, SAMPLE_MS);
    },
    stop() {
      clearInterval(timer);
    },
    async figures() {
      await running;
      if (!ticks) return undefined;
      const total = [...byQuery.values()].reduce((a, b) => a + b, 0);
      return {
        samples: ticks,
        activeStatements: perTick(total),
        activeByProcess: Object.fromEntries(Object.entries(byApp).map(([k, n]) => [k, perTick(n)])),
        // Connections held by each process, by state: idle in transaction is a connection taken from the pool while
        // its process does something else (waits for CPU, for a call) and nobody else can use it.
        connectionsByProcess: Object.fromEntries(
          Object.entries(byState).map(([app, states]) => [
            app,
            Object.fromEntries(Object.entries(states).map(([k, n]) => [k, perTick(n)])),
          ]),
        ),
        waits: Object.fromEntries(
          Object.entries(byWait)
            .sort(([, a], [, b]) => b - a)
            .map(([k, n]) => [k, perTick(n)]),
        ),
        topStatements: [...byQuery]
          .sort(([, a], [, b]) => b - a)
          .slice(0, 12)
          .map(([query, n]) => ({ share: Math.round((n / total) * 1000) / 1000, query })),
      };
    },
  };
}

/** Every PROBE_MS over the window, each process's probe URL, timed: its responsiveness while it serves the load. */
export function responsiveness(servers: Servers) {
  const PROBE_MS = 250;
  const samples: Record<string, number[]> = {};
  let timer: NodeJS.Timeout | undefined;
  const inFlight = new Set<Promise<void>>();
  const probe = (name: string, url: string) => {
    const at = performance.now();
    const p = fetch(url, { signal: AbortSignal.timeout(30_000) })
      .then((r) => r.arrayBuffer())
      .then(
        () => {
          samples[name] ??= [];
          samples[name].push(performance.now() - at);
        },
        () => undefined,
      )
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
  };
  return {
    start() {
      timer = setInterval(() => {
        for (const [name, url] of Object.entries(servers.probes)) probe(name, url);
      }, PROBE_MS);
    },
    stop() {
      clearInterval(timer);
    },
    async figures() {
      await Promise.all(inFlight);
      return Object.fromEntries(Object.entries(samples).map(([name, ms]) => [name, timingOf(ms)]));
    },
  };
}
