import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  OpportunityExportDocument,
  type OpportunityFilter,
  type OpportunityOrder,
} from '../../../__generated__/graphql.js';
import { isSessionEnd } from '../../../apollo/errors.js';
import { useFeedback } from '../../../ui/feedback.js';
import { opportunityErrorMessage } from '../errors.js';
import { gatherRows } from '../export/gatherRows.js';

export interface ExportProgress {
  done: number;
  /** 0 until the first chunk tells the total. */
  total: number;
}

/**
 * "Exportar": every row of the list's applied filters and order, gathered in chunks straight from the network (an
 * export must not read a cached page nor fill the cache with thousands of rows), then saved as one xlsx file.
 * SheetJS arrives only now, while the rows do. Cancelling, or leaving the page, stops it with nothing saved; a
 * failure shows the generic error and saves nothing.
 */
export function useExportOpportunities() {
  const client = useApolloClient();
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
        const rows = await gatherRows(
          async (page, pageSize) => {
            const { data } = await client.query({
              query: OpportunityExportDocument,
              variables: { filter, order, page, pageSize },
              fetchPolicy: 'no-cache',
              // Its own request, which its own cancellation aborts (never one shared with an earlier export).
              context: { fetchOptions: { signal: controller.signal }, queryDeduplication: false },
            });
            if (!data) throw new Error('export: empty answer');
            return { items: data.opportunities.items, total: data.opportunities.pageInfo.total };
          },
          (done, total) => setProgress({ done, total }),
          controller.signal,
        );
        const { downloadOpportunityWorkbook } = await sheet;
        if (!controller.signal.aborted) downloadOpportunityWorkbook(rows);
      } catch (error) {
        if (!controller.signal.aborted && !isSessionEnd(error))
          feedback.showError(opportunityErrorMessage('load', error));
      } finally {
        if (running.current === controller) {
          running.current = null;
          setProgress(null);
        }
      }
    },
    [client, feedback],
  );

  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setProgress(null);
  }, []);

  return { exportOpportunities, cancel, progress };
}
