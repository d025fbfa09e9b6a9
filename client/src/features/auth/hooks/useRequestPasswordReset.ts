import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { RequestPasswordResetDocument } from '../../../__generated__/graphql.js';
import { PATHS } from '../../../paths.js';
import { useFeedback } from '../../../ui/feedback.js';
import { addNotification } from '../../notifications/store.js';
import { authErrorMessage } from '../errors.js';
import { authMessages } from '../messages.js';

/** "Recuperar senha": e-mails a reset link that opens /recovery-password?token=… on this host. */
export function useRequestPasswordReset() {
  const navigate = useNavigate();
  const feedback = useFeedback();
  const [mutate, { loading }] = useMutation(RequestPasswordResetDocument);

  const requestReset = async (email: string) => {
    const redirectUrl = `${window.location.origin}${PATHS.recoveryPassword}`;
    try {
      await mutate({ variables: { input: { email, redirectUrl } } });
    } catch (error) {
      feedback.showError(authErrorMessage('requestPasswordReset', error));
      return;
    }
    addNotification(authMessages.recoveryNotification(email));
    feedback.showSuccess(authMessages.recoverySent, { onClose: () => navigate(PATHS.login) });
  };

  return { requestReset, loading };
}
