import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { isSessionEnd } from '../../apollo/errors.js';
import { LoadingSpinner } from '../LoadingSpinner.js';
import { EmptyState } from './EmptyState.js';
import { ListFooter } from './ListFooter.js';
import { LoadError } from './LoadError.js';
import type { ListState } from './useListState.js';

export interface PagedListProps {
  /** The list state of the page (useListState): its page and rows per page drive the footer. */
  list: Pick<ListState<object>, 'page' | 'pageSize' | 'setPage' | 'setPageSize'>;
  /** The answer shown: the current one, or the previous one while the next arrives. Undefined before the first. */
  shown: { pageInfo: { total: number; totalIsLowerBound?: boolean; pageCount?: number } } | undefined;
  rowCount: number;
  loading: boolean;
  /** The query's error when it has nothing to show (Apollo's `error` while `data` is empty). */
  error: unknown;
  loadingLabel: string;
  /** The failure in the feature's words (its errors.ts). */
  errorMessage: (error: unknown) => string;
  /** Failures that mean "nothing to list" (spec section 8: a 404 on the seller list or the history is silent). */
  isEmptyAnswer?: (error: unknown) => boolean;
  emptyText?: string;
  onRetry: () => void;
  /** The opportunity list also offers "Todas". */
  allowAll?: boolean;
  /** The rows: a table on a wide screen, cards on a phone. */
  children: ReactNode;
}

/**
 * The states every paged list shares (spec section 2): a spinner before the first answer, the failure with a retry,
 * "Sem conteúdo" when empty, then the rows and the footer. While the next page arrives the previous one stays,
 * dimmed, instead of the list collapsing to a spinner. An ended session shows nothing: it is on its way to login.
 */
export function PagedList({
  list,
  shown,
  rowCount,
  loading,
  error,
  loadingLabel,
  errorMessage,
  isEmptyAnswer,
  emptyText,
  onRetry,
  allowAll,
  children,
}: PagedListProps) {
  const content = () => {
    if (error) {
      if (isSessionEnd(error)) return null;
      if (isEmptyAnswer?.(error)) return <EmptyState text={emptyText} />;
      return <LoadError message={errorMessage(error)} onRetry={onRetry} />;
    }
    if (!shown) {
      return <LoadingSpinner label={loadingLabel} />;
    }
    if (rowCount === 0) return <EmptyState text={emptyText} />;
    return children;
  };

  return (
    <>
      <Box aria-busy={loading} opacity={loading && shown ? 0.6 : 1} transition="opacity 0.2s">
        {content()}
      </Box>
      {shown && shown.pageInfo.total > 0 && (
        <ListFooter
          page={list.page}
          pageSize={list.pageSize}
          total={shown.pageInfo.total}
          totalIsLowerBound={shown.pageInfo.totalIsLowerBound}
          lowerBoundPageCount={shown.pageInfo.pageCount}
          onPageChange={list.setPage}
          onPageSizeChange={list.setPageSize}
          allowAll={allowAll}
        />
      )}
    </>
  );
}
