import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { renameStatuses } from './export-route.js';

/** The transform's output when the API's bytes arrive cut at every `size` bytes. */
async function renamed(lines: object[], size: number) {
  const bytes = Buffer.from(lines.map((l) => `${JSON.stringify(l)}\n`).join(''));
  const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
    bytes.subarray(i * size, (i + 1) * size),
  );
  const out = await text(Readable.from(chunks).pipe(renameStatuses()));
  return out
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l));
}

describe('the export route renames statuses line by line', () => {
  it.each([1, 7, 4096])('to the schema names, whatever the chunks (cut every %i bytes)', async (size) => {
    const rows = await renamed(
      [
        { total: 2 },
        { status: 'awaiting_renovation', name: 'Ação – São João' },
        { status: 'approved', name: '{"status":"analysis"}' },
        { end: true },
      ],
      size,
    );
    expect(rows).toEqual([
      { total: 2 },
      { status: 'AWAITING_RENOVATION', name: 'Ação – São João' },
      { status: 'APPROVED', name: '{"status":"analysis"}' },
      { end: true },
    ]);
  });
});
