import { ApproveResaleDocument } from '../../../__generated__/graphql.js';
import { useDecisionMutation } from '../../../ui/decisionModals.js';
import { resaleDetailsMessages } from '../messages/details.js';
import { DECISION, type ResaleDecisionOptions } from './decisionOutcome.js';

const { approved } = resaleDetailsMessages.outcomes;

/** Approves a sign-up in analysis: the reseller's login is created and e-mailed a link to set its password. */
export function useApproveResale(options?: ResaleDecisionOptions) {
  const { decide, loading } = useDecisionMutation(DECISION, ApproveResaleDocument, 'approveResale', options);
  return { approveResale: (id: string) => decide({ id }, approved), loading };
}
