/**
 * Preloaded into each service by the load bench when BENCH_CPU_PROFILE_DIR is set (NODE_OPTIONS=--require; Node
 * refuses --cpu-prof there): a V8 CPU profile of the whole process, written to that folder when it exits, named by
 * its main module and pid. Read them with `npx tsx bench/cpu-profile-summary.ts <dir>`.
 */
const inspector = require('node:inspector');
const fs = require('node:fs');
const path = require('node:path');

const dir = process.env.BENCH_CPU_PROFILE_DIR;
const session = new inspector.Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.setSamplingInterval', { interval: 1000 });
session.post('Profiler.start');
process.on('exit', () => {
  // A same-thread session answers synchronously: the profile is written before the process ends.
  session.post('Profiler.stop', (err, res) => {
    if (err || !dir) return;
    const name = path.basename(path.dirname(process.argv[1] ?? 'node'));
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${name}-${process.pid}.cpuprofile`), JSON.stringify(res.profile));
  });
});
