/**
 * One zip entry's data, deflated by the browser's CompressionStream. It asks for gzip rather than raw deflate:
 * a gzip stream is the raw deflate data between a 10-byte header and an 8-byte trailer that carries the CRC-32
 * and the length, which a zip entry needs too, so no CRC is computed in script.
 */

export interface Deflated {
  /** The raw deflate data, in order. */
  parts: Uint8Array[];
  crc: number;
  /** Bytes before and after compression (the former modulo 2^32, as gzip and zip both keep it). */
  size: number;
  compressed: number;
}

export interface Deflater {
  write(bytes: Uint8Array<ArrayBuffer>): Promise<void>;
  close(): Promise<Deflated>;
  abort(reason: unknown): Promise<void>;
}

const GZIP_HEADER_BYTES = 10;
const GZIP_TRAILER_BYTES = 8;

/** `chunks` without their first `head` and last `tail` bytes, and those last bytes. */
function trim(chunks: Uint8Array[], head: number, tail: number) {
  const total = chunks.reduce((n, c) => n + c.length, 0);
  const end = total - tail;
  const parts: Uint8Array[] = [];
  const trailer = new Uint8Array(tail);
  let at = 0;
  for (const c of chunks) {
    const from = Math.max(head - at, 0);
    const to = Math.min(end - at, c.length);
    if (to > from) parts.push(c.subarray(from, to));
    const tailFrom = Math.max(end - at, 0);
    if (tailFrom < c.length) trailer.set(c.subarray(tailFrom), at + tailFrom - end);
    at += c.length;
  }
  return { parts, trailer, length: end - head };
}

/** A deflater running on the calling thread. */
export function gzipDeflater(): Deflater {
  const stream = new CompressionStream('gzip');
  const writer = stream.writable.getWriter();
  const chunks: Uint8Array[] = [];
  const drained = (async () => {
    const reader = stream.readable.getReader();
    for (let r = await reader.read(); !r.done; r = await reader.read()) chunks.push(r.value);
  })();
  drained.catch(() => {}); // awaited by close; an abort's rejection is the caller's
  return {
    write: (bytes) => writer.write(bytes),
    async close() {
      await writer.close();
      await drained;
      const { parts, trailer, length } = trim(chunks, GZIP_HEADER_BYTES, GZIP_TRAILER_BYTES);
      const view = new DataView(trailer.buffer);
      return { parts, crc: view.getUint32(0, true), size: view.getUint32(4, true), compressed: length };
    },
    abort: (reason) => writer.abort(reason).catch(() => {}),
  };
}
