import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { SetPasswordWithTokenDocument } from '../../../__generated__/graphql.js';
import { ErrorCode, failureOf } from '../../../apollo/errors.js';
import { PATHS } from '../../../constants.js';
import { useFeedback } from '../../../ui/feedback.js';
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
      const failure = failureOf(error);
      const specific = failure.code === ErrorCode.BAD_USER_INPUT && failure.message;
      feedback.showError(specific || authMessages.setPasswordFailed);
      return;
    }
    feedback.showSuccess(authMessages.passwordSet, { onClose: () => navigate(PATHS.login, { replace: true }) });
  };

  return { setPassword, loading };
}
