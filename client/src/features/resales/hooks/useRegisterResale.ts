import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { RegisterResaleDocument, type RegisterResaleInput } from '../../../__generated__/graphql.js';
import { ErrorCode, failureOf } from '../../../apollo/errors.js';
import { PATHS, REGISTRATION_RETRY_MS } from '../../../constants.js';
import { useFeedback } from '../../../ui/feedback.js';
import { addNotification } from '../../notifications/store.js';
import { resaleMessages as m } from '../messages.js';

export interface RegisterResaleHandlers {
  /** 400 on the e-mail: back to step 1 with the e-mail marked. */
  onEmailTaken: (message: string) => void;
  /** 400 on the CNPJ (already registered): stays on step 2 with the CNPJ marked. */
  onCnpjTaken: (message: string) => void;
}

/**
 * Sends the sign-up (spec section 8): 201 → success modal then login; 400 → "Já existe uma revenda registrada
 * nesse email" and step 1; 429 → the loading overlay and one automatic retry 60 s later; anything else → the
 * generic text.
 */
export function useRegisterResale(handlers: RegisterResaleHandlers) {
  const navigate = useNavigate();
  const feedback = useFeedback();
  const [mutate, { loading }] = useMutation(RegisterResaleDocument);
  const [waitingRetry, setWaitingRetry] = useState(false);
  const retryTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(retryTimer.current), []);

  const send = async (input: RegisterResaleInput, retried = false): Promise<void> => {
    try {
      await mutate({ variables: { input } });
    } catch (error) {
      const failure = failureOf(error);
      if (failure.code === ErrorCode.RATE_LIMITED && !retried) {
        setWaitingRetry(true);
        retryTimer.current = setTimeout(() => {
          send(input, true).finally(() => setWaitingRetry(false));
        }, REGISTRATION_RETRY_MS);
        return;
      }
      if (failure.code === ErrorCode.BAD_USER_INPUT || failure.code === ErrorCode.CONFLICT) {
        const fields = failure.fields ?? {};
        const cnpjText = fields.cnpj;
        if (cnpjText && !fields.email) {
          feedback.showError(cnpjText);
          handlers.onCnpjTaken(cnpjText);
          return;
        }
        // A field the form already checks, refused by the server for its own reason: show that reason.
        const otherField = Object.entries(fields).find(([name]) => name !== 'email');
        if (otherField) {
          feedback.showError(otherField[1]);
          return;
        }
        feedback.showError(m.emailTaken);
        handlers.onEmailTaken(m.emailTaken);
        return;
      }
      feedback.showError(m.failed);
      return;
    }
    addNotification(m.registeredNotification(input.fantasyName || input.corporateName || input.cnpj));
    feedback.showSuccess(m.registered, () => navigate(PATHS.login));
  };

  return { register: (input: RegisterResaleInput) => send(input), loading, waitingRetry };
}
