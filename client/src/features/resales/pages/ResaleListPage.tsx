import { useQuery } from '@apollo/client/react';
import { Box, Center, Heading, Spinner, Stack, useBreakpointValue } from '@chakra-ui/react';
import { useFragment } from '../../../__generated__/fragment-masking.js';
import { ResaleListDocument, ResaleRowFieldsFragmentDoc } from '../../../__generated__/graphql.js';
import { isSessionEnd } from '../../../apollo/errors.js';
import { EmptyState } from '../../../ui/list/EmptyState.js';
import { ListFooter } from '../../../ui/list/ListFooter.js';
import { LoadError } from '../../../ui/list/LoadError.js';
import { useListState } from '../../../ui/list/useListState.js';
import { ResaleCards } from '../components/ResaleCards.js';
import { ResaleFilters } from '../components/ResaleFilters.js';
import { ResaleTable } from '../components/ResaleTable.js';
import { resaleErrorMessage } from '../errors.js';
import { EMPTY_RESALE_FILTERS, type ResaleListFilters, TYPED_RESALE_FILTERS, toResaleFilter } from '../listFilters.js';
import { resaleListMessages as m } from '../messages/list.js';

/**
 * /Painel/Resales (spec section 2): the brand's reseller sign-ups, filtered by status and day (remembered per user
 * and brand), paged. It asks the network on every visit (cache-and-network), so a decision taken on the details
 * page, or by another representative meanwhile, shows when the user comes back.
 */
export function ResaleListPage() {
  const list = useListState<ResaleListFilters>({
    rememberAs: 'resales',
    initialFilters: EMPTY_RESALE_FILTERS,
    typed: TYPED_RESALE_FILTERS,
  });
  const { data, previousData, loading, error, refetch } = useQuery(ResaleListDocument, {
    variables: { filter: toResaleFilter(list.appliedFilters), page: list.page, pageSize: list.pageSize },
    fetchPolicy: 'cache-and-network',
  });
  // Six columns fit beside the side menu from a large screen on; below it, cards.
  const wide = useBreakpointValue({ base: false, lg: true }, { ssr: false });

  // While the next page arrives the previous one stays, dimmed, instead of the list collapsing to a spinner.
  const shown = (data ?? previousData)?.resales;
  const rows = useFragment(ResaleRowFieldsFragmentDoc, shown?.items ?? []);

  const content = () => {
    if (error && !data) {
      // An ended session is on its way to login already.
      if (isSessionEnd(error)) return null;
      return <LoadError message={resaleErrorMessage('load', error)} onRetry={() => refetch()} />;
    }
    if (!shown) {
      return (
        <Center py="10">
          <Spinner size="lg" role="status" aria-label={m.loading} />
        </Center>
      );
    }
    if (rows.length === 0) return <EmptyState />;
    return wide ? <ResaleTable rows={rows} /> : <ResaleCards rows={rows} />;
  };

  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        {m.title}
      </Heading>
      <ResaleFilters filters={list.filters} onChange={list.setFilter} onClear={list.resetFilters} />
      <Box aria-busy={loading} opacity={loading && shown ? 0.6 : 1} transition="opacity 0.2s">
        {content()}
      </Box>
      {shown && shown.pageInfo.total > 0 && (
        <ListFooter
          page={list.page}
          pageSize={list.pageSize}
          total={shown.pageInfo.total}
          onPageChange={list.setPage}
          onPageSizeChange={list.setPageSize}
        />
      )}
    </Stack>
  );
}
