import { type EventEmitter, once } from 'node:events';
import type { Request, Response } from 'express';
import type { Queryable } from '../../../../db/connection.js';
import type { Logger } from '../../../../lib/logger.js';
import type { Viewer } from '../../viewer.js';
import { exportBatches, exportTotal } from './export.js';
import type { ListFilters, ListOrder } from './filters.js';

/**
 * GET /opportunity/export as NDJSON: `{"total":n}`, then one row per line, then `{"end":true}`, so that a reader
 * tells a complete export from one cut short. Written batch by batch as the socket drains, so a service holds one
 * batch whatever the size of the export; a client that goes away stops it before the next query.
 */
export async function streamExport(
  q: Queryable,
  viewer: Viewer,
  opts: { filters: ListFilters; order: ListOrder; now: Date },
  http: { req: Request; res: Response; logger: Logger },
): Promise<void> {
  const { req, res } = http;
  const total = await exportTotal(q, viewer, opts.filters);
  let gone = false;
  res.once('close', () => {
    gone = true;
  });
  res.status(200).set({ 'Content-Type': 'application/x-ndjson; charset=utf-8', 'Cache-Control': 'no-store' });
  res.write(`${JSON.stringify({ total })}\n`);
  try {
    for await (const rows of exportBatches(q, viewer, opts)) {
      if (gone || req.destroyed) return;
      let lines = '';
      for (const row of rows) lines += `${JSON.stringify(row)}\n`;
      if (!res.write(lines)) await drainedOrClosed(res);
    }
    if (!gone) res.end('{"end":true}\n');
  } catch (err) {
    // The status line has gone: cutting the reply short (no end line) is how the reader learns of the failure.
    http.logger.error('export failed', { err: err instanceof Error ? (err.stack ?? err.message) : String(err) });
    res.destroy();
  }
}

/**
 * Until the reply drains or closes, whichever first; the other wait is taken off the reply. Left on, each batch added
 * a `close` listener that stayed until the export ended (fifty for 99,999 rows).
 */
export async function drainedOrClosed(res: EventEmitter): Promise<void> {
  const done = new AbortController();
  try {
    await Promise.race([once(res, 'drain', { signal: done.signal }), once(res, 'close', { signal: done.signal })]);
  } finally {
    done.abort();
  }
}
