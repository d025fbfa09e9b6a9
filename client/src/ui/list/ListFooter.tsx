import { Flex, Text } from '@chakra-ui/react';
import { uiMessages } from '../messages.js';
import { Pager } from '../Pager.js';
import { pageCountOf } from '../pagerWindow.js';
import { RowsPerPageSelect } from '../RowsPerPageSelect.js';

export interface ListFooterProps {
  page: number;
  pageSize: number;
  /** Rows the list holds over every page (a lower bound when `totalIsLowerBound`). */
  total: number;
  totalIsLowerBound?: boolean;
  /**
   * The server's page count, used when the total is a lower bound: it offers the page after a full one, which a
   * count from the lower bound would not.
   */
  lowerBoundPageCount?: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  /** The opportunity list also offers "Todas". */
  allowAll?: boolean;
}

/** Rows per page, the total and the pager under every paged list; wraps on a phone. */
export function ListFooter({
  page,
  pageSize,
  total,
  totalIsLowerBound = false,
  lowerBoundPageCount = 0,
  onPageChange,
  onPageSizeChange,
  allowAll,
}: ListFooterProps) {
  const pageCount = totalIsLowerBound
    ? Math.max(lowerBoundPageCount, pageCountOf(total, pageSize))
    : pageCountOf(total, pageSize);
  return (
    <Flex gap="4" align="center" justify="space-between" wrap="wrap" pt="4">
      <RowsPerPageSelect value={pageSize} onChange={onPageSizeChange} allowAll={allowAll} />
      <Text color="fg.muted" fontSize="sm" aria-live="polite">
        {uiMessages.totalRows(total, totalIsLowerBound)}
      </Text>
      <Pager page={page} pageCount={pageCount} onChange={onPageChange} />
    </Flex>
  );
}
