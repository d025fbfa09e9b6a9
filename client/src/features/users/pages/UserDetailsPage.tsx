import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Card,
  Center,
  EmptyState,
  Flex,
  Heading,
  HStack,
  IconButton,
  Input,
  Spinner,
  Stack,
} from '@chakra-ui/react';
import { useState } from 'react';
import { LuArrowLeft, LuTrash2, LuUserSearch } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router';
import { useFragment } from '../../../__generated__/fragment-masking.js';
import { UserDetailFieldsFragmentDoc, UserDetailsDocument } from '../../../__generated__/graphql.js';
import { ErrorCode, hasCode, isSessionEnd } from '../../../apollo/errors.js';
import { ROUTE_ROLES } from '../../../constants.js';
import { formatPhone } from '../../../lib/format.js';
import { ConfirmModal } from '../../../ui/ConfirmModal.js';
import { FormField } from '../../../ui/FormField.js';
import { LoadError } from '../../../ui/list/LoadError.js';
import { hasAnyRole } from '../../auth/session/session.js';
import { useSession } from '../../auth/session/store.js';
import { userErrorMessage } from '../errors.js';
import { useDeactivateSeller } from '../hooks/useDeactivateSeller.js';
import { userMessages } from '../messages.js';
import { detailsTitleFor } from '../model.js';
import { userListPath } from '../urls.js';

const m = userMessages.details;

function NotFound() {
  return (
    <EmptyState.Root borderWidth="1px" rounded="l3">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuUserSearch />
        </EmptyState.Indicator>
        <EmptyState.Title>{m.notFound}</EmptyState.Title>
        <EmptyState.Description>{m.notFoundDetail}</EmptyState.Description>
        <Button asChild variant="outline">
          <RouterLink to={userListPath}>{m.goToList}</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/**
 * /Painel/Users/{id} (spec section 2): name, e-mail and phone read-only. A reseller may delete (deactivate) its
 * seller after a confirmation; "Usuário deletado com sucesso" returns to the list.
 */
export function UserDetailsPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const [confirming, setConfirming] = useState(false);
  const { data, loading, error, refetch } = useQuery(UserDetailsDocument, { variables: { id } });
  const user = useFragment(UserDetailFieldsFragmentDoc, data?.user ?? null);
  const { deactivateSeller, loading: deleting } = useDeactivateSeller({ onSettled: () => setConfirming(false) });
  const canDelete = hasAnyRole(session, ROUTE_ROLES.sellerRecord) && !!user?.active;

  const content = () => {
    if (user) {
      return (
        <Card.Root>
          <Card.Body>
            <Stack gap="4">
              {!user.active && (
                <Alert.Root status="warning">
                  <Alert.Indicator />
                  <Alert.Title>{m.inactive}</Alert.Title>
                </Alert.Root>
              )}
              <FormField label={m.name} readOnly>
                <Input readOnly value={user.name} />
              </FormField>
              <FormField label={m.email} readOnly>
                <Input readOnly value={user.email} />
              </FormField>
              <FormField label={m.phone} readOnly>
                <Input readOnly value={formatPhone(user.phone)} />
              </FormField>
              {canDelete && (
                <Flex justify="flex-end">
                  <Button colorPalette="red" onClick={() => setConfirming(true)}>
                    <LuTrash2 aria-hidden />
                    {m.delete}
                  </Button>
                </Flex>
              )}
            </Stack>
          </Card.Body>
        </Card.Root>
      );
    }
    if (loading) {
      return (
        <Center py="10">
          <Spinner size="lg" role="status" aria-label={userMessages.loadingUser} />
        </Center>
      );
    }
    if (error && isSessionEnd(error)) return null;
    if ((error && hasCode(error, ErrorCode.NOT_FOUND)) || (error && hasCode(error, ErrorCode.FORBIDDEN)) || !error) {
      return <NotFound />;
    }
    return <LoadError message={userErrorMessage('load', error)} onRetry={() => refetch()} />;
  };

  return (
    <Stack gap="5" maxW="2xl">
      <HStack gap="2" minW="0">
        <IconButton asChild variant="ghost" aria-label={userMessages.backToList}>
          <RouterLink to={userListPath}>
            <LuArrowLeft />
          </RouterLink>
        </IconButton>
        <Heading as="h1" size="xl">
          {detailsTitleFor(session?.roles ?? [])}
        </Heading>
      </HStack>
      {content()}
      {user && (
        <ConfirmModal
          open={confirming}
          title={m.confirmTitle}
          description={m.confirmDescription(user.name)}
          loading={deleting}
          onCancel={() => setConfirming(false)}
          onConfirm={() => deactivateSeller(user.id)}
        />
      )}
    </Stack>
  );
}
