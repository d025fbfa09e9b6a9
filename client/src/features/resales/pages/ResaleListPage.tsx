import { useQuery } from '@apollo/client/react';
import { Heading, Stack, useBreakpointValue } from '@chakra-ui/react';
import { useFragment } from '../../../__generated__/fragment-masking.js';
import { ResaleListDocument, ResaleRowFieldsFragmentDoc } from '../../../__generated__/graphql.js';
import { PagedList } from '../../../ui/list/PagedList.js';
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

  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        {m.title}
      </Heading>
      <ResaleFilters filters={list.filters} onChange={list.setFilter} onClear={list.resetFilters} />
      <PagedList
        list={list}
        shown={shown}
        rowCount={rows.length}
        loading={loading}
        error={data ? undefined : error}
        loadingLabel={m.loading}
        errorMessage={(e) => resaleErrorMessage('load', e)}
        onRetry={() => refetch()}
      >
        {wide ? <ResaleTable rows={rows} /> : <ResaleCards rows={rows} />}
      </PagedList>
    </Stack>
  );
}
