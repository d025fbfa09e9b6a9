import { useMutation } from '@apollo/client/react';
import { UpdatePasswordDocument } from '../../../__generated__/graphql.js';
import { PATHS } from '../../../paths.js';
import { useMutationOutcome } from '../../../ui/mutationOutcome.js';
import { authErrorMessage } from '../errors.js';
import { authMessages } from '../messages.js';

/** Settings: the user's own new password; success goes to Opportunities (spec section 2). */
export function useUpdatePassword() {
  const [mutate, { loading }] = useMutation(UpdatePasswordDocument);
  const outcome = useMutationOutcome((error) => authErrorMessage('updatePassword', error), PATHS.opportunities);
  const updatePassword = (password: string) =>
    outcome(() => mutate({ variables: { input: { password } } }), authMessages.passwordUpdated);
  return { updatePassword, loading };
}
