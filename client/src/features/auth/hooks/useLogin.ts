import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { LoginDocument } from '../../../__generated__/graphql.js';
import { KEEP_SESSION_ON_401 } from '../../../apollo/client.js';
import { PATHS } from '../../../paths.js';
import { useFeedback } from '../../../ui/feedback.js';
import { loginErrorMessage } from '../errors.js';
import type { LoginValues } from '../forms/useLoginForm.js';
import { adoptViewer, type ViewerLike } from '../session/store.js';

/** The state /Painel reads to send the first entry after login to the role's landing page. */
export const FIRST_ENTRY_STATE = { firstEntry: true } as const;

/**
 * Logs in: the gateway sets the session cookies on its reply, the session store re-reads them, and the user
 * enters /Painel. A failure reads in errors.ts's words (a wrong password is a 401, spec section 8).
 */
export function useLogin() {
  const navigate = useNavigate();
  const feedback = useFeedback();
  const [mutate, { loading }] = useMutation(LoginDocument, { context: KEEP_SESSION_ON_401 });

  const login = async (values: LoginValues) => {
    let viewer: ViewerLike;
    try {
      const { data } = await mutate({
        variables: {
          input: {
            username: values.username.trim(),
            password: values.password.trim(),
            keepConnected: values.keepConnected,
          },
        },
      });
      if (!data) throw new Error('login sem resposta');
      viewer = data.login.viewer;
    } catch (error) {
      feedback.showError(loginErrorMessage(error));
      return;
    }
    adoptViewer(viewer);
    navigate(PATHS.panel, { replace: true, state: FIRST_ENTRY_STATE });
  };

  return { login, loading };
}
