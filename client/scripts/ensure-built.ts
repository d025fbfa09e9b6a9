import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'client/dist/index.html');
const sources = ['client/src', 'client/public', 'client/index.html', 'client/vite.config.ts', 'client/build', 'brands'];

function newestMtime(p: string): number {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((f) => newestMtime(path.join(p, f))));
}

/**
 * Builds the web client when client/dist is missing or older than its sources, so that `npm start` on a fresh
 * clone serves the portal and the browser tests drive what the gateway serves.
 */
export async function ensureClientBuilt(): Promise<boolean> {
  const built = fs.existsSync(dist) ? fs.statSync(dist).mtimeMs : 0;
  const changed = Math.max(
    ...sources
      .map((s) => path.join(root, s))
      .filter(fs.existsSync)
      .map(newestMtime),
  );
  if (built >= changed) return false;
  // What users get, also when called from the test runner: Vite keeps a NODE_ENV already set (vitest sets `test`),
  // and React, Apollo and Chakra would then ship their slower development builds, StrictMode's double effects on.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: path.join(root, 'client/vite.config.ts'), mode: 'production', logLevel: 'warn' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const t = Date.now();
  if (await ensureClientBuilt()) console.log(`web client built in ${Date.now() - t} ms`);
}
