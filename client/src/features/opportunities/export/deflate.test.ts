import { gzipSync, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipDeflater } from './deflate.js';

describe('gzipDeflater', () => {
  it('gives the raw deflate data of what was written, with its CRC-32 and sizes, however it was cut', async () => {
    const text = Array.from(
      { length: 20_000 },
      (_, i) => `<row r="${i}"><c><v>${(i * 7919) % 10_007}</v></c></row>`,
    ).join('');
    const bytes = new TextEncoder().encode(text);
    const deflater = gzipDeflater();
    for (let at = 0; at < bytes.length; at += 65_537) await deflater.write(bytes.slice(at, at + 65_537));

    const { parts, crc, size, compressed } = await deflater.close();

    const data = Buffer.concat(parts);
    expect(data.length).toBe(compressed);
    expect(inflateRawSync(data).toString('utf8')).toBe(text);
    expect(size).toBe(bytes.length);
    const gzip = gzipSync(bytes);
    expect(crc).toBe(gzip.readUInt32LE(gzip.length - 8));
  });
});
