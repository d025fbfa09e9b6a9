import { useMutation } from '@apollo/client/react';
import { UnwatchCustomerDocument } from '../../../__generated__/graphql.js';
import { isSessionEnd } from '../../../apollo/errors.js';
import { useFeedback } from '../../../ui/feedback.js';
import { watchErrorMessage } from '../errors.js';

/**
 * Cancels one of the reseller's requests: it leaves the cached list at once; a failure opens "Ops!" in errors.ts's
 * words, and the list is asked again once it closes (a request that had already ended is gone from it).
 */
export function useUnwatchCustomer(options: { onFailure?: () => void } = {}) {
  const feedback = useFeedback();
  const [mutate, { loading }] = useMutation(UnwatchCustomerDocument);
  const forget = (id: string) =>
    mutate({
      variables: { input: { id } },
      update: (cache) => {
        cache.evict({ id: cache.identify({ __typename: 'CustomerWatch', id }) });
        cache.gc();
      },
    });
  const unwatchCustomer = async (id: string): Promise<boolean> => {
    try {
      await forget(id);
      return true;
    } catch (error) {
      if (isSessionEnd(error)) return false;
      feedback.showError(watchErrorMessage('unwatchCustomer', error), { onClose: options.onFailure });
      return false;
    }
  };
  return { unwatchCustomer, loading };
}
