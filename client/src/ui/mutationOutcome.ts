import type { ApolloCache } from '@apollo/client';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isSessionEnd } from '../apollo/errors.js';
import { useFeedback } from './feedback.js';

/** What a page does around a mutation: close its own modal first, and where the focus goes after an error. */
export interface OutcomeOptions {
  /** Runs as soon as the call has answered, before the outcome's modal opens (`ok` false on a failure). */
  onSettled?: (ok: boolean) => void;
  /** Where the focus goes once the error modal closes (the modal that held it is gone by then). */
  finalFocus?: () => void;
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
 * The outcome a decision shares across features (spec section 2, shared modals; section 8): the success text in
 * "Feito!", whose button returns to `listPath`; a failure in the feature's words (its errors.ts); nothing on an
 * ended session, which is already on its way to login.
 */
export function useMutationOutcome(
  errorMessage: (error: unknown) => string,
  listPath: string,
  options: OutcomeOptions = {},
) {
  const navigate = useNavigate();
  const feedback = useFeedback();
  return async (call: () => Promise<unknown>, success: string): Promise<boolean> => {
    try {
      await call();
    } catch (error) {
      options.onSettled?.(false);
      if (!isSessionEnd(error)) feedback.showError(errorMessage(error), { finalFocus: options.finalFocus });
      return false;
    }
    options.onSettled?.(true);
    feedback.showSuccess(success, { onClose: () => navigate(listPath) });
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
