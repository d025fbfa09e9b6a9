/**
 * Where a service's milliseconds went: reads the V8 CPU profiles the load bench writes with BENCH_CPU_PROFILE_DIR
 * (cpu-profile.cjs) and prints, per profile, the share of its busy time spent in each package or portal file (self
 * time) and in its costliest functions. Read them beside the bench's cpuSeconds: on a saturated machine a sample
 * also lands on a function while its thread waits for a core (a socket write that woke the reader, for one), so
 * profile from a run the machine can keep up with (BENCH_LOAD_USERS=60).
 *
 *   BENCH_CPU_PROFILE_DIR=/tmp/prof BENCH_ONLY=load … npm run bench && npx tsx bench/cpu-profile-summary.ts /tmp/prof
 */
import fs from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The package (node_modules), portal file (dist/server) or Node module a frame belongs to. */
function ownerOf(url: string, functionName: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  const own = /dist\/server\/(.*)/.exec(url);
  if (own) return `portal:${own[1]}`;
  return url || `(${functionName})`;
}

function top(counts: Map<string, number>, busy: number, n: number): string[] {
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(
      ([name, us]) =>
        `  ${((100 * us) / busy).toFixed(1).padStart(5)}% ${(us / 1e6).toFixed(2).padStart(6)} s  ${name}`,
    );
}

function summarize(file: string): string {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const owners = new Map<string, number>();
  const functions = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    const us = profile.timeDeltas[i] ?? 0;
    if (!frame || frame.functionName === '(idle)') return;
    busy += us;
    const owner = ownerOf(frame.url, frame.functionName);
    owners.set(owner, (owners.get(owner) ?? 0) + us);
    const fn = `${frame.functionName || '(anonymous)'} ${owner}:${frame.lineNumber + 1}`;
    functions.set(fn, (functions.get(fn) ?? 0) + us);
  });
  return [
    `${path.basename(file)}: ${(busy / 1e6).toFixed(1)} s busy`,
    ' by package or file (self time):',
    ...top(owners, busy, 20),
    ' by function (self time):',
    ...top(functions, busy, 20),
  ].join('\n');
}

const dir = process.argv[2];
if (!dir) throw new Error('usage: tsx bench/cpu-profile-summary.ts <folder of .cpuprofile files>');
for (const f of fs.readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
  console.log(summarize(path.join(dir, f)));
}
