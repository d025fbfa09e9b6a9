/**
 * A release of the portal other than this working tree (the rolling upgrade's starting point): the files of a commit
 * (git archive) in the drill's directory, this tree's node_modules linked in (the same lock file, or an older one the
 * installed packages still satisfy), its server compiled as `npm run build` would.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_DIR } from './render.js';
import { ROOT } from './services.js';

export interface Release {
  dir: string;
  commit: string;
  /** Migrations this tree has that the release has not (the upgrade applies them). */
  newMigrations: string[];
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: PROJECT_DIR }).toString().trim();

/**
 * The rolling upgrade's default starting point: the release just before the newest migration was added, so that the
 * upgrade always applies at least one migration under load (HEAD~1 often has none).
 */
export function releaseBeforeNewestMigration(): string {
  return `${git('log', '-1', '--format=%h', '--diff-filter=A', '--', 'server/db/migrations')}~1`;
}

export function prepareRelease(ref: string): Release {
  const commit = git('rev-parse', '--short', ref);
  const dir = path.join(ROOT, 'releases', commit);
  fs.mkdirSync(dir, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C '${dir}'`], { cwd: PROJECT_DIR });
  fs.symlinkSync(path.join(PROJECT_DIR, 'node_modules'), path.join(dir, 'node_modules'));
  execFileSync(process.execPath, ['--import', 'tsx', 'server/build/ensure-built.ts'], { cwd: dir, stdio: 'pipe' });
  const migrations = (d: string) => new Set(fs.readdirSync(path.join(d, 'server/db/migrations')));
  const old = migrations(dir);
  return { dir, commit, newMigrations: [...migrations(PROJECT_DIR)].filter((m) => !old.has(m)).sort() };
}
