import { ApproveOpportunityDocument, type ApproveOpportunityInput } from '../../../__generated__/graphql.js';
import { useDecisionMutation } from '../../../ui/decisionModals.js';
import { opportunityMessages } from '../messages/outcomes.js';
import { DECISION, type DecisionOptions } from './decisionOutcome.js';

const { approved } = opportunityMessages.outcomes;

/** Approves an opportunity in analysis; the CRM id comes back with it. */
export function useApproveOpportunity(options?: DecisionOptions) {
  const { decide, loading } = useDecisionMutation(DECISION, ApproveOpportunityDocument, 'approveOpportunity', options);
  return { approveOpportunity: (input: ApproveOpportunityInput) => decide(input, approved), loading };
}
