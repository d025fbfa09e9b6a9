import { useMutation } from '@apollo/client/react';
import { CreateOpportunityDocument, type CreateOpportunityInput } from '../../../__generated__/graphql.js';
import { useMutationOutcome } from '../../../ui/mutationOutcome.js';
import { opportunityErrorMessage } from '../errors.js';
import { opportunityMessages } from '../messages/outcomes.js';
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
  const [mutate, { loading }] = useMutation(CreateOpportunityDocument, { update: evictOpportunityLists });
  const outcome = useMutationOutcome(
    (error) => opportunityErrorMessage('createOpportunity', error),
    opportunityListPath,
    {
      singleFlight: true,
      onInvalidFields,
      onSettled: (ok) => {
        if (ok) onCreated?.();
      },
    },
  );

  const createOpportunity = (input: CreateOpportunityInput): Promise<boolean> =>
    outcome(() => mutate({ variables: { input } }), opportunityMessages.outcomes.created);

  return { createOpportunity, loading };
}
