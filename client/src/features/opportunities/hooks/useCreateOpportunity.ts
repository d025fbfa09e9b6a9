import { useMutation } from '@apollo/client/react';
import { CreateOpportunityDocument, type CreateOpportunityInput } from '../../../__generated__/graphql.js';
import { ErrorCode, hasCode } from '../../../apollo/errors.js';
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
  /** The customer is protected (LOCKED): the form shows its warning again, with "Avise-me quando liberar". */
  onLocked?: () => void;
  /** Where the focus goes once the refusal's modal closes. */
  finalFocus?: () => void;
}

/**
 * Registers an opportunity (spec section 8): "Oportunidade cadastrada com sucesso", whose button returns to the
 * list (asked again: the lists are dropped from the cache); the fields the server named go back to the form; any
 * other failure in errors.ts's words (423 the locked text); nothing on an ended session, already on its way to
 * login. A second press while the call runs, or after it succeeded, sends nothing. A refusal as protected also
 * tells the form (`onLocked`), which offers "Avise-me quando liberar".
 */
export function useCreateOpportunity({ onCreated, onInvalidFields, onLocked, finalFocus }: CreateOpportunityOptions) {
  const [mutate, { loading }] = useMutation(CreateOpportunityDocument, { update: evictOpportunityLists });
  const outcome = useMutationOutcome(
    (error) => opportunityErrorMessage('createOpportunity', error),
    opportunityListPath,
    {
      singleFlight: true,
      onInvalidFields,
      finalFocus,
      onSettled: (ok) => {
        if (ok) onCreated?.();
      },
    },
  );

  const createOpportunity = (input: CreateOpportunityInput): Promise<boolean> =>
    outcome(
      () =>
        mutate({ variables: { input } }).catch((error: unknown) => {
          if (hasCode(error, ErrorCode.LOCKED)) onLocked?.();
          throw error;
        }),
      opportunityMessages.outcomes.created,
    );

  return { createOpportunity, loading };
}
