import { useMutation } from '@apollo/client/react';
import { DeactivateSellerDocument } from '../../../__generated__/graphql.js';
import { useMutationOutcome } from '../../../ui/mutationOutcome.js';
import { userErrorMessage } from '../errors.js';
import { userMessages } from '../messages.js';
import { userListPath } from '../urls.js';
import { evictUserLists } from './cache.js';

export interface DeactivateSellerOptions {
  /** Runs as soon as the call has answered, before the outcome's modal opens (close the confirmation). */
  onSettled?: () => void;
}

/**
 * "Excluir usuário" (spec section 2): the seller is deactivated on the server (nothing is hard-deleted) and loses
 * access at once. "Usuário deletado com sucesso" returns to the list, asked again without it; a failure shows
 * "Houve um erro. Tente novamente mais tarde!".
 */
export function useDeactivateSeller({ onSettled }: DeactivateSellerOptions = {}) {
  const [mutate, { loading }] = useMutation(DeactivateSellerDocument, {
    update: (cache, { data }) => {
      if (data) cache.evict({ id: cache.identify({ __typename: 'User', id: data.deactivateSeller.sellerId }) });
      evictUserLists(cache);
    },
  });
  const outcome = useMutationOutcome((error) => userErrorMessage('deactivateSeller', error), userListPath, {
    onSettled: () => onSettled?.(),
  });

  const deactivateSeller = (id: string): Promise<boolean> =>
    outcome(() => mutate({ variables: { input: { id } } }), userMessages.outcomes.deleted);

  return { deactivateSeller, loading };
}
