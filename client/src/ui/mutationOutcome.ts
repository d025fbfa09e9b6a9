import type { ApolloCache } from '@apollo/client';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorCode, failureOf, isSessionEnd } from '../apollo/errors.js';
import { useFeedback } from './feedback.js';

/** What a page does around a mutation: close its own modal first, and where the focus goes after an error. */
export interface OutcomeOptions {
  /**
   * Runs as soon as the call has answered, before the outcome's modal opens (`ok` false on a failure): e.g. close
   * a confirm modal, or forget a registration's draft once it is stored.
   */
  onSettled?: (ok: boolean) => void;
  /** Where the focus goes once the error modal closes (the modal that held it is gone by then). */
  finalFocus?: () => void;
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

/** Field errors of a BAD_USER_INPUT reply, keyed by the input path (`project.application`, `products.0.amount`). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const { code, fields } = failureOf(error);
  return code === ErrorCode.BAD_USER_INPUT && fields ? fields : {};
}

/**
 * Root lists a mutation made stale (another status, another total): dropped from the cache, and asked again when
 * next shown. The record the mutation returned updates itself by its id.
 */
export function evictRootFields(cache: ApolloCache, fieldNames: readonly string[]) {
  for (const fieldName of fieldNames) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

/**
 * The outcome a decision or a registration shares across features (spec section 2, shared modals; section 8): the
 * success text in "Feito!" (or the text the call's result picks), whose button returns to `listPath`; a failure in the feature's words (its errors.ts), or
 * its fields back to the form (`onInvalidFields`); nothing on an ended session, which is already on its way to login.
 */
export function useMutationOutcome(
  errorMessage: (error: unknown) => string,
  listPath: string,
  options: OutcomeOptions = {},
) {
  const navigate = useNavigate();
  const feedback = useFeedback();
  // A ref, not state: a double click sends its second press before any re-render could disable the button.
  const sending = useRef(false);
  return async <R>(call: () => Promise<R>, success: string | ((result: R) => string)): Promise<boolean> => {
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
      else feedback.showError(errorMessage(error), { finalFocus: options.finalFocus });
      return false;
    }
    // On success `sending` stays set: the form is done with, and a second send would register it twice.
    options.onSettled?.(true);
    feedback.showSuccess(typeof success === 'function' ? success(result) : success, {
      onClose: () => navigate(listPath),
    });
    return true;
  };
}

/**
 * The confirm modals of a details page's decisions: which one is open, closing it as soon as the call answers
 * (`onFailure` then reads the record again: someone else may have decided it), and after an error the focus back
 * on the decision's button (`data-decision` inside `buttons`), or on `fallbackFocus` when that button is gone.
 */
export function useDecisionModals<D extends string>(onFailure: () => void, fallbackFocus: () => void) {
  const [open, setOpen] = useState<D | null>(null);
  const buttons = useRef<HTMLDivElement>(null);
  const last = useRef<D | null>(null);
  const options: OutcomeOptions = {
    onSettled: (ok) => {
      setOpen(null);
      if (!ok) onFailure();
    },
    finalFocus: () => {
      const again = buttons.current?.querySelector<HTMLElement>(`[data-decision="${last.current}"]`);
      if (again) again.focus();
      else fallbackFocus();
    },
  };
  const choose = (decision: D) => {
    last.current = decision;
    setOpen(decision);
  };
  return { open, choose, cancel: () => setOpen(null), buttons, options };
}
