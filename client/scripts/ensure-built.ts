import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'client/dist/index.html');
const sources = ['client/src', 'client/public', 'client/index.html', 'client/vite.config.ts', 'client/build', 'brands'];

function newestMtime(p: string): number {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((f) => newestMtime(path.join(p, f))));
}

/** Where a build's progress lines go (`npm start` prints them; the tests and benches pass none). */
export type BuildReport = (line: string) => void;

/** Modules, then chunks, between two progress lines: the client has some 5,000 modules in some dozens of chunks. */
const MODULES_PER_LINE = 1_000;
const CHUNKS_PER_LINE = 10;

/**
 * A Vite plugin that tells how far the build got: modules transformed, then chunks rendered and minified (on a busy
 * 2-core machine as long as the transforms), then the files written.
 */
function progressPlugin(report: BuildReport): Plugin {
  let modules = 0;
  let chunks = 0;
  return {
    name: 'portal:build-progress',
    apply: 'build',
    transform() {
      modules += 1;
      if (modules % MODULES_PER_LINE === 0) report(`web client: ${modules} modules transformed`);
      return null;
    },
    renderStart() {
      report(`web client: ${modules} modules transformed; rendering the chunks`);
    },
    renderChunk() {
      chunks += 1;
      if (chunks % CHUNKS_PER_LINE === 0) report(`web client: ${chunks} chunks rendered`);
      return null;
    },
    writeBundle(_options, bundle) {
      report(`web client: ${chunks} chunks rendered, ${Object.keys(bundle).length} files written to client/dist`);
    },
  };
}

/**
 * Builds the web client when client/dist is missing or older than its sources, so that `npm start` on a fresh
 * clone serves the portal and the browser tests drive what the gateway serves. Resolves whether it built.
 */
export async function ensureClientBuilt(report?: BuildReport): Promise<boolean> {
  const built = fs.existsSync(dist) ? fs.statSync(dist).mtimeMs : 0;
  const changed = Math.max(
    ...sources
      .map((s) => path.join(root, s))
      .filter(fs.existsSync)
      .map(newestMtime),
  );
  if (built >= changed) return false;
  report?.(`web client: building client/dist (${built ? 'older than its sources' : 'not built yet'})`);
  // What users get, also when called from the test runner: Vite keeps a NODE_ENV already set (vitest sets `test`),
  // and React, Apollo and Chakra would then ship their slower development builds, StrictMode's double effects on.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: path.join(root, 'client/vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      plugins: report ? [progressPlugin(report)] : [],
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  return true;
}
