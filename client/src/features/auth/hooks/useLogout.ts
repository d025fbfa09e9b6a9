import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { LogoutDocument } from '../../../__generated__/graphql.js';
import { KEEP_SESSION_ON_401 } from '../../../apollo/client.js';
import { removeUserDrafts } from '../../../lib/userStorage.js';
import { PATHS } from '../../../paths.js';
import { endSession } from '../session/store.js';

/**
 * "Sair": the gateway clears the httpOnly tokens; the browser forgets the rest even when that call fails (the user
 * asked to leave), unsent form drafts are dropped, the cache is emptied so the next user sees nothing of this one,
 * and the app returns to /.
 */
export function useLogout() {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(LogoutDocument, { context: KEEP_SESSION_ON_401 });

  const logout = async () => {
    try {
      await mutate();
    } catch {
      // Nothing to tell the user: the session ends on this side regardless.
    }
    removeUserDrafts();
    endSession();
    await client.clearStore();
    navigate(PATHS.login, { replace: true });
  };

  return { logout, loading };
}
