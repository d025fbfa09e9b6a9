import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { RegisterResaleDocument, type RegisterResaleInput } from '../../../__generated__/graphql.js';
import { ErrorCode, failureOf } from '../../../apollo/errors.js';
import { PATHS } from '../../../paths.js';
import { useFeedback } from '../../../ui/feedback.js';
import { addNotification } from '../../notifications/store.js';
import { registrationFailure } from '../errors.js';
import { resaleMessages as m } from '../messages/signup.js';

const REGISTRATION_RETRY_MS = 60_000;

export interface RegisterResaleHandlers {
  /** 400 on the e-mail: back to step 1 with the e-mail marked. */
  onEmailTaken: (message: string) => void;
  /** Once the user has closed that message: the focus goes to the e-mail field step 1 shows again. */
  focusEmail: () => void;
  /** 400 on the CNPJ (already registered): stays on step 2 with the CNPJ marked. */
  onCnpjTaken: (message: string) => void;
}

/**
 * Sends the sign-up (spec section 8): 201 → success modal then login; 400 → "Já existe uma revenda registrada
 * nesse email" and step 1, or the refused CNPJ on step 2 (errors.ts reads the refusal); 429 → the loading overlay
 * and one automatic retry 60 s later; anything else → the generic text. One sign-up at a time: a second send while
 * one runs or waits for its retry is ignored, so that neither a double submit nor a keyboard user behind the overlay
 * can sign the resale up twice.
 */
export function useRegisterResale(handlers: RegisterResaleHandlers) {
  const navigate = useNavigate();
  const feedback = useFeedback();
  const [mutate, { loading }] = useMutation(RegisterResaleDocument);
  const [waitingRetry, setWaitingRetry] = useState(false);
  const retryTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pending = useRef(false);

  useEffect(() => () => clearTimeout(retryTimer.current), []);

  const waitBeforeRetry = () =>
    new Promise<void>((resolve) => {
      clearTimeout(retryTimer.current);
      retryTimer.current = setTimeout(resolve, REGISTRATION_RETRY_MS);
    });

  const send = async (input: RegisterResaleInput, retried = false): Promise<void> => {
    try {
      await mutate({ variables: { input } });
    } catch (error) {
      if (failureOf(error).code === ErrorCode.RATE_LIMITED && !retried) {
        setWaitingRetry(true);
        await waitBeforeRetry();
        // The overlay goes as the retry starts: "Cadastrar" shows that call's progress, and its answer's modal
        // opens on the page rather than on top of the overlay.
        setWaitingRetry(false);
        return send(input, true);
      }
      const { kind, message } = registrationFailure(error);
      if (kind === 'emailTaken') {
        feedback.showError(message, { finalFocus: handlers.focusEmail });
        handlers.onEmailTaken(message);
        return;
      }
      feedback.showError(message);
      if (kind === 'cnpjTaken') handlers.onCnpjTaken(message);
      return;
    }
    addNotification(m.registeredNotification(input.fantasyName || input.corporateName || input.cnpj));
    feedback.showSuccess(m.registered, { onClose: () => navigate(PATHS.login) });
  };

  const register = async (input: RegisterResaleInput) => {
    if (pending.current) return;
    pending.current = true;
    try {
      await send(input);
    } finally {
      pending.current = false;
    }
  };

  return { register, loading, waitingRetry, submitting: loading || waitingRetry };
}
