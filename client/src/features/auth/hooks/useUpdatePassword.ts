import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { UpdatePasswordDocument } from '../../../__generated__/graphql.js';
import { isSessionEnd } from '../../../apollo/errors.js';
import { PATHS } from '../../../paths.js';
import { useFeedback } from '../../../ui/feedback.js';
import { authErrorMessage } from '../errors.js';
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
      feedback.showError(authErrorMessage('updatePassword', error));
      return;
    }
    feedback.showSuccess(authMessages.passwordUpdated, { onClose: () => navigate(PATHS.opportunities) });
  };

  return { updatePassword, loading };
}
