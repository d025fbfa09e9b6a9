import { useMutation } from '@apollo/client/react';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { CreateOpportunityDocument, type CreateOpportunityInput } from '../../../__generated__/graphql.js';
import { isSessionEnd } from '../../../apollo/errors.js';
import { useFeedback } from '../../../ui/feedback.js';
import { fieldErrorsOf, opportunityErrorMessage } from '../errors.js';
import { opportunityMessages } from '../messages.js';
import { opportunityListPath } from '../urls.js';
import { evictOpportunityLists } from './decisionOutcome.js';

export interface CreateOpportunityOptions {
  /** The opportunity is registered (before "Feito!" opens): e.g. forget the draft. */
  onCreated?: () => void;
  /** The server refused named fields (BAD_USER_INPUT), by input path (`project.application`, `products.0.amount`). */
  onInvalidFields: (fields: Record<string, string>) => void;
}

/**
 * Registers an opportunity (spec section 8): "Oportunidade cadastrada com sucesso", whose button returns to the
 * list (asked again: the lists are dropped from the cache); the fields the server named go back to the form; any
 * other failure in errors.ts's words (423 the locked text); nothing on an ended session, already on its way to
 * login. A second press while the call runs, or after it succeeded, sends nothing.
 */
export function useCreateOpportunity({ onCreated, onInvalidFields }: CreateOpportunityOptions) {
  const navigate = useNavigate();
  const feedback = useFeedback();
  const [mutate, { loading }] = useMutation(CreateOpportunityDocument, { update: evictOpportunityLists });
  const sending = useRef(false);

  const createOpportunity = async (input: CreateOpportunityInput): Promise<boolean> => {
    if (sending.current) return false;
    sending.current = true;
    try {
      await mutate({ variables: { input } });
    } catch (error) {
      sending.current = false;
      if (isSessionEnd(error)) return false;
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length > 0) onInvalidFields(fields);
      else feedback.showError(opportunityErrorMessage('createOpportunity', error));
      return false;
    }
    // Registered: the form is done with (it is left once "Feito!" closes), so `sending` stays set.
    onCreated?.();
    feedback.showSuccess(opportunityMessages.outcomes.created, { onClose: () => navigate(opportunityListPath) });
    return true;
  };

  return { createOpportunity, loading };
}
