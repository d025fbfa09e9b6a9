import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Flex, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { LuTrash2, LuUserSearch } from 'react-icons/lu';
import { useParams } from 'react-router';
import { useFragment } from '../../../__generated__/fragment-masking.js';
import { UserDetailFieldsFragmentDoc, UserDetailsDocument } from '../../../__generated__/graphql.js';
import { ErrorCode } from '../../../apollo/errors.js';
import { formatPhone } from '../../../lib/format.js';
import { ROUTE_ROLES } from '../../../paths.js';
import { ConfirmModal } from '../../../ui/ConfirmModal.js';
import { FormField } from '../../../ui/FormField.js';
import { PageHeader } from '../../../ui/PageHeader.js';
import { RecordFallback } from '../../../ui/RecordFallback.js';
import { hasAnyRole } from '../../auth/session/session.js';
import { useSession } from '../../auth/session/store.js';
import { userErrorMessage } from '../errors.js';
import { useDeactivateSeller } from '../hooks/useDeactivateSeller.js';
import { userMessages } from '../messages.js';
import { detailsTitleFor } from '../model.js';
import { userListPath } from '../urls.js';

const m = userMessages.details;

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
    return (
      <RecordFallback
        loading={loading}
        error={error}
        loadingLabel={userMessages.loadingUser}
        notFound={{
          title: m.notFound,
          detail: m.notFoundDetail,
          listPath: userListPath,
          listLabel: m.goToList,
          icon: <LuUserSearch />,
        }}
        // Another resale's seller is not there for this user either.
        notFoundCodes={[ErrorCode.NOT_FOUND, ErrorCode.FORBIDDEN]}
        errorMessage={(e) => userErrorMessage('load', e)}
        onRetry={() => refetch()}
      />
    );
  };

  return (
    <Stack gap="5" maxW="2xl">
      <PageHeader
        title={detailsTitleFor(session?.roles ?? [])}
        backTo={userListPath}
        backLabel={userMessages.backToList}
      />
      {content()}
      {user && (
        <ConfirmModal
          open={confirming}
          title={m.confirmTitle}
          description={m.confirmDescription(user.name)}
          destructive
          loading={deleting}
          onCancel={() => setConfirming(false)}
          onConfirm={() => deactivateSeller(user.id)}
        />
      )}
    </Stack>
  );
}
