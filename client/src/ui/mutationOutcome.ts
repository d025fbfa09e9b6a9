import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { isSessionEnd } from '../apollo/errors.js';
import { useFeedback } from './feedback.js';
import { fieldErrorsOf } from './fieldErrors.js';

/** What a page does around a mutation: close its own modal first, and where the focus goes after an error. */
export interface OutcomeOptions {
  /**
   * Runs as soon as the call has answered, before the outcome's modal opens (`ok` false on a failure): e.g. close
   * a confirm modal, or forget a registration's draft once it is stored.
   */
  onSettled?: (ok: boolean) => void;
  /** Where the focus goes once the error modal closes (the modal that held it is gone by then). */
  finalFocus?: () => void;
  /** Runs when the user closes the error modal: e.g. read again a list the failed call may have found stale. */
  onErrorClose?: () => void;
  /** The success modal's button, when it only closes the modal (no `listPath`); by default "Voltar ao início". */
  successButton?: string;
  /** Going on to `listPath` replaces the page in the history: Back does not return to a form used once (a link's). */
  replace?: boolean;
  /**
   * A registration form: a second send while the call runs, or after it succeeded (the form is left once "Feito!"
   * closes), sends nothing and answers `false`. A failure lets the user send again.
   */
  singleFlight?: boolean;
  /**
   * The fields a BAD_USER_INPUT reply named go back to the form (marked there) instead of the error modal. Without
   * it, such a reply shows the feature's text like any other failure.
   */
  onInvalidFields?: (fields: Record<string, string>) => void;
}

/**
 * The outcome every mutation hook shares across features (spec section 2, shared modals; section 8): the success
 * text in "Feito!" (or the text the call's result picks), whose button returns to `listPath` (null: it only closes);
 * no modal at all when the success is `null` (the page itself shows it); a failure in the feature's words (its
 * errors.ts), or its fields back to the form (`onInvalidFields`); nothing on an ended session, which is already on
 * its way to login.
 */
export function useMutationOutcome(
  errorMessage: (error: unknown) => string,
  listPath: string | null,
  options: OutcomeOptions = {},
) {
  const navigate = useNavigate();
  const feedback = useFeedback();
  // A ref, not state: a double click sends its second press before any re-render could disable the button.
  const sending = useRef(false);
  return async <R>(call: () => Promise<R>, success: string | ((result: R) => string) | null): Promise<boolean> => {
    if (options.singleFlight) {
      if (sending.current) return false;
      sending.current = true;
    }
    let result: R;
    try {
      result = await call();
    } catch (error) {
      sending.current = false;
      options.onSettled?.(false);
      if (isSessionEnd(error)) return false;
      const fields = fieldErrorsOf(error);
      if (options.onInvalidFields && Object.keys(fields).length > 0) options.onInvalidFields(fields);
      else feedback.showError(errorMessage(error), { finalFocus: options.finalFocus, onClose: options.onErrorClose });
      return false;
    }
    // On success `sending` stays set: the form is done with, and a second send would register it twice.
    options.onSettled?.(true);
    if (success === null) return true;
    feedback.showSuccess(typeof success === 'function' ? success(result) : success, {
      buttonLabel: options.successButton,
      onClose:
        listPath === null ? undefined : () => navigate(listPath, options.replace ? { replace: true } : undefined),
    });
    return true;
  };
}
