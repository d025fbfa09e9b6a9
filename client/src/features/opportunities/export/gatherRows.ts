import { ALL_ROWS, EXPORT_CHUNK_ROWS } from '../../../constants.js';

export interface RowsChunk<T> {
  items: readonly T[];
  /** Rows matching the filters (a lower bound on a very long list). */
  total: number;
}

/**
 * Every row of a list, EXPORT_CHUNK_ROWS at a time, so that the screen can say how far it got (spec section 9:
 * at most ALL_ROWS). A short page ends the list: the total may be a lower bound, so it never decides alone.
 * An aborted signal stops between chunks with its reason.
 */
export async function gatherRows<T>(
  fetchChunk: (page: number, pageSize: number) => Promise<RowsChunk<T>>,
  onProgress: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const { items, total } = await fetchChunk(page, EXPORT_CHUNK_ROWS);
    signal?.throwIfAborted();
    rows.push(...items);
    const done = Math.min(rows.length, ALL_ROWS);
    onProgress(done, Math.min(Math.max(total, done), ALL_ROWS));
    if (items.length < EXPORT_CHUNK_ROWS || rows.length >= ALL_ROWS) return rows.slice(0, ALL_ROWS);
  }
}
