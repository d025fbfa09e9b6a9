import { useMutation } from '@apollo/client/react';
import { DecideRenewalDocument, type DecideRenewalInput } from '../../../__generated__/graphql.js';
import { opportunityMessages } from '../messages/outcomes.js';
import { type DecisionOptions, evictOpportunityLists, useDecisionOutcome } from './decisionOutcome.js';

const { renewalApproved, renewalRejected } = opportunityMessages.outcomes;

/** A representative approves (back to analysis) or rejects (expired, with a reason) a renewal request. */
export function useDecideRenewal(options?: DecisionOptions) {
  const [mutate, { loading }] = useMutation(DecideRenewalDocument, { update: evictOpportunityLists });
  const settle = useDecisionOutcome('decideRenewal', options);
  const decideRenewal = (input: DecideRenewalInput) =>
    settle(() => mutate({ variables: { input } }), input.decision === 'APPROVE' ? renewalApproved : renewalRejected);
  return { decideRenewal, loading };
}
