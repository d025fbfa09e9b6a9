import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { SetPasswordWithTokenDocument } from '../../../__generated__/graphql.js';
import { PATHS } from '../../../paths.js';
import { useFeedback } from '../../../ui/feedback.js';
import { authErrorMessage } from '../errors.js';
import { authMessages } from '../messages.js';

/**
 * Sets a password from an e-mailed link (a reset, or the first password of a new reseller or seller). The
 * service's own text explains a refused token or password ("Link inválido ou expirado…"); success leads to login.
 */
export function useSetPasswordWithToken() {
  const navigate = useNavigate();
  const feedback = useFeedback();
  const [mutate, { loading }] = useMutation(SetPasswordWithTokenDocument);

  const setPassword = async (token: string, password: string) => {
    try {
      await mutate({ variables: { input: { token, password } } });
    } catch (error) {
      feedback.showError(authErrorMessage('setPasswordWithToken', error));
      return;
    }
    feedback.showSuccess(authMessages.passwordSet, { onClose: () => navigate(PATHS.login, { replace: true }) });
  };

  return { setPassword, loading };
}
