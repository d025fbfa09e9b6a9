import { useCallback, useEffect, useRef, useState } from 'react';
import type { OpportunityFilter, OpportunityOrder } from '../../../__generated__/graphql.js';
import { sessionEndOf } from '../../../apollo/errors.js';
import { sessionExpired } from '../../../apollo/sessionExpiry.js';
import { useFeedback } from '../../../ui/feedback.js';
import { opportunityErrorMessage } from '../errors.js';
import { type ExportRow, openExportRows } from '../export/rows.js';

export interface ExportProgress {
  done: number;
  /** 0 until the export tells the total. */
  total: number;
}

/**
 * How often the progress is shown again: each showing renders the list page, which a hundred thousand rows
 * arriving in small batches would otherwise do hundreds of times.
 */
const PROGRESS_INTERVAL_MS = 250;

/** Counts the rows as they pass on to the sheet, telling the count at most every PROGRESS_INTERVAL_MS. */
async function* counted(batches: AsyncIterable<ExportRow[]>, onRows: (done: number) => void) {
  let done = 0;
  let told = 0;
  for await (const rows of batches) {
    done += rows.length;
    if (performance.now() - told >= PROGRESS_INTERVAL_MS) {
      onRows(done);
      told = performance.now();
    }
    yield rows;
  }
  onRows(done);
}

/**
 * "Exportar": every row of the list's applied filters and order (at most the spec's 99999), streamed from the
 * gateway and written into the xlsx file as it arrives, the progress counted row by row; the file is saved once
 * complete. Cancelling, or leaving the page, stops it with nothing saved; a failure shows the generic error and
 * saves nothing; an ended session goes to login, as a GraphQL call would.
 */
export function useExportOpportunities() {
  const feedback = useFeedback();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const exportOpportunities = useCallback(
    async (filter: OpportunityFilter, order: OpportunityOrder) => {
      if (running.current) return;
      const controller = new AbortController();
      running.current = controller;
      setProgress({ done: 0, total: 0 });
      const sheet = import('../export/sheet.js');
      sheet.catch(() => {}); // awaited below; a failure then is the export's failure.
      try {
        const { total, batches } = await openExportRows(filter, order, controller.signal);
        setProgress({ done: 0, total });
        const { buildOpportunityWorkbook, saveOpportunityWorkbook } = await sheet;
        const file = await buildOpportunityWorkbook(
          counted(batches, (done) => setProgress({ done: Math.min(done, total), total })),
        );
        if (!controller.signal.aborted) saveOpportunityWorkbook(file);
      } catch (error) {
        if (controller.signal.aborted) return;
        const ended = sessionEndOf(error);
        if (ended) sessionExpired(ended);
        else feedback.showError(opportunityErrorMessage('load', error));
      } finally {
        if (running.current === controller) {
          running.current = null;
          setProgress(null);
        }
      }
    },
    [feedback],
  );

  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setProgress(null);
  }, []);

  return { exportOpportunities, cancel, progress };
}
