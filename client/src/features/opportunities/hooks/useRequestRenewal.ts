import { RequestRenewalDocument, type RequestRenewalInput } from '../../../__generated__/graphql.js';
import { useDecisionMutation } from '../../../ui/decisionModals.js';
import { opportunityMessages } from '../messages/outcomes.js';
import { DECISION, type DecisionOptions } from './decisionOutcome.js';

const { renewalRequested } = opportunityMessages.outcomes;

/** The owner asks for a renewal of an opportunity in renovation or expired. */
export function useRequestRenewal(options?: DecisionOptions) {
  const { decide, loading } = useDecisionMutation(DECISION, RequestRenewalDocument, 'requestRenewal', options);
  return { requestRenewal: (input: RequestRenewalInput) => decide(input, renewalRequested), loading };
}
