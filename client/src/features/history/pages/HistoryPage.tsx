import { useQuery } from '@apollo/client/react';
import { Button, Flex, Heading, Stack, useBreakpointValue } from '@chakra-ui/react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { HistoryDocument } from '../../../__generated__/graphql.js';
import { ErrorCode, hasCode } from '../../../apollo/errors.js';
import { PagedList } from '../../../ui/list/PagedList.js';
import { useListState } from '../../../ui/list/useListState.js';
import { useSession } from '../../auth/session/store.js';
import { HistoryCards } from '../components/HistoryCards.js';
import { HistoryTable } from '../components/HistoryTable.js';
import { historyMessages as m } from '../messages.js';
import { listOfHistoryType } from '../urls.js';

const NO_FILTERS = {};

/**
 * /Painel/History/{id}?type=… (spec section 2): the change log of one opportunity, resale sign-up or user, paged,
 * in the portal's words; "Voltar" returns to the list that `type` names.
 */
export function HistoryPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const session = useSession();
  const list = useListState({ initialFilters: NO_FILTERS });
  const { data, previousData, loading, error, refetch } = useQuery(HistoryDocument, {
    variables: { typeId: id, page: list.page, pageSize: list.pageSize },
    fetchPolicy: 'cache-and-network',
  });
  const wide = useBreakpointValue({ base: false, lg: true }, { ssr: false });
  const shown = (data ?? previousData)?.history;
  const showUser = !!session?.roles.includes('REPRESENTATIVE');

  return (
    <Stack gap="5">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="xl">
          {m.title}
        </Heading>
        <Button asChild variant="outline">
          <RouterLink to={listOfHistoryType(params.get('type'))}>
            <LuArrowLeft aria-hidden />
            {m.back}
          </RouterLink>
        </Button>
      </Flex>
      <PagedList
        list={list}
        shown={shown}
        rowCount={shown?.items.length ?? 0}
        loading={loading}
        error={data ? undefined : error}
        loadingLabel={m.loading}
        errorMessage={() => m.failed}
        // Spec section 8: a 404 is no error here, only a record without history.
        isEmptyAnswer={(e) => hasCode(e, ErrorCode.NOT_FOUND)}
        emptyText={m.empty}
        onRetry={() => refetch()}
      >
        {wide ? (
          <HistoryTable entries={shown?.items ?? []} showUser={showUser} />
        ) : (
          <HistoryCards entries={shown?.items ?? []} showUser={showUser} />
        )}
      </PagedList>
    </Stack>
  );
}
