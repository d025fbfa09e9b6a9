import fs from 'node:fs';
import path from 'node:path';
import { isAlive } from './process-alive.js';

/**
 * `DATA_DIR/portal.json`: which process holds the embedded database of this data folder, and where it answers.
 * Operator commands (`user:create`, `token:*`) read it to find the running portal whatever ports it was given (they
 * used to probe AUTH_PORT, and so missed a portal on other ports, or took another data folder's portal for this
 * one's). Written by the portal as it starts, completed with its addresses once it listens, removed when it stops
 * cleanly; one left by a portal that died is ignored, since its pid is gone.
 */
export interface PortalRuntime {
  pid: number;
  /** ISO time of the start. */
  startedAt: string;
  /** `starting` (creating or opening the database) until every part listens, then `running`. */
  state: 'starting' | 'running';
  /** Where each part answers: empty until the first listens. */
  urls: Partial<Record<'gateway' | 'api' | 'auth' | 'mailer', string>>;
}

export const runtimeFilePath = (dataDir: string) => path.join(dataDir, 'portal.json');

/** Writes the file whole (aside, then renamed): a reader never sees half of it. */
export function writeRuntimeFile(dataDir: string, runtime: PortalRuntime): void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = runtimeFilePath(dataDir);
  const aside = `${file}.${process.pid}`;
  fs.writeFileSync(aside, `${JSON.stringify(runtime, null, 2)}\n`);
  fs.renameSync(aside, file);
}

/** Removes the file if this process wrote it (another portal may have started on the folder since). */
export function removeRuntimeFile(dataDir: string): void {
  if (readRuntimeFile(dataDir)?.pid === process.pid) fs.rmSync(runtimeFilePath(dataDir), { force: true });
}

function readRuntimeFile(dataDir: string): PortalRuntime | undefined {
  try {
    const runtime = JSON.parse(fs.readFileSync(runtimeFilePath(dataDir), 'utf8')) as PortalRuntime;
    return Number.isInteger(runtime.pid) && runtime.pid > 0 ? runtime : undefined;
  } catch {
    return undefined;
  }
}

/** The portal running on this data folder, from its file: none when there is no file or its process is gone. */
export function runningPortal(dataDir: string): PortalRuntime | undefined {
  const runtime = readRuntimeFile(dataDir);
  return runtime && isAlive(runtime.pid) ? runtime : undefined;
}
