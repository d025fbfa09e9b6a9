import { useQuery } from '@apollo/client/react';
import { Box, Button, Center, Field, Flex, Heading, Input, Spinner, Stack, useBreakpointValue } from '@chakra-ui/react';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { useFragment } from '../../../__generated__/fragment-masking.js';
import { UserListDocument, UserRowFieldsFragmentDoc } from '../../../__generated__/graphql.js';
import { isSessionEnd } from '../../../apollo/errors.js';
import { ROUTE_ROLES } from '../../../constants.js';
import { EmptyState } from '../../../ui/list/EmptyState.js';
import { ListFooter } from '../../../ui/list/ListFooter.js';
import { LoadError } from '../../../ui/list/LoadError.js';
import { useListState } from '../../../ui/list/useListState.js';
import { hasAnyRole } from '../../auth/session/session.js';
import { useSession } from '../../auth/session/store.js';
import { UserCards } from '../components/UserCards.js';
import { UserTable } from '../components/UserTable.js';
import { isSilentListError, userErrorMessage } from '../errors.js';
import { userMessages as m } from '../messages.js';
import { showsRoleColumn } from '../model.js';
import { sellerRegistrationPath } from '../urls.js';

interface UserListFilters {
  name: string;
}
const EMPTY_FILTERS: UserListFilters = { name: '' };
const TYPED: readonly (keyof UserListFilters)[] = ['name'];

/**
 * /Painel/Users (spec section 2): a reseller's active sellers, or the brand's users with their role for
 * representatives and support; a name filter remembered between visits; rows per page and pager. Asked again on
 * every visit (cache-and-network): a seller added or removed meanwhile shows when the user comes back.
 */
export function UserListPage() {
  const session = useSession();
  const roles = session?.roles ?? [];
  const list = useListState<UserListFilters>({ rememberAs: 'users', initialFilters: EMPTY_FILTERS, typed: TYPED });
  const name = list.appliedFilters.name.trim();
  const { data, previousData, loading, error, refetch } = useQuery(UserListDocument, {
    variables: { filter: name ? { name } : null, page: list.page, pageSize: list.pageSize },
    fetchPolicy: 'cache-and-network',
  });
  const wide = useBreakpointValue({ base: false, lg: true }, { ssr: false });
  const shown = (data ?? previousData)?.sellers;
  const rows = useFragment(UserRowFieldsFragmentDoc, shown?.items ?? []);
  const showRole = showsRoleColumn(roles);

  const content = () => {
    if (error && !data) {
      if (isSessionEnd(error)) return null;
      if (isSilentListError(error)) return <EmptyState />;
      return <LoadError message={userErrorMessage('load', error)} onRetry={() => refetch()} />;
    }
    if (!shown) {
      return (
        <Center py="10">
          <Spinner size="lg" role="status" aria-label={m.loading} />
        </Center>
      );
    }
    if (rows.length === 0) return <EmptyState />;
    return wide ? <UserTable rows={rows} showRole={showRole} /> : <UserCards rows={rows} showRole={showRole} />;
  };

  return (
    <Stack gap="5">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="xl">
          {m.listTitle}
        </Heading>
        {hasAnyRole(session, ROUTE_ROLES.sellerRecord) && (
          <Button asChild>
            <RouterLink to={sellerRegistrationPath}>
              <LuPlus aria-hidden />
              {m.list.add}
            </RouterLink>
          </Button>
        )}
      </Flex>
      <Field.Root maxW={{ base: 'full', md: 'sm' }}>
        <Field.Label>{m.list.nameFilter}</Field.Label>
        <Input
          type="search"
          value={list.filters.name}
          placeholder={m.list.nameFilterPlaceholder}
          onChange={(e) => list.setFilter('name', e.currentTarget.value)}
        />
      </Field.Root>
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
