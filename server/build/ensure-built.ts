import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The compiled server: `npm start` and the `start:*` scripts run these, never a TypeScript loader. */
export const SERVER_DIST = path.join(root, 'dist/server');
/** Each process's entry point, by its source under server/ (dist/server/<same path>.js). */
const ENTRY_POINTS = [
  'server/main.ts',
  'server/gateway/main.ts',
  'server/services/api/main.ts',
  'server/services/auth/main.ts',
  'server/services/mailer/main.ts',
  // Not a service: the child process that creates the embedded database on the first start (server/cli/first-start.ts).
  'server/cli/first-start-main.ts',
];
/** What the last build read (esbuild's metafile inputs): a newer one, or a missing one, means a rebuild. */
const INPUTS = path.join(SERVER_DIST, 'inputs.json');

/** dist/server/<path>.js for a source under server/ (`server/gateway/main.ts` → `dist/server/gateway/main.js`). */
export const compiledMain = (source: string) =>
  path.join(SERVER_DIST, path.relative('server', source).replace(/\.ts$/, '.js'));

function upToDate(): boolean {
  if (!fs.existsSync(INPUTS)) return false;
  const builtAt = fs.statSync(INPUTS).mtimeMs;
  const inputs = JSON.parse(fs.readFileSync(INPUTS, 'utf8')) as string[];
  const sources = [...inputs, fileURLToPath(import.meta.url)];
  return sources.every((f) => fs.existsSync(f) && fs.statSync(f).mtimeMs <= builtAt);
}

/**
 * Compiles the server to dist/server when it is missing or older than any file it was built from: one ESM bundle per
 * entry point for Node 20, the code they share split into chunks, every package left to node_modules. Files read at
 * run time (migrations, schema, brand assets, client/dist) stay where they are (server/lib/paths.ts finds them).
 */
export async function ensureServerBuilt(report?: (line: string) => void): Promise<boolean> {
  if (upToDate()) return false;
  report?.(`server: building dist/server (${fs.existsSync(INPUTS) ? 'older than its sources' : 'not built yet'})`);
  fs.rmSync(SERVER_DIST, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: ENTRY_POINTS,
    outdir: SERVER_DIST,
    outbase: 'server',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    chunkNames: 'chunks/[name]-[hash]',
    metafile: true,
    logLevel: 'warning',
  });
  const inputs = Object.keys(result.metafile.inputs).map((f) => path.resolve(root, f));
  fs.writeFileSync(INPUTS, JSON.stringify(inputs));
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const t = Date.now();
  if (await ensureServerBuilt(console.log)) console.log(`server: built in ${Date.now() - t} ms`);
}
