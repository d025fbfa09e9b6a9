import { RejectResaleDocument, type RejectResaleInput } from '../../../__generated__/graphql.js';
import { useDecisionMutation } from '../../../ui/decisionModals.js';
import { resaleDetailsMessages } from '../messages/details.js';
import { DECISION, type ResaleDecisionOptions } from './decisionOutcome.js';

const { rejected } = resaleDetailsMessages.outcomes;

/** Refuses a sign-up in analysis with its reason (e-mailed to the applicant). */
export function useRejectResale(options?: ResaleDecisionOptions) {
  const { decide, loading } = useDecisionMutation(DECISION, RejectResaleDocument, 'rejectResale', options);
  return { rejectResale: (input: RejectResaleInput) => decide(input, rejected), loading };
}
