import { useMutation } from '@apollo/client/react';
import { UnwatchCustomerDocument } from '../../../__generated__/graphql.js';
import { useMutationOutcome } from '../../../ui/mutationOutcome.js';
import { watchErrorMessage } from '../errors.js';

/**
 * Cancels one of the reseller's requests: it leaves the cached list at once (no modal: the list shows it); a failure
 * opens "Ops!" in errors.ts's words, and the list is asked again once it closes (a request that had already ended is
 * gone from it).
 */
export function useUnwatchCustomer(options: { onFailure?: () => void } = {}) {
  const [mutate, { loading }] = useMutation(UnwatchCustomerDocument);
  const outcome = useMutationOutcome((error) => watchErrorMessage('unwatchCustomer', error), null, {
    onErrorClose: options.onFailure,
  });
  const unwatchCustomer = (id: string): Promise<boolean> =>
    outcome(
      () =>
        mutate({
          variables: { input: { id } },
          update: (cache) => {
            cache.evict({ id: cache.identify({ __typename: 'CustomerWatch', id }) });
            cache.gc();
          },
        }),
      null,
    );
  return { unwatchCustomer, loading };
}
