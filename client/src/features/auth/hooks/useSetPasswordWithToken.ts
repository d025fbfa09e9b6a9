import { useMutation } from '@apollo/client/react';
import { SetPasswordWithTokenDocument } from '../../../__generated__/graphql.js';
import { PATHS } from '../../../paths.js';
import { useMutationOutcome } from '../../../ui/mutationOutcome.js';
import { authErrorMessage } from '../errors.js';
import { authMessages } from '../messages.js';

/**
 * Sets a password from an e-mailed link (a reset, or the first password of a new reseller or seller). The
 * service's own text explains a refused token or password ("Link inválido ou expirado…"); success leads to login,
 * in the link's place in the history.
 */
export function useSetPasswordWithToken() {
  const [mutate, { loading }] = useMutation(SetPasswordWithTokenDocument);
  const outcome = useMutationOutcome((error) => authErrorMessage('setPasswordWithToken', error), PATHS.login, {
    replace: true,
  });
  const setPassword = (token: string, password: string) =>
    outcome(() => mutate({ variables: { input: { token, password } } }), authMessages.passwordSet);
  return { setPassword, loading };
}
