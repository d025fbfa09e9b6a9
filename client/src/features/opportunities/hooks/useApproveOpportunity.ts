import { useMutation } from '@apollo/client/react';
import { ApproveOpportunityDocument, type ApproveOpportunityInput } from '../../../__generated__/graphql.js';
import { opportunityMessages } from '../messages/outcomes.js';
import { type DecisionOptions, evictOpportunityLists, useDecisionOutcome } from './decisionOutcome.js';

/** Approves an opportunity in analysis; the CRM id comes back with it. */
export function useApproveOpportunity(options?: DecisionOptions) {
  const [mutate, { loading }] = useMutation(ApproveOpportunityDocument, { update: evictOpportunityLists });
  const settle = useDecisionOutcome('approveOpportunity', options);
  const approveOpportunity = (input: ApproveOpportunityInput) =>
    settle(() => mutate({ variables: { input } }), opportunityMessages.outcomes.approved);
  return { approveOpportunity, loading };
}
