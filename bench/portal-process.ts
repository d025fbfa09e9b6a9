import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { ensureClientBuilt } from '../client/scripts/ensure-built.js';
import { ensureServerBuilt } from '../server/build/ensure-built.js';
import { fromRoot, PROJECT_ROOT } from '../server/lib/paths.js';
import { freePort } from '../tests/fixtures/ports.js';

const READY_TIMEOUT_MS = 120_000;
const STOP_GRACE_MS = 5_000;

export interface PortalProcess {
  pid: number;
  /** From the spawn to the first 200 of /healthz (polled every 200 ms), in ms. */
  healthyMs: number;
  /** The gateway (PORT) and each service. */
  url: string;
  apiUrl: string;
  authUrl: string;
  mailerUrl: string;
  /** What it printed on stderr (shown when it fails). */
  stderr(): string;
  stop(): Promise<void>;
}

/** Node's arguments in package.json's `start` script (`exec node --enable-source-maps dist/server/main.js`). */
function startArguments(): string[] {
  const { scripts } = JSON.parse(fs.readFileSync(fromRoot('package.json'), 'utf8')) as { scripts: { start: string } };
  const [command, ...args] = scripts.start.replace(/^exec\s+/, '').split(/\s+/);
  if (command !== 'node') throw new Error(`npm start runs ${command}, not node`);
  return args;
}

/**
 * The one-process portal as `npm start` runs it (its `node` command, client and server built first when stale), on free
 * ports, over `dataDir` (PGlite) or `databaseUrl`. Resolves once the gateway answers /healthz with 200. The demo seed
 * is off unless `seedDemo` (as `npm start` has it by default): the benches start over an already seeded copy.
 */
export async function startPortal(opts: {
  dataDir: string;
  databaseUrl?: string;
  seedDemo?: boolean;
  env?: Record<string, string>;
}): Promise<PortalProcess> {
  // What `npm start`'s prestart does: on a fresh clone the first page would otherwise be "not built" (503).
  await ensureClientBuilt();
  await ensureServerBuilt();
  const [port, apiPort, authPort, mailerPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const spawnedAt = performance.now();
  const child: ChildProcess = spawn(process.execPath, startArguments(), {
    cwd: PROJECT_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      API_PORT: String(apiPort),
      AUTH_PORT: String(authPort),
      MAILER_PORT: String(mailerPort),
      DATA_DIR: opts.dataDir,
      ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
      SEED_DEMO: opts.seedDemo ? 'true' : 'false',
      LOG_LEVEL: 'warn',
      ...opts.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (c: string) => {
    stderr = (stderr + c).slice(-20_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`portal exited during start-up (${child.exitCode}): ${stderr}`);
    const ok = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`portal not healthy within ${READY_TIMEOUT_MS} ms: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const healthyMs = Math.round(performance.now() - spawnedAt);
  return {
    pid: child.pid!,
    healthyMs,
    url,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    authUrl: `http://127.0.0.1:${authPort}`,
    mailerUrl: `http://127.0.0.1:${mailerPort}`,
    stderr: () => stderr,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}
