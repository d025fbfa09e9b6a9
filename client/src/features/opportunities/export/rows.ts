import type { OpportunityFilter, OpportunityOrder } from '../../../__generated__/graphql.js';
import { HttpFailure } from '../../../apollo/errors.js';
import { mockScenarioHeaders } from '../../../apollo/mockScenario.js';
import type { ExportRow } from './exportRow.js';

/** The gateway's export route (docs/rest-api.md): the list's rows for its filter and order, streamed as NDJSON. */
export const EXPORT_URL = '/opportunities/export';

export type { ExportRow } from './exportRow.js';

/** Rows are handed over in batches of about this many milliseconds of work, then the page gets to paint. */
const SLICE_MS = 40;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export interface ExportRows {
  /** Rows to come (at most the spec's 99999). */
  total: number;
  /** The rows in the list's order, a batch at a time; rejects when the stream was cut short. */
  batches: AsyncIterable<ExportRow[]>;
}

/**
 * Opens the export of the list's `filter` and `order` and reads its first line (the total). The rows then arrive
 * as the network delivers them; `signal` stops the download at any point.
 */
export async function openExportRows(
  filter: OpportunityFilter,
  order: OpportunityOrder,
  signal: AbortSignal,
): Promise<ExportRows> {
  const query = new URLSearchParams({ filter: JSON.stringify(filter), order: JSON.stringify(order) });
  const reply = await fetch(`${EXPORT_URL}?${query}`, {
    signal,
    credentials: 'same-origin',
    headers: {
      accept: 'application/x-ndjson',
      // Against the mock gateway the export follows the dev toolbar's scenario, as the GraphQL operations do.
      ...(import.meta.env.DEV && import.meta.env.VITE_MOCK_GATEWAY === 'true' ? mockScenarioHeaders() : {}),
    },
  });
  if (!reply.ok || !reply.body) {
    const body = (await reply.json().catch(() => undefined)) as { error?: { code?: string } } | undefined;
    throw new HttpFailure(reply.status, body?.error?.code);
  }
  const values = valuesOf(reply.body);
  const first = await values.next();
  const total = first.done ? undefined : (first.value as { total?: number }).total;
  if (typeof total !== 'number') throw new Error('export: no total');
  return { total, batches: batchesOf(values) };
}

type Line = ExportRow | { total: number } | { end: true };

/**
 * The NDJSON values of a UTF-8 stream, a network read at a time: the first read may hold only the total line;
 * after it, each yield holds every complete line that had arrived (a line cut by a read waits for the next).
 */
async function* valuesOf(body: ReadableStream<Uint8Array>): AsyncGenerator<Line | Line[]> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  let first = true;
  try {
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      const lines = (pending + decoder.decode(r.value, { stream: true })).split('\n');
      pending = lines.pop() ?? '';
      const values = lines.filter(Boolean).map((line) => JSON.parse(line) as Line);
      if (first && values.length) {
        first = false;
        yield values.shift() as Line;
      }
      if (values.length) yield values;
    }
    pending += decoder.decode();
    if (pending) yield [JSON.parse(pending) as Line];
  } finally {
    reader.releaseLock();
  }
}

async function* batchesOf(values: AsyncGenerator<Line | Line[]>): AsyncGenerator<ExportRow[]> {
  let batch: ExportRow[] = [];
  let sliceStart = performance.now();
  for await (const read of values) {
    for (const value of Array.isArray(read) ? read : [read]) {
      if ('end' in value) {
        if (batch.length) yield batch;
        return;
      }
      if (!('total' in value)) batch.push(value);
    }
    if (performance.now() - sliceStart > SLICE_MS) {
      yield batch;
      batch = [];
      await nextTask();
      sliceStart = performance.now();
    }
  }
  throw new Error('export: the rows stopped before their end');
}
