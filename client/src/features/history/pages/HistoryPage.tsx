import { useQuery } from '@apollo/client/react';
import { Box, Button, Center, Flex, Heading, Spinner, Stack, useBreakpointValue } from '@chakra-ui/react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { HistoryDocument } from '../../../__generated__/graphql.js';
import { ErrorCode, hasCode, isSessionEnd } from '../../../apollo/errors.js';
import { EmptyState } from '../../../ui/list/EmptyState.js';
import { ListFooter } from '../../../ui/list/ListFooter.js';
import { LoadError } from '../../../ui/list/LoadError.js';
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

  const content = () => {
    if (error && !data) {
      if (isSessionEnd(error)) return null;
      // Spec section 8: a 404 is no error here, only a record without history.
      if (hasCode(error, ErrorCode.NOT_FOUND)) return <EmptyState text={m.empty} />;
      return <LoadError message={m.failed} onRetry={() => refetch()} />;
    }
    if (!shown) {
      return (
        <Center py="10">
          <Spinner size="lg" role="status" aria-label={m.loading} />
        </Center>
      );
    }
    if (shown.items.length === 0) return <EmptyState text={m.empty} />;
    return wide ? (
      <HistoryTable entries={shown.items} showUser={showUser} />
    ) : (
      <HistoryCards entries={shown.items} showUser={showUser} />
    );
  };

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
