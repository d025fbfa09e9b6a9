import { describe, expect, it, vi } from 'vitest';
import { EXPORT_CHUNK_ROWS } from '../../../constants.js';
import { gatherRows } from './gatherRows.js';

/** A list of `total` numbered rows served a page at a time. */
const listOf = (total: number) =>
  vi.fn(async (page: number, size: number) => ({
    items: Array.from(
      { length: Math.max(0, Math.min(size, total - (page - 1) * size)) },
      (_, i) => (page - 1) * size + i,
    ),
    total,
  }));

describe('gathering every row of a list for the export', () => {
  it('asks chunk after chunk until a short one, and reports how far it got', async () => {
    const total = EXPORT_CHUNK_ROWS * 2 + 345;
    const fetchChunk = listOf(total);
    const progress: Array<[number, number]> = [];
    const rows = await gatherRows(fetchChunk, (done, all) => progress.push([done, all]));
    expect(rows).toHaveLength(total);
    expect(rows[EXPORT_CHUNK_ROWS]).toBe(EXPORT_CHUNK_ROWS);
    expect(fetchChunk.mock.calls).toEqual([
      [1, EXPORT_CHUNK_ROWS],
      [2, EXPORT_CHUNK_ROWS],
      [3, EXPORT_CHUNK_ROWS],
    ]);
    expect(progress).toEqual([
      [EXPORT_CHUNK_ROWS, total],
      [EXPORT_CHUNK_ROWS * 2, total],
      [total, total],
    ]);
  });

  it('an empty list is one call and no rows', async () => {
    const fetchChunk = listOf(0);
    expect(await gatherRows(fetchChunk, () => {})).toEqual([]);
    expect(fetchChunk).toHaveBeenCalledTimes(1);
  });

  it('stops at the cancellation, before asking for more', async () => {
    const controller = new AbortController();
    const fetchChunk = listOf(EXPORT_CHUNK_ROWS * 3);
    const gathering = gatherRows(fetchChunk, () => controller.abort(), controller.signal);
    controller.abort();
    await expect(gathering).rejects.toThrow();
    expect(fetchChunk).toHaveBeenCalledTimes(1);
  });
});
