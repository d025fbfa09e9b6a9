import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The checkout's root (the directory of package.json), found by walking up from this module: the same from the
 * sources (server/lib) and from the compiled bundle (dist/server, where the module is a chunk), so that the files
 * read at run time (migrations, schema, brand assets, client/dist) are found from either.
 */
function projectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const PROJECT_ROOT = projectRoot(path.dirname(fileURLToPath(import.meta.url)));

/** A path inside the checkout, from its root: `fromRoot('server/db/migrations')`. */
export const fromRoot = (...parts: string[]) => path.join(PROJECT_ROOT, ...parts);
