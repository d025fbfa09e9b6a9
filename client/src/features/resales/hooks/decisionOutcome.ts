import type { ApolloCache } from '@apollo/client';
import { useNavigate } from 'react-router';
import { isSessionEnd } from '../../../apollo/errors.js';
import { useFeedback } from '../../../ui/feedback.js';
import { type ResaleOperation, resaleErrorMessage } from '../errors.js';
import { resaleListPath } from '../urls.js';

/** What the page does around a decision: close its modal first, and where the focus goes after an error. */
export interface ResaleDecisionOptions {
  /** Runs as soon as the call has answered, before the outcome's modal opens (`ok` false on a failure). */
  onSettled?: (ok: boolean) => void;
  /** Where the focus goes once the error modal closes. */
  finalFocus?: () => void;
}

/**
 * The cache after a decision: the returned sign-up already updates `Resale:<id>` (its row in any cached page and the
 * details page). A status filter or a page total may no longer hold, so the cached pages and the sign-up's history
 * are dropped and asked again when next shown.
 */
export function evictResaleLists(cache: ApolloCache) {
  for (const fieldName of ['resales', 'history']) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

/**
 * The outcome both decisions share (spec section 8): the success text in "Feito!", whose button returns to the
 * list; a failure in errors.ts's words; nothing on an ended session, which is already on its way to login.
 */
export function useResaleDecisionOutcome(operation: ResaleOperation, options: ResaleDecisionOptions = {}) {
  const navigate = useNavigate();
  const feedback = useFeedback();
  return async (call: () => Promise<unknown>, success: string): Promise<boolean> => {
    try {
      await call();
    } catch (error) {
      options.onSettled?.(false);
      if (!isSessionEnd(error)) {
        feedback.showError(resaleErrorMessage(operation, error), { finalFocus: options.finalFocus });
      }
      return false;
    }
    options.onSettled?.(true);
    feedback.showSuccess(success, { onClose: () => navigate(resaleListPath) });
    return true;
  };
}
