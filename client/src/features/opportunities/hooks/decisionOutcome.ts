import type { ApolloCache } from '@apollo/client';
import { useNavigate } from 'react-router';
import { isSessionEnd } from '../../../apollo/errors.js';
import { useFeedback } from '../../../ui/feedback.js';
import { type OpportunityOperation, opportunityErrorMessage } from '../errors.js';
import { opportunityListPath } from '../urls.js';

/** What the page does around a decision: close its modal first, and where the focus goes after an error. */
export interface DecisionOptions {
  /** Runs as soon as the call has answered, before the outcome's modal opens (`ok` false on a failure). */
  onSettled?: (ok: boolean) => void;
  /** Where the focus goes once the error modal closes (the modal that held it is gone by then). */
  finalFocus?: () => void;
}

/**
 * The cache after a decision: the returned opportunity already updates `Opportunity:<id>`; the lists, the
 * dashboard and the history hold rows of another type (OpportunityRow, HistoryEntry), so they are dropped and
 * asked again when next shown.
 */
export function evictOpportunityLists(cache: ApolloCache) {
  for (const fieldName of ['opportunities', 'dashboard', 'history']) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

/**
 * The outcome every decision of the details page shares (spec section 8): the success text in "Feito!", whose
 * button returns to the list; a failure in the operation's words (errors.ts); nothing on an ended session, which
 * is already on its way to login.
 */
export function useDecisionOutcome(operation: OpportunityOperation, options: DecisionOptions = {}) {
  const navigate = useNavigate();
  const feedback = useFeedback();
  return async (call: () => Promise<unknown>, success: string): Promise<boolean> => {
    try {
      await call();
    } catch (error) {
      options.onSettled?.(false);
      if (!isSessionEnd(error)) {
        feedback.showError(opportunityErrorMessage(operation, error), { finalFocus: options.finalFocus });
      }
      return false;
    }
    options.onSettled?.(true);
    feedback.showSuccess(success, { onClose: () => navigate(opportunityListPath) });
    return true;
  };
}
