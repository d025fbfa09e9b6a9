/**
 * The portal under the load an independent tester put on it: BENCH_LOAD_USERS (200) signed-in users at once, each a
 * cookie-keeping browser sending the client's own GraphQL documents, pausing 0.5 to 1.5 s between actions, for
 * BENCH_LOAD_SECONDS (60) after a warm-up that is not counted. The mix of actions is the tester's: lists with varied
 * filters, orders and pages 45%, details 20%, history 10%, dashboard 15%, me 5%, creations and approvals 5%. Logins
 * happen before the warm-up and are not counted. Targets: no error, p99 ≤ 500 ms, and the throughput the machine
 * allows; the figures say where the CPU went (gateway, API, auth, mailer, PostgreSQL, the load generator itself).
 *
 * On PostgreSQL the services and the gateway run compiled as separate processes (startCluster), as the tester ran
 * them; on PGlite the one-process portal (startPortal), its database inside it. The users run in a child process
 * (this very module, started with BENCH_LOAD_GENERATOR set), so that the generator shares no event loop with what it
 * measures; it reports its event-loop delay, to show that it kept up.
 *
 * CPU over the window, in seconds and in cores (seconds / wall seconds), from /proc: each Node process; `postgres`,
 * this database's backends, parallel workers included while they were seen (sampled every 250 ms with what they
 * run, so a lower bound); `postgresInstance`, every process of the PostgreSQL instance, those that ended included
 * (whoever else uses it counts too); `machine.elsewhereCores`, what the machine spent on anything else (another
 * bench, a build), which competes for the same two cores and is to be read beside every figure.
 *
 * The parts: the users (load/generator.ts, load/workload.ts), the servers (load/servers.ts), and what is measured
 * beside the answers (load/cpu.ts, load/activity.ts).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test BENCH_ROWS=20000 npx tsx bench/load.ts
 */
import { benchRows, benchShapes, type DataShape, grownTemplate } from './grown-db.js';
import { activitySampler, responsiveness } from './load/activity.js';
import { type CpuSnapshot, cpuOver, cpuSnapshot } from './load/cpu.js';
import { startGenerator } from './load/generator.js';
import { type Servers, startServers } from './load/servers.js';
import { OPS, type Plan, roleOf, round1, THINK_MS, type Timing, timingOf } from './load/workload.js';
import { type BenchResult, isMain, type Target, writeResult } from './targets.js';

const users = () => Number(process.env.BENCH_LOAD_USERS ?? 200);
const seconds = () => Number(process.env.BENCH_LOAD_SECONDS ?? 60);
/** The users start one by one over the warm-up (not counted), so that the window starts with all of them busy. */
const warmupSeconds = () => Number(process.env.BENCH_LOAD_WARMUP_SECONDS ?? 8);
const P99_TARGET_MS = 500;
/**
 * Requests a second per user: each sends one action per think time plus its answer, so 200 users pausing 1 s on
 * average offer at most ~190 a second, and that only if every answer is instant. Half a request per user (100 a
 * second for 200) is met as long as the mean answer stays under a second, i.e. the portal serves the offered load
 * instead of queueing it; the figure itself is what the machine allows, read against the p99 (the tester measured 7).
 */
const THROUGHPUT_PER_USER = 0.5;

/** Runs the generator child over the servers; the CPU is read when it says the window starts and ends. */
async function loadOnce(servers: Servers, plan: Plan) {
  const sampler = activitySampler(servers);
  const prober = responsiveness(servers);
  let start: CpuSnapshot | undefined;
  let end: CpuSnapshot | undefined;
  let failed: unknown;
  const pidOf = (): number[] => [...Object.values(servers.pids), generator.pid as number];
  const generator = startGenerator(plan, (edge) => {
    if (edge === 'start') {
      cpuSnapshot(pidOf(), servers).then(
        (s) => (start = s),
        (e) => (failed = e),
      );
      sampler.start();
      prober.start();
    } else {
      sampler.stop();
      prober.stop();
      cpuSnapshot(pidOf(), servers).then(
        (s) => (end = s),
        (e) => (failed = e),
      );
    }
  });
  try {
    const result = await generator.result;
    // Both snapshots are taken by now (they were asked long before the result), but a read may still be under way.
    while (!start || !end) {
      if (failed) throw failed;
      await new Promise((r) => setTimeout(r, 50));
    }
    const groups: Record<string, number[]> = {};
    for (const [name, pid] of Object.entries(servers.pids)) groups[name] = [pid];
    const ours = [...new Set([...start.backends, ...end.backends, ...sampler.lastSeen.keys()])];
    if (ours.length) groups.postgres = ours;
    groups.generator = [generator.pid as number];
    return {
      result,
      cpu: cpuOver(start, end, groups, sampler.lastSeen),
      loadavg: { start: start.loadavg, end: end.loadavg },
      database: await sampler.figures(),
      responsiveness: await prober.figures(),
    };
  } finally {
    await generator.stop();
  }
}

async function runShape(shape: DataShape): Promise<{ figures: Record<string, unknown>; targets: Target[] }> {
  const rows = benchRows();
  const { template, growMs } = await grownTemplate(rows, shape);
  const { servers, vocabulary } = await startServers(template);
  try {
    const plan: Plan = {
      gatewayUrls: servers.gatewayUrls,
      users: users(),
      warmupMs: warmupSeconds() * 1000,
      durationMs: seconds() * 1000,
      seed: Number(process.env.BENCH_LOAD_SEED ?? 1 + Math.floor(Math.random() * 2 ** 30)),
      vocabulary,
    };
    console.log(
      `load (${shape}, ${rows} rows, ${servers.layout}): ${plan.users} users for ${seconds()} s after ${warmupSeconds()} s of warm-up; seed ${plan.seed}`,
    );
    console.log(`  searches: ${JSON.stringify({ name: vocabulary.name, client: vocabulary.client })}`);
    const { result, cpu, loadavg, database, responsiveness } = await loadOnce(servers, plan);
    const ops: Record<string, Timing & { errors: number }> = {};
    for (const op of OPS) ops[op] = { ...timingOf(result.latencies[op]), errors: result.errors[op] };
    const all = OPS.flatMap((op) => result.latencies[op]);
    const overall = { ...timingOf(all), errors: OPS.reduce((s, op) => s + result.errors[op], 0) };
    const reqPerSec = round1(all.length / (result.windowMs / 1000));
    // The answers that were not errors: what the users got done.
    const okPerSec = round1((all.length - overall.errors) / (result.windowMs / 1000));
    const roles: Record<string, number> = {};
    for (let i = 0; i < plan.users; i++) roles[roleOf(i)] = (roles[roleOf(i)] ?? 0) + 1;
    // The CPU each request cost each process (the window's CPU seconds over its requests): the figure to halve.
    const cpuMsPerRequest = Object.fromEntries(
      Object.entries(cpu).flatMap(([name, v]) =>
        typeof v === 'object' && v && 'cpuSeconds' in v
          ? [[name, round1(((v as { cpuSeconds: number }).cpuSeconds * 1000) / Math.max(1, all.length))]]
          : [],
      ),
    );
    const figures = {
      shape,
      rows,
      growMs,
      layout: servers.layout,
      users: plan.users,
      roles,
      seconds: seconds(),
      warmupSeconds: warmupSeconds(),
      thinkMs: THINK_MS,
      seed: plan.seed,
      searches: { name: vocabulary.name, client: vocabulary.client, places: vocabulary.places.length },
      requests: overall.count,
      reqPerSec,
      okPerSec,
      p50: overall.p50,
      p95: overall.p95,
      p99: overall.p99,
      max: overall.max,
      errors: overall.errors,
      unavailable: result.unavailable,
      unfinished: result.unfinished,
      errorsByCode: result.errorsByCode,
      retryAfter: result.retryAfter,
      errorExamples: result.examples,
      // What the services said about those errors (the whole run, start-up included).
      serverWarnings: servers.warnings?.(),
      ops,
      answerSizes: result.answerSizes,
      listKinds: Object.fromEntries(
        Object.entries(result.listKinds)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, ms]) => [k, timingOf(ms)]),
      ),
      cpu,
      cpuMsPerRequest,
      responsiveness,
      database,
      loadavg,
      login: result.loginMs,
      generatorLoopDelayP99Ms: result.loopDelayP99Ms,
    };
    console.log(
      `  ${reqPerSec} req/s (${okPerSec} without error), p50 ${overall.p50} ms, p99 ${overall.p99} ms, ${overall.errors} errors (${result.unavailable} SERVICE_UNAVAILABLE)`,
    );
    for (const op of OPS) console.log(`  ${op}: ${JSON.stringify(ops[op])}`);
    console.log(`  answer sizes (characters): ${JSON.stringify(result.answerSizes)}`);
    console.log(`  cpu: ${JSON.stringify(cpu)}`);
    console.log(`  cpu per request (ms): ${JSON.stringify(cpuMsPerRequest)}`);
    console.log(`  responsiveness (a no-op request to each process, ms): ${JSON.stringify(responsiveness)}`);
    const warnings = servers.warnings?.();
    if (warnings && Object.keys(warnings).length) console.log(`  server warnings: ${JSON.stringify(warnings)}`);
    if (database) {
      console.log(`  database: ${JSON.stringify({ ...database, topStatements: database.topStatements.slice(0, 5) })}`);
    }
    console.log(`  generator event-loop delay p99 ${result.loopDelayP99Ms} ms; loadavg ${JSON.stringify(loadavg)}`);
    const prefix = `load ${plan.users} users (${shape})`;
    return {
      figures,
      targets: [
        { name: `${prefix}: errors`, value: overall.errors, limit: 0, unit: 'errors' },
        { name: `${prefix}: p99`, value: overall.p99, limit: P99_TARGET_MS, unit: 'ms' },
        {
          name: `${prefix}: throughput`,
          value: reqPerSec,
          limit: THROUGHPUT_PER_USER * plan.users,
          unit: 'req/s',
          atLeast: true,
        },
      ],
    };
  } finally {
    await servers.stop();
  }
}

export async function run(): Promise<BenchResult> {
  const figures: Record<string, unknown> = {};
  const targets: Target[] = [];
  for (const shape of benchShapes()) {
    const r = await runShape(shape);
    figures[shape] = r.figures;
    targets.push(...r.targets);
  }
  return { figures, targets };
}

if (isMain(import.meta.url)) {
  writeResult('load', await run());
  process.exit(0);
}
