import { useQuery } from '@apollo/client/react';
import { Button, Field, Input, Stack, useBreakpointValue } from '@chakra-ui/react';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { useFragment } from '../../../__generated__/fragment-masking.js';
import { UserListDocument, UserRowFieldsFragmentDoc } from '../../../__generated__/graphql.js';
import { ROUTE_ROLES } from '../../../paths.js';
import { ListHeader } from '../../../ui/list/ListHeader.js';
import { PagedList } from '../../../ui/list/PagedList.js';
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

  return (
    <Stack gap="5">
      <ListHeader title={m.listTitle}>
        {hasAnyRole(session, ROUTE_ROLES.sellerRecord) && (
          <Button asChild>
            <RouterLink to={sellerRegistrationPath}>
              <LuPlus aria-hidden />
              {m.list.add}
            </RouterLink>
          </Button>
        )}
      </ListHeader>
      <Field.Root maxW={{ base: 'full', md: 'sm' }}>
        <Field.Label>{m.list.nameFilter}</Field.Label>
        <Input
          type="search"
          value={list.filters.name}
          placeholder={m.list.nameFilterPlaceholder}
          onChange={(e) => list.setFilter('name', e.currentTarget.value)}
        />
      </Field.Root>
      <PagedList
        list={list}
        shown={shown}
        rowCount={rows.length}
        loading={loading}
        error={data ? undefined : error}
        loadingLabel={m.loading}
        errorMessage={(e) => userErrorMessage('load', e)}
        onRetry={() => refetch()}
        isEmptyAnswer={isSilentListError}
      >
        {wide ? <UserTable rows={rows} showRole={showRole} /> : <UserCards rows={rows} showRole={showRole} />}
      </PagedList>
    </Stack>
  );
}
