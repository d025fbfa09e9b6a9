import { useMutation } from '@apollo/client/react';
import { CreateSellerDocument, type CreateSellerInput } from '../../../__generated__/graphql.js';
import { useMutationOutcome } from '../../../ui/mutationOutcome.js';
import { userErrorMessage } from '../errors.js';
import { userMessages } from '../messages.js';
import { userListPath } from '../urls.js';
import { evictUserLists } from './cache.js';

/**
 * Adds a seller (spec section 8, Seller): "Vendedor cadastrado com sucesso" (or, for a seller this reseller had
 * deleted, brought back: "Vendedor reativado com sucesso…", design section 4), whose button returns to the users list
 * (asked again); a failure in errors.ts's words (a refused field included); nothing on an ended session. A second
 * press while the call runs, or after it succeeded, sends nothing.
 */
export function useCreateSeller() {
  const [mutate, { loading }] = useMutation(CreateSellerDocument, { update: evictUserLists });
  const outcome = useMutationOutcome((error) => userErrorMessage('createSeller', error), userListPath, {
    singleFlight: true,
  });

  const createSeller = (input: CreateSellerInput): Promise<boolean> =>
    outcome(
      () => mutate({ variables: { input } }),
      // A seller this reseller had deleted came back under the e-mail: said so, not as a new seller.
      ({ data }) =>
        data?.createSeller.reactivated ? userMessages.outcomes.reactivated : userMessages.outcomes.created,
    );

  return { createSeller, loading };
}
