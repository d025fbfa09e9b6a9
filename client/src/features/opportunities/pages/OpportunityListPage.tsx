import { useQuery } from '@apollo/client/react';
import { Button, Flex, HStack, Stack, useBreakpointValue } from '@chakra-ui/react';
import { memo, useDeferredValue, useEffect, useRef } from 'react';
import { LuDownload, LuPlus } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { DECISION_OVERDUE_LINK_PARAM } from '../../../../../shared/list-links.js';
import { useFragment } from '../../../__generated__/fragment-masking.js';
import {
  OpportunityListDocument,
  OpportunityRowFieldsFragmentDoc,
  type OpportunitySortField,
} from '../../../__generated__/graphql.js';
import { ROUTE_ROLES } from '../../../paths.js';
import { ListHeader } from '../../../ui/list/ListHeader.js';
import { PagedList } from '../../../ui/list/PagedList.js';
import { useListState } from '../../../ui/list/useListState.js';
import { hasAnyRole } from '../../auth/session/session.js';
import { useSession } from '../../auth/session/store.js';
import { ExportProgress } from '../components/ExportProgress.js';
import { OpportunityCards } from '../components/OpportunityCards.js';
import { OpportunityFilters as FiltersAlways } from '../components/OpportunityFilters.js';
import { OpportunitySortSelect as SortSelectAlways } from '../components/OpportunitySortSelect.js';
import { OpportunityTable } from '../components/OpportunityTable.js';
import { opportunityErrorMessage } from '../errors.js';
import { useExportOpportunities } from '../hooks/useExportOpportunities.js';
import {
  DEFAULT_OPPORTUNITY_ORDER,
  EMPTY_OPPORTUNITY_FILTERS,
  type OpportunityListFilters,
  TYPED_OPPORTUNITY_FILTERS,
  toOpportunityFilter,
} from '../listFilters.js';
import { opportunityListMessages as m } from '../messages/list.js';
import { opportunityMessages } from '../messages/outcomes.js';
import { opportunityRegistrationPath } from '../urls.js';

// Apollo hands each answer over in a synchronous render of this page: the filters and the sort (a dozen fields and
// selects, their props unchanged by an answer) are not rendered again with it, in the same long task.
const OpportunityFilters = memo(FiltersAlways);
const OpportunitySortSelect = memo(SortSelectAlways);

/**
 * /Painel/Opportunities (spec section 2): the opportunities the user may see, filtered, sorted and paged, with their
 * export. It asks the network on every visit (cache-and-network): a decision taken on the details page, or by
 * another representative meanwhile, shows when the user comes back.
 */
export function OpportunityListPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  // The approval clock's digest links here with only its filter on (design section 17).
  const linkedFilters = params.get(DECISION_OVERDUE_LINK_PARAM) === 'true' ? { decisionOverdue: true } : undefined;
  const list = useListState<OpportunityListFilters, OpportunitySortField>({
    rememberAs: 'opportunities',
    initialFilters: EMPTY_OPPORTUNITY_FILTERS,
    linkedFilters,
    initialOrder: DEFAULT_OPPORTUNITY_ORDER,
    typed: TYPED_OPPORTUNITY_FILTERS,
  });
  // Read once: the address then loses the parameter, so that a reload keeps the user's own filter choices.
  useEffect(() => {
    if (params.has(DECISION_OVERDUE_LINK_PARAM)) setParams({}, { replace: true });
  }, [params, setParams]);
  const order = list.order ?? DEFAULT_OPPORTUNITY_ORDER;
  const filter = toOpportunityFilter(list.appliedFilters);
  const { data, previousData, loading, error, refetch } = useQuery(OpportunityListDocument, {
    variables: { filter, order, page: list.page, pageSize: list.pageSize },
    fetchPolicy: 'cache-and-network',
  });
  const { exportOpportunities, cancel, progress } = useExportOpportunities();
  const exportButton = useRef<HTMLButtonElement>(null);
  // The table's seven columns need the width left beside the side menu on a wide screen; below it, cards.
  const wide = useBreakpointValue({ base: false, xl: true }, { ssr: false });

  // While the next page arrives the previous one stays, dimmed, instead of the list collapsing to a spinner.
  const answer = (data ?? previousData)?.opportunities;
  // Apollo hands an answer over in a synchronous render (useSyncExternalStore): the rows, the page's heaviest part,
  // follow in a deferred render, which React slices so that the browser is never blocked for the whole table.
  const shown = useDeferredValue(answer);
  const rows = useFragment(OpportunityRowFieldsFragmentDoc, shown?.items ?? []);
  const canAdd = hasAnyRole(session, ROUTE_ROLES.opportunityRegistration);

  return (
    <Stack gap="5">
      <ListHeader title={opportunityMessages.listTitle}>
        <HStack gap="2" wrap="wrap">
          {/* Never disabled while exporting (the focus would fall off it): a second press is ignored. */}
          <Button
            ref={exportButton}
            variant="outline"
            aria-disabled={!!progress || undefined}
            onClick={() => exportOpportunities(filter, order)}
          >
            <LuDownload aria-hidden />
            {m.export}
          </Button>
          {canAdd && (
            <Button asChild>
              <RouterLink to={opportunityRegistrationPath}>
                <LuPlus aria-hidden />
                {m.add}
              </RouterLink>
            </Button>
          )}
        </HStack>
      </ListHeader>
      {progress && (
        <ExportProgress
          progress={progress}
          onCancel={() => {
            cancel();
            exportButton.current?.focus();
          }}
        />
      )}
      <OpportunityFilters
        filters={list.filters}
        onChange={list.setFilter}
        onClear={list.resetFilters}
        showCompanyUnverified={hasAnyRole(session, ['REPRESENTATIVE'])}
      />
      <Flex justify="flex-end">
        <OpportunitySortSelect order={order} onChange={list.setOrder} />
      </Flex>
      <PagedList
        list={list}
        shown={shown}
        rowCount={rows.length}
        loading={loading || shown !== answer}
        error={data ? undefined : error}
        loadingLabel={m.loading}
        errorMessage={(e) => opportunityErrorMessage('load', e)}
        onRetry={() => refetch()}
        allowAll
      >
        {wide ? (
          <OpportunityTable rows={rows} order={order} onOrderChange={list.setOrder} />
        ) : (
          <OpportunityCards rows={rows} />
        )}
      </PagedList>
    </Stack>
  );
}
