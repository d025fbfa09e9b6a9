import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type PortalRuntime,
  removeRuntimeFile,
  runningPortal,
  runtimeFilePath,
  writeRuntimeFile,
} from './runtime-file.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-runtime-'));
  dirs.push(dir);
  return dir;
};
const runtime = (pid: number): PortalRuntime => ({
  pid,
  startedAt: '2026-11-29T02:00:00.000Z',
  state: 'running',
  urls: { gateway: 'http://127.0.0.1:4100' },
});

describe('the running portal file of a data folder', () => {
  it('names the portal while its process lives', () => {
    const dir = dataDir();
    expect(runningPortal(dir)).toBeUndefined();
    writeRuntimeFile(dir, runtime(process.pid));
    expect(runningPortal(dir)).toEqual(runtime(process.pid));
  });

  it('is ignored once its process is gone, and when it cannot be read', () => {
    const dir = dataDir();
    writeRuntimeFile(dir, runtime(spawnSync('true').pid!));
    expect(runningPortal(dir)).toBeUndefined();
    fs.writeFileSync(runtimeFilePath(dir), '{"pid":');
    expect(runningPortal(dir)).toBeUndefined();
  });

  it('is removed only by the process that wrote it', () => {
    const dir = dataDir();
    writeRuntimeFile(dir, runtime(process.ppid));
    removeRuntimeFile(dir);
    expect(fs.existsSync(runtimeFilePath(dir))).toBe(true);
    writeRuntimeFile(dir, runtime(process.pid));
    removeRuntimeFile(dir);
    expect(fs.existsSync(runtimeFilePath(dir))).toBe(false);
  });
});
