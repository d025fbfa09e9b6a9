import { RejectOpportunityDocument, type RejectOpportunityInput } from '../../../__generated__/graphql.js';
import { useDecisionMutation } from '../../../ui/decisionModals.js';
import { opportunityMessages } from '../messages/outcomes.js';
import { DECISION, type DecisionOptions } from './decisionOutcome.js';

const { rejected } = opportunityMessages.outcomes;

/** Refuses an opportunity in analysis, with its reason. */
export function useRejectOpportunity(options?: DecisionOptions) {
  const { decide, loading } = useDecisionMutation(DECISION, RejectOpportunityDocument, 'rejectOpportunity', options);
  return { rejectOpportunity: (input: RejectOpportunityInput) => decide(input, rejected), loading };
}
