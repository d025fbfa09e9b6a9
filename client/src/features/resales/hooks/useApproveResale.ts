import { useMutation } from '@apollo/client/react';
import { ApproveResaleDocument } from '../../../__generated__/graphql.js';
import { resaleDetailsMessages } from '../messages/details.js';
import { evictResaleLists, type ResaleDecisionOptions, useResaleDecisionOutcome } from './decisionOutcome.js';

/** Approves a sign-up in analysis: the reseller's login is created and e-mailed a link to set its password. */
export function useApproveResale(options?: ResaleDecisionOptions) {
  const [mutate, { loading }] = useMutation(ApproveResaleDocument, { update: evictResaleLists });
  const settle = useResaleDecisionOutcome('approveResale', options);
  const approveResale = (id: string) =>
    settle(() => mutate({ variables: { input: { id } } }), resaleDetailsMessages.outcomes.approved);
  return { approveResale, loading };
}
