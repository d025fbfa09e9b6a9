import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Request, Response } from 'express';
import { fromRoot, PROJECT_ROOT } from '../lib/paths.js';
import type { GatewayContext } from './context.js';

/** An upstream that does not answer /healthz within this is reported down. */
export const HEALTH_TIMEOUT_MS = 2000;

/**
 * `<package version>+<short commit>`, read once at start: GIT_COMMIT (set by a build without .git), else git
 * itself, else "dev".
 */
export function readVersion(env: NodeJS.ProcessEnv = process.env): string {
  const { version } = JSON.parse(fs.readFileSync(fromRoot('package.json'), 'utf8')) as { version: string };
  let commit = env.GIT_COMMIT?.trim().slice(0, 7);
  if (!commit) {
    try {
      commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
        cwd: PROJECT_ROOT,
        stdio: ['ignore', 'pipe', 'ignore'],
      })
        .toString()
        .trim();
    } catch {
      commit = undefined;
    }
  }
  return `${version}+${commit || 'dev'}`;
}

type Check = { status: 'ok' } | { status: 'down'; error: string };

async function check(probe: () => Promise<unknown>): Promise<Check> {
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), HEALTH_TIMEOUT_MS).unref()),
    ]);
    return { status: 'ok' };
  } catch (err) {
    return { status: 'down', error: (err as Error).message };
  }
}

/** GET /healthz: the gateway and each service's /healthz; 503 when one is down (load balancers drain it). */
export function healthHandler(contextFor: (req: Request, res: Response) => GatewayContext) {
  return async (req: Request, res: Response) => {
    const { api, auth, mailer } = contextFor(req, res).dataSources;
    const [a, b, c] = await Promise.all([
      check(() => api.health()),
      check(() => auth.health()),
      check(() => mailer.health()),
    ]);
    const upstreams = { api: a, auth: b, mailer: c };
    const ok = Object.values(upstreams).every((u) => u.status === 'ok');
    res
      .status(ok ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: ok ? 'ok' : 'degraded', service: 'gateway', upstreams });
  };
}
