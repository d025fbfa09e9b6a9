import { UpdateOpportunityDocument, type UpdateOpportunityInput } from '../../../__generated__/graphql.js';
import { useDecisionMutation } from '../../../ui/decisionModals.js';
import { opportunityMessages } from '../messages/outcomes.js';
import { DECISION, type DecisionOptions } from './decisionOutcome.js';

const { updated } = opportunityMessages.outcomes;

/** "Atualizar registro": a representative changes the name and the closing probability. */
export function useUpdateOpportunity(options?: DecisionOptions) {
  const { decide, loading } = useDecisionMutation(DECISION, UpdateOpportunityDocument, 'updateOpportunity', options);
  return { updateOpportunity: (input: UpdateOpportunityInput) => decide(input, updated), loading };
}
