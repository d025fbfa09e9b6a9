import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_SEED_STEPS } from '../../server/cli/seed/demo.js';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts.js';
import { isAlive } from '../../server/lib/process-alive.js';
import { type PortalRuntime, runtimeFilePath, writeRuntimeFile } from '../../server/lib/runtime-file.js';
import { until } from '../fixtures/fault-load.js';
import { canListen, restartablePort } from '../fixtures/ports.js';
import { createTestDataDir, isPostgresTest } from '../fixtures/test-db.js';

// `npm start` as a person, a process manager or a container runs it, on a copy of the seeded database and on ports
// other than the defaults. `--ignore-scripts` skips its prestart (the builds): the test run's global setup has built
// dist/server, and the web client does not matter here. The rest is npm's own chain: npm, then `sh -c`, then node.
const ROOT = path.resolve(import.meta.dirname, '../..');
const START_MS = 90_000;
const STOP_MS = 30_000;

interface NpmStart {
  npm: ChildProcess;
  dataDir: string;
  ports: number[];
  /** The portal's JSON log lines so far. */
  lines(): Array<Record<string, unknown>>;
  /** Resolves when every process writing to the output has closed it (npm and the portal both gone). */
  closed: Promise<void>;
}

const started: NpmStart[] = [];
const dataDirs: Array<() => Promise<void>> = [];

afterEach(async () => {
  for (const s of started.splice(0)) {
    // A portal a failed test left running must not outlive it.
    const pid = (readRuntime(s.dataDir) ?? { pid: 0 }).pid;
    if (pid && isAlive(pid)) process.kill(pid, 'SIGKILL');
    s.npm.kill('SIGKILL');
  }
  for (const drop of dataDirs.splice(0)) await drop();
});

function readRuntime(dataDir: string): PortalRuntime | undefined {
  try {
    return JSON.parse(fs.readFileSync(runtimeFilePath(dataDir), 'utf8')) as PortalRuntime;
  } catch {
    return undefined;
  }
}

async function seededDataDir(): Promise<string> {
  const { dataDir, drop } = await createTestDataDir();
  dataDirs.push(drop);
  return dataDir;
}

/** The environment of a shell with nothing of the portal's set but the data folder: operator commands get this. */
const bareEnv = (dataDir: string) => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '',
  DATA_DIR: dataDir,
});

async function npmStart(dataDir: string, env: Record<string, string> = {}): Promise<NpmStart> {
  const ports = [await restartablePort(), await restartablePort(), await restartablePort(), await restartablePort()];
  const [port, apiPort, authPort, mailerPort] = ports.map(String);
  const npm = spawn('npm', ['start', '--ignore-scripts'], {
    cwd: ROOT,
    env: {
      ...bareEnv(dataDir),
      PORT: port,
      API_PORT: apiPort,
      AUTH_PORT: authPort,
      MAILER_PORT: mailerPort,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, as a terminal gives a command: Ctrl-C signals the whole group.
    detached: true,
  });
  const lines: Array<Record<string, unknown>> = [];
  let rest = '';
  const read = (chunk: string) => {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop() ?? '';
    for (const line of parts) {
      if (line.startsWith('{')) lines.push(JSON.parse(line) as Record<string, unknown>);
    }
  };
  npm.stdout?.setEncoding('utf8').on('data', read);
  npm.stderr?.setEncoding('utf8').on('data', read);
  const closed = Promise.all([
    new Promise<void>((r) => npm.stdout?.once('close', () => r())),
    new Promise<void>((r) => npm.stderr?.once('close', () => r())),
  ]).then(() => undefined);
  const s: NpmStart = { npm, dataDir, ports, lines: () => lines, closed };
  started.push(s);
  const ready = await until(() => lines.some((l) => String(l.msg).startsWith('portal ready at')), START_MS * 2);
  if (!ready) throw new Error(`npm start did not get ready: ${JSON.stringify(lines.slice(-10))}`);
  return s;
}

/**
 * Sends `signal` to npm alone (as `kill <pid>` or a process manager does), or to its whole process group (as a
 * terminal's Ctrl-C does), and waits until the portal is gone.
 */
async function stopNpm(s: NpmStart, signal: NodeJS.Signals, to: 'npm' | 'group' = 'npm') {
  const portalPid = readRuntime(s.dataDir)?.pid;
  expect(portalPid).toBeTypeOf('number');
  expect(portalPid).not.toBe(s.npm.pid);
  process.kill(to === 'group' ? -s.npm.pid! : s.npm.pid!, signal);
  await s.closed;
  expect(await until(() => !isAlive(portalPid!), STOP_MS)).toBe(true);
  for (const port of s.ports) expect(await canListen(port)).toBe(true);
  return s.lines().at(-1);
}

/** An operator command run as a person would, in a shell that sets no port. */
function tokenList(dataDir: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/api-tokens.ts', 'list'], {
    cwd: ROOT,
    env: bareEnv(dataDir),
    encoding: 'utf8',
  });
}

describe.skipIf(isPostgresTest())('npm start', () => {
  it(
    'says what a first start does and how far it got, then where the portal is and how to sign in',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-npm-start-'));
      dataDirs.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
      const s = await npmStart(dataDir, { SEED_DEMO: 'true' });
      const lines = s.lines();
      const migrations = fs.readdirSync(path.join(ROOT, 'server/db/migrations')).filter((f) => f.endsWith('.sql'));
      expect(lines.some((l) => String(l.msg).startsWith('first start: creating'))).toBe(true);
      expect(lines.filter((l) => l.msg === 'migrating').map((l) => [l.n, l.of])).toEqual(
        migrations.map((_, i) => [i + 1, migrations.length]),
      );
      const seeding = lines.filter((l) => l.msg === 'seeding demo data');
      expect(seeding.map((l) => l.step)).toEqual(['accounts', ...DEMO_SEED_STEPS]);
      expect(seeding.map((l) => [l.n, l.of])).toEqual(seeding.map((_, i) => [i + 1, DEMO_SEED_STEPS.length + 1]));
      expect(seeding.find((l) => l.step === 'opportunities')?.rows).toBeGreaterThan(0);
      expect(lines.filter((l) => l.msg === 'service listening').map((l) => l.service)).toEqual([
        'auth',
        'mailer',
        'api',
        'gateway',
      ]);
      const ready = lines.find((l) => String(l.msg).startsWith('portal ready at'));
      expect(ready).toMatchObject({ msg: `portal ready at http://localhost:${s.ports[0]}` });
      expect(ready?.demoAccounts).toContain(`representante@demo.com.br`);
      expect(ready?.demoAccounts).toContain(DEMO_PASSWORD);
      await stopNpm(s, 'SIGTERM');
    },
    START_MS * 2 + STOP_MS,
  );

  // SIGTERM to npm alone, as `kill <pid>` or a process manager sends it; a terminal's Ctrl-C, to npm's whole process
  // group; and npm killed outright, which passes nothing on (the portal sees that its parent is gone).
  it.each([
    { how: 'npm is sent SIGTERM', signal: 'SIGTERM', to: 'npm', cause: 'SIGTERM' },
    { how: 'Ctrl-C is pressed in its terminal', signal: 'SIGINT', to: 'group', cause: 'SIGINT' },
    { how: 'npm is killed without a word', signal: 'SIGKILL', to: 'npm', cause: 'parent-exited' },
  ] as const)(
    'stops the portal cleanly when $how, and says so in its last log line',
    async ({ signal, to, cause }) => {
      const s = await npmStart(await seededDataDir());
      const last = await stopNpm(s, signal, to);
      expect(last).toMatchObject({ msg: 'stopped', cause, clean: true, exitCode: 0 });
      expect(fs.existsSync(runtimeFilePath(s.dataDir))).toBe(false);
    },
    START_MS + STOP_MS * 2,
  );

  it(
    'lets operator commands find the portal on moved ports through the data folder, and stops on SIGINT',
    async () => {
      const dataDir = await seededDataDir();
      const s = await npmStart(dataDir);
      const runtime = readRuntime(dataDir)!;
      expect(runtime).toMatchObject({ state: 'running', urls: { gateway: `http://127.0.0.1:${s.ports[0]}` } });

      const refused = tokenList(dataDir);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain(
        `O portal está em execução (http://127.0.0.1:${s.ports[0]}, pid ${runtime.pid})`,
      );

      const last = await stopNpm(s, 'SIGINT');
      expect(last).toMatchObject({ msg: 'stopped', cause: 'SIGINT', clean: true, exitCode: 0 });

      // A file left by a portal that died (its pid gone) does not stop the command.
      const gone = spawnSync('true').pid!;
      writeRuntimeFile(dataDir, { ...runtime, pid: gone });
      const listed = tokenList(dataDir);
      expect(listed.stderr).toBe('');
      expect(listed.stdout).toContain('Nenhum token de API.');
      expect(listed.status).toBe(0);
    },
    START_MS + STOP_MS * 3,
  );
});
