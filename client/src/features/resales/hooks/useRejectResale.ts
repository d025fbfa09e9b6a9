import { useMutation } from '@apollo/client/react';
import { RejectResaleDocument, type RejectResaleInput } from '../../../__generated__/graphql.js';
import { resaleDetailsMessages } from '../messages/details.js';
import { evictResaleLists, type ResaleDecisionOptions, useResaleDecisionOutcome } from './decisionOutcome.js';

/** Refuses a sign-up in analysis with its reason (e-mailed to the applicant). */
export function useRejectResale(options?: ResaleDecisionOptions) {
  const [mutate, { loading }] = useMutation(RejectResaleDocument, { update: evictResaleLists });
  const settle = useResaleDecisionOutcome('rejectResale', options);
  const rejectResale = (input: RejectResaleInput) =>
    settle(() => mutate({ variables: { input } }), resaleDetailsMessages.outcomes.rejected);
  return { rejectResale, loading };
}
