import { useMutation } from '@apollo/client/react';
import { RequestPasswordResetDocument } from '../../../__generated__/graphql.js';
import { PATHS } from '../../../paths.js';
import { useMutationOutcome } from '../../../ui/mutationOutcome.js';
import { addNotification } from '../../notifications/store.js';
import { authErrorMessage } from '../errors.js';
import { authMessages } from '../messages.js';

/** "Recuperar senha": e-mails a reset link that opens /recovery-password?token=… on this host. */
export function useRequestPasswordReset() {
  const [mutate, { loading }] = useMutation(RequestPasswordResetDocument);
  const outcome = useMutationOutcome((error) => authErrorMessage('requestPasswordReset', error), PATHS.login);
  const requestReset = (email: string) => {
    const redirectUrl = `${window.location.origin}${PATHS.recoveryPassword}`;
    return outcome(async () => {
      await mutate({ variables: { input: { email, redirectUrl } } });
      addNotification(authMessages.recoveryNotification(email));
    }, authMessages.recoverySent);
  };
  return { requestReset, loading };
}
