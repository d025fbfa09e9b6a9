import { useMutation } from '@apollo/client/react';
import { RequestRenewalDocument, type RequestRenewalInput } from '../../../__generated__/graphql.js';
import { opportunityMessages } from '../messages/outcomes.js';
import { type DecisionOptions, evictOpportunityLists, useDecisionOutcome } from './decisionOutcome.js';

/** The owner asks for a renewal of an opportunity in renovation or expired. */
export function useRequestRenewal(options?: DecisionOptions) {
  const [mutate, { loading }] = useMutation(RequestRenewalDocument, { update: evictOpportunityLists });
  const settle = useDecisionOutcome('requestRenewal', options);
  const requestRenewal = (input: RequestRenewalInput) =>
    settle(() => mutate({ variables: { input } }), opportunityMessages.outcomes.renewalRequested);
  return { requestRenewal, loading };
}
