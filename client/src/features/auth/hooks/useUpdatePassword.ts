import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { UpdatePasswordDocument } from '../../../__generated__/graphql.js';
import { ErrorCode, failureOf, isSessionEnd } from '../../../apollo/errors.js';
import { PATHS } from '../../../constants.js';
import { useFeedback } from '../../../ui/feedback.js';
import { authMessages } from '../messages.js';

/** Settings: the user's own new password; success goes to Opportunities (spec section 2). */
export function useUpdatePassword() {
  const navigate = useNavigate();
  const feedback = useFeedback();
  const [mutate, { loading }] = useMutation(UpdatePasswordDocument);

  const updatePassword = async (password: string) => {
    try {
      await mutate({ variables: { input: { password } } });
    } catch (error) {
      if (isSessionEnd(error)) return;
      const failure = failureOf(error);
      // Spec section 8: "Erro ao atualizar a senha" or the server's message (a refused password says why).
      const serverMessage = failure.code === ErrorCode.BAD_USER_INPUT && failure.message;
      feedback.showError(serverMessage || authMessages.passwordUpdateFailed);
      return;
    }
    feedback.showSuccess(authMessages.passwordUpdated, { onClose: () => navigate(PATHS.opportunities) });
  };

  return { updatePassword, loading };
}
