import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Fails, listing them, on the imports that point up or sideways between the server's floors (design section 2):
 * shared/ → server/lib/ → server/db/ → server/services/ (each service on its own) and server/gateway/ → server/cli/
 * and server/mock/. A file may import its own floor and the floors below it, nothing else: a piece that needs
 * something of a higher floor moves up to it, or is handed what it needs by its caller. The files at the top of
 * server/ (main.ts, runtime.ts), server/build/ and each process's entry point (a main.ts) put everything together and
 * may import any floor; tests, benches and the client are on none. `madge --circular` (npm run lint:imports) finds
 * the circles; this finds the arrows that climb or cross, which a graph without circles can still have. It reads
 * import statements with a regular expression: fast, and enough for this code base's one import style.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Each floor and the floors its files may import besides their own. */
const MAY_IMPORT: Record<string, string[]> = {
  shared: [],
  lib: ['shared'],
  db: ['lib', 'shared'],
  /** What every service is built from (server/services/*.ts), below the services themselves. */
  services: ['db', 'lib', 'shared'],
  // Each service is a floor of its own: one service never imports another (they talk over HTTP).
  'services/api': ['services', 'db', 'lib', 'shared'],
  'services/auth': ['services', 'db', 'lib', 'shared'],
  'services/mailer': ['services', 'db', 'lib', 'shared'],
  gateway: ['db', 'lib', 'shared'],
  cli: ['services/api', 'services/auth', 'services/mailer', 'services', 'gateway', 'db', 'lib', 'shared'],
  /** The gateway's mock mode (npm run dev:mock): it answers as the services would, with their own texts and rules. */
  mock: ['services/api', 'services/auth', 'services/mailer', 'services', 'gateway', 'db', 'lib', 'shared'],
};

/** The floor of a file (a path from the repository's root), or undefined for a file on none. */
export function floorOf(file: string): string | undefined {
  const parts = file.split('/');
  if (parts[0] === 'shared') return 'shared';
  if (parts[0] !== 'server' || parts.length < 3 || parts.at(-1) === 'main.ts') return undefined;
  if (parts[1] === 'services') return parts.length === 3 ? 'services' : `services/${parts[2]}`;
  return parts[1] in MAY_IMPORT ? parts[1] : undefined;
}

/** Whether a file of floor `from` may import one of floor `to`. */
export const mayImport = (from: string, to: string) => from === to || (MAY_IMPORT[from]?.includes(to) ?? false);

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;

/** The files a source imports by a relative path (static, re-exported, dynamic), resolved as TypeScript does. */
export function importsOf(file: string, source: string): string[] {
  const dir = path.posix.dirname(file);
  const found: string[] = [];
  for (const m of source.matchAll(IMPORT)) {
    const target = path.posix.normalize(path.posix.join(dir, m[1]));
    const candidates = [target.replace(/\.js$/, '.ts'), target.replace(/\.js$/, '.tsx'), target, `${target}/index.ts`];
    found.push(candidates.find((c) => fs.existsSync(path.join(root, c))) ?? target);
  }
  return found;
}

function* sources(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'migrations') yield* sources(rel);
    } else if (/\.tsx?$/.test(entry.name)) {
      yield rel;
    }
  }
}

/** Every import, in server/ and shared/, from a file on a floor to a file on a floor it may not import. */
export function climbingImports(): string[] {
  const wrong: string[] = [];
  for (const dir of ['shared', 'server']) {
    for (const file of sources(dir)) {
      const from = floorOf(file);
      if (!from) continue;
      for (const target of importsOf(file, fs.readFileSync(path.join(root, file), 'utf8'))) {
        const to = floorOf(target);
        if (to === undefined && !target.startsWith('server/')) continue;
        if (to === undefined || !mayImport(from, to))
          wrong.push(`${file} → ${target} (${from} imports ${to ?? 'top'})`);
      }
    }
  }
  return wrong;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const wrong = climbingImports();
  if (wrong.length) {
    console.error(`${wrong.length} imports climb or cross the floors (design section 2):\n${wrong.join('\n')}`);
    process.exit(1);
  }
  console.log('floors: every import points down');
}
