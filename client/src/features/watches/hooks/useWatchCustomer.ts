import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { WatchCustomerDocument } from '../../../__generated__/graphql.js';
import { evictRootFields } from '../../../ui/evictRootFields.js';
import { useMutationOutcome } from '../../../ui/mutationOutcome.js';
import { watchErrorMessage } from '../errors.js';
import { watchMessages as m } from '../messages.js';

/**
 * "Avise-me quando liberar" for one customer: the outcome is said next to the button (`done`: the request is
 * recorded, asked now or before), no modal; a failure opens "Ops!" in errors.ts's words. The reseller's list of
 * requests is asked again when next shown.
 */
export function useWatchCustomer() {
  const [done, setDone] = useState<string | null>(null);
  const [mutate, { loading }] = useMutation(WatchCustomerDocument, {
    update: (cache) => evictRootFields(cache, ['customerWatches']),
  });
  const outcome = useMutationOutcome((error) => watchErrorMessage('watchCustomer', error), null);
  const watchCustomer = (cnpj: string): Promise<boolean> =>
    outcome(async () => {
      const { data } = await mutate({ variables: { input: { cnpj } } });
      setDone(data?.watchCustomer.alreadyWatching ? m.alreadyWatched : m.watched);
    }, null);
  return { watchCustomer, loading, done, reset: () => setDone(null) };
}
