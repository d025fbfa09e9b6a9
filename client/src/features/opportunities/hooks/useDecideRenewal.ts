import { DecideRenewalDocument, type DecideRenewalInput } from '../../../__generated__/graphql.js';
import { useDecisionMutation } from '../../../ui/decisionModals.js';
import { opportunityMessages } from '../messages/outcomes.js';
import { DECISION, type DecisionOptions } from './decisionOutcome.js';

const { renewalApproved, renewalRejected } = opportunityMessages.outcomes;

/** A representative approves (back to analysis) or rejects (expired, with a reason) a renewal request. */
export function useDecideRenewal(options?: DecisionOptions) {
  const { decide, loading } = useDecisionMutation(DECISION, DecideRenewalDocument, 'decideRenewal', options);
  const decideRenewal = (input: DecideRenewalInput) =>
    decide(input, input.decision === 'APPROVE' ? renewalApproved : renewalRejected);
  return { decideRenewal, loading };
}
