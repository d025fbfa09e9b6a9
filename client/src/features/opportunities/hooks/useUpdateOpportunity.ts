import { useMutation } from '@apollo/client/react';
import { UpdateOpportunityDocument, type UpdateOpportunityInput } from '../../../__generated__/graphql.js';
import { opportunityMessages } from '../messages/outcomes.js';
import { type DecisionOptions, evictOpportunityLists, useDecisionOutcome } from './decisionOutcome.js';

/** "Atualizar registro": a representative changes the name and the closing probability. */
export function useUpdateOpportunity(options?: DecisionOptions) {
  const [mutate, { loading }] = useMutation(UpdateOpportunityDocument, { update: evictOpportunityLists });
  const settle = useDecisionOutcome('updateOpportunity', options);
  const updateOpportunity = (input: UpdateOpportunityInput) =>
    settle(() => mutate({ variables: { input } }), opportunityMessages.outcomes.updated);
  return { updateOpportunity, loading };
}
