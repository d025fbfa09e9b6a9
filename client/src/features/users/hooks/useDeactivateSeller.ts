import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { DeactivateSellerDocument } from '../../../__generated__/graphql.js';
import { isSessionEnd } from '../../../apollo/errors.js';
import { useFeedback } from '../../../ui/feedback.js';
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
  const navigate = useNavigate();
  const feedback = useFeedback();
  const [mutate, { loading }] = useMutation(DeactivateSellerDocument, {
    update: (cache, { data }) => {
      if (data) cache.evict({ id: cache.identify({ __typename: 'User', id: data.deactivateSeller.sellerId }) });
      evictUserLists(cache);
    },
  });

  const deactivateSeller = async (id: string) => {
    try {
      await mutate({ variables: { input: { id } } });
    } catch (error) {
      onSettled?.();
      if (!isSessionEnd(error)) feedback.showError(userErrorMessage('deactivateSeller', error));
      return;
    }
    onSettled?.();
    feedback.showSuccess(userMessages.outcomes.deleted, { onClose: () => navigate(userListPath) });
  };

  return { deactivateSeller, loading };
}
