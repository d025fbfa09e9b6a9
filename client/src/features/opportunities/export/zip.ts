import { type Deflated, type Deflater, gzipDeflater } from './deflate.js';

/**
 * A zip archive written as its entries' texts arrive, each deflated by the browser's own CompressionStream
 * (deflate.ts): what an xlsx file is made of. Nothing but the compressed bytes is kept (the file is a Blob of them
 * at the end), so a sheet of a hundred thousand rows never exists as one string. Sizes and CRCs follow each entry's data (a data
 * descriptor, flag bit 3), as they are known only once it has been written. No zip64: an entry stays below 4 GiB.
 */

export interface ZipEntry {
  name: string;
  /** The entry's text, whole or in pieces (UTF-8 encoded here). */
  content: string | AsyncIterable<string> | Iterable<string>;
}

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const ZIP_VERSION = 20;
/** Bit 3: sizes and CRC in a data descriptor after the data; bit 11: names in UTF-8. */
const FLAGS = 0x0008 | 0x0800;
const DEFLATE = 8;

/** MS-DOS date and time of `d` (local time, two-second steps), as zip headers carry them. */
function dosDateTime(d: Date) {
  const time = (d.getHours() << 11) | (d.getMinutes() << 5) | (d.getSeconds() >> 1);
  const date = ((Math.max(1980, d.getFullYear()) - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate();
  return { time, date };
}

class Bytes {
  readonly array: Uint8Array;
  private readonly view: DataView;
  private at = 0;
  constructor(size: number) {
    this.array = new Uint8Array(size);
    this.view = new DataView(this.array.buffer);
  }
  u16(v: number) {
    this.view.setUint16(this.at, v, true);
    this.at += 2;
    return this;
  }
  u32(v: number) {
    this.view.setUint32(this.at, v >>> 0, true);
    this.at += 4;
    return this;
  }
  bytes(b: Uint8Array) {
    this.array.set(b, this.at);
    this.at += b.length;
    return this;
  }
}

interface Written {
  name: Uint8Array;
  offset: number;
  crc: number;
  compressed: number;
  size: number;
}

async function* piecesOf(content: ZipEntry['content']): AsyncGenerator<string> {
  if (typeof content === 'string') yield content;
  else yield* content;
}

/** Deflates one entry's text through `deflater`. */
async function deflate(content: ZipEntry['content'], deflater: Deflater): Promise<Deflated> {
  const encoder = new TextEncoder();
  try {
    for await (const piece of piecesOf(content)) await deflater.write(encoder.encode(piece));
    return await deflater.close();
  } catch (err) {
    await deflater.abort(err);
    throw err;
  }
}

/** The archive of `entries`, in their order, as a Blob of type `type`. */
export async function zipToBlob(
  entries: Iterable<ZipEntry> | AsyncIterable<ZipEntry>,
  type: string,
  openDeflater: () => Deflater = gzipDeflater,
): Promise<Blob> {
  const parts: Uint8Array[] = [];
  const written: Written[] = [];
  const { time, date } = dosDateTime(new Date());
  let offset = 0;
  for await (const entry of entries) {
    const name = new TextEncoder().encode(entry.name);
    const header = new Bytes(30 + name.length)
      .u32(LOCAL_HEADER)
      .u16(ZIP_VERSION)
      .u16(FLAGS)
      .u16(DEFLATE)
      .u16(time)
      .u16(date)
      .u32(0)
      .u32(0)
      .u32(0)
      .u16(name.length)
      .u16(0)
      .bytes(name).array;
    parts.push(header);
    const { parts: data, crc, size, compressed } = await deflate(entry.content, openDeflater());
    parts.push(...data);
    parts.push(new Bytes(16).u32(DATA_DESCRIPTOR).u32(crc).u32(compressed).u32(size).array);
    written.push({ name, offset, crc, compressed, size });
    offset += header.length + compressed + 16;
  }
  const directoryStart = offset;
  for (const w of written) {
    const central = new Bytes(46 + w.name.length)
      .u32(CENTRAL_HEADER)
      .u16(ZIP_VERSION)
      .u16(ZIP_VERSION)
      .u16(FLAGS)
      .u16(DEFLATE)
      .u16(time)
      .u16(date)
      .u32(w.crc)
      .u32(w.compressed)
      .u32(w.size)
      .u16(w.name.length)
      .u16(0)
      .u16(0)
      .u16(0)
      .u16(0)
      .u32(0)
      .u32(w.offset)
      .bytes(w.name).array;
    parts.push(central);
    offset += central.length;
  }
  parts.push(
    new Bytes(22)
      .u32(END_OF_CENTRAL_DIRECTORY)
      .u16(0)
      .u16(0)
      .u16(written.length)
      .u16(written.length)
      .u32(offset - directoryStart)
      .u32(directoryStart)
      .u16(0).array,
  );
  return new Blob(parts as BlobPart[], { type });
}
