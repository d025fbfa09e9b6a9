import { type BuildReport, ensureClientBuilt } from '../../client/scripts/ensure-built.js';
import { ensureServerBuilt } from './ensure-built.js';

/**
 * `npm start`'s prestart: the web client, then the server, each built when missing or older than its sources, with a
 * line for each step and its progress (a first start builds the client for 10 s to 2 min on 2 cores, and said nothing
 * meanwhile). One process, so that package.json runs it with `exec` and a signal that npm passes on reaches it.
 */
async function step(what: string, ensureBuilt: (report: BuildReport) => Promise<boolean>) {
  const started = Date.now();
  const built = await ensureBuilt(console.log);
  console.log(built ? `${what}: built in ${((Date.now() - started) / 1000).toFixed(1)} s` : `${what}: up to date`);
}

await step('web client', ensureClientBuilt);
await step('server', ensureServerBuilt);
