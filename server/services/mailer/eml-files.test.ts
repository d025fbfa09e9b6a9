import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../shared/time.js';
import { eraseEmlFiles, purgeEmlFiles } from './eml-files.js';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eml-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const write = (name: string, text: string, at?: Date) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  if (at) fs.utimesSync(file, at, at);
};
const left = () => fs.readdirSync(dir).sort();

describe('the development outbox files', () => {
  it('go once older than the retention, by when they were written', async () => {
    const now = new Date('2026-06-01T12:00:00Z');
    write('old.eml', 'x', new Date('2026-02-01T00:00:00Z'));
    write('new.eml', 'x', new Date('2026-05-31T00:00:00Z'));
    write('notes.txt', 'x', new Date('2026-01-01T00:00:00Z'));

    expect(await purgeEmlFiles(dir, new Date(now.getTime() - 90 * DAY_MS))).toBe(1);
    expect(left()).toEqual(['new.eml', 'notes.txt']);
  });

  it('holding an erased value go, found through quoted-printable soft breaks and without case', async () => {
    write('split.eml', 'To: outra@x.com\n\n<p>Escreva para clara.sil=\nva@cliente.com.br</p>');
    write('encoded.eml', 'Subject: =?utf-8?Q?x?=\n\nFone: 3191234=3D5678 e CLARA.SILVA@CLIENTE.COM.BR');
    write('other.eml', 'To: outra@x.com\n\nNada aqui');

    expect(await eraseEmlFiles(dir, ['Clara.Silva@cliente.com.br'])).toBe(2);
    expect(left()).toEqual(['other.eml']);
    expect(await purgeEmlFiles(path.join(dir, 'missing'), new Date())).toBe(0);
  });
});
