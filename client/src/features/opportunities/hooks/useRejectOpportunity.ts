import { useMutation } from '@apollo/client/react';
import { RejectOpportunityDocument, type RejectOpportunityInput } from '../../../__generated__/graphql.js';
import { opportunityMessages } from '../messages/outcomes.js';
import { type DecisionOptions, evictOpportunityLists, useDecisionOutcome } from './decisionOutcome.js';

/** Refuses an opportunity in analysis, with its reason. */
export function useRejectOpportunity(options?: DecisionOptions) {
  const [mutate, { loading }] = useMutation(RejectOpportunityDocument, { update: evictOpportunityLists });
  const settle = useDecisionOutcome('rejectOpportunity', options);
  const rejectOpportunity = (input: RejectOpportunityInput) =>
    settle(() => mutate({ variables: { input } }), opportunityMessages.outcomes.rejected);
  return { rejectOpportunity, loading };
}
