import fs from 'node:fs';

const builtFiles = new Map<string, { mtimeMs: number; value: unknown }>();

/**
 * A JSON file the client's build wrote (route preloads, brand styles: some 550 KB), parsed once per build rather than
 * on every page served: its modification time says when a new build replaced it. `{}` while there is none.
 */
export async function readBuiltJson<T extends object>(file: string): Promise<T | Record<string, never>> {
  try {
    const { mtimeMs } = await fs.promises.stat(file);
    const cached = builtFiles.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.value as T;
    const value = JSON.parse(await fs.promises.readFile(file, 'utf8')) as T;
    builtFiles.set(file, { mtimeMs, value });
    return value;
  } catch {
    return {};
  }
}
