import { useQuery } from '@apollo/client/react';
import { Stack, useBreakpointValue } from '@chakra-ui/react';
import { useParams, useSearchParams } from 'react-router';
import { HistoryDocument } from '../../../__generated__/graphql.js';
import { ErrorCode, hasCode } from '../../../apollo/errors.js';
import { PagedList } from '../../../ui/list/PagedList.js';
import { useListState } from '../../../ui/list/useListState.js';
import { PageHeader } from '../../../ui/PageHeader.js';
import { useSession } from '../../auth/session/store.js';
import { HistoryCards } from '../components/HistoryCards.js';
import { HistoryTable } from '../components/HistoryTable.js';
import { historyMessages as m } from '../messages.js';
import { listOfHistoryType } from '../urls.js';

const NO_FILTERS = {};

/**
 * /Painel/History/{id}?type=… (spec section 2): the change log of one opportunity, resale sign-up or user, paged,
 * in the portal's words; its back arrow returns to the list that `type` names.
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
      {/* The shell's bar already says "Voltar" (back in the browser's history): the page's own way back, to the
          list its type names, is the arrow every record screen has. */}
      <PageHeader title={m.title} backTo={listOfHistoryType(params.get('type'))} backLabel={m.backToList} />
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
