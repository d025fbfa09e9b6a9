/**
 * What the development transport keeps: one `.eml` file per message under `<DATA_DIR>/outbox/`. Its mails name
 * people as the queue's rows do (design section 18), so they go as the rows go: after MAIL_RETENTION_DAYS, and at
 * once when an erasure names a value they hold.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

const EML = '.eml';

async function emlFiles(dir: string): Promise<string[]> {
  try {
    return (await fs.readdir(dir)).filter((f) => f.endsWith(EML)).map((f) => path.join(dir, f));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

/** The file's text with quoted-printable undone (soft line breaks and =XX), lower-cased: a value split or encoded in
 * the body is found as it was written. */
export function readableText(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    .toLowerCase();
}

const removed = (file: string) =>
  fs.rm(file, { force: true }).then(
    () => 1,
    () => 0,
  );

/** Deletes the files written before `before` (by their modification time); returns how many. */
export async function purgeEmlFiles(dir: string, before: Date): Promise<number> {
  let purged = 0;
  for (const file of await emlFiles(dir)) {
    const stat = await fs.stat(file).catch(() => undefined);
    if (stat && stat.mtime < before) purged += await removed(file);
  }
  return purged;
}

/** Deletes the files holding any of `values` (compared without case); returns how many. */
export async function eraseEmlFiles(dir: string, values: string[]): Promise<number> {
  const wanted = values.map((v) => v.trim().toLowerCase()).filter(Boolean);
  if (!wanted.length) return 0;
  let erased = 0;
  for (const file of await emlFiles(dir)) {
    const text = await fs.readFile(file, 'utf8').catch(() => '');
    if (wanted.some((v) => readableText(text).includes(v))) erased += await removed(file);
  }
  return erased;
}
