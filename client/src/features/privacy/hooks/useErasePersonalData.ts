import { useMutation } from '@apollo/client/react';
import { ErasePersonalDataDocument } from '../../../__generated__/graphql.js';
import { useMutationOutcome } from '../../../ui/mutationOutcome.js';
import { privacyErrorMessage } from '../errors.js';
import { privacyMessages as m } from '../messages.js';

/**
 * Anonymises the customer contacts with an address. The opportunities it changed are dropped from the cache, so that
 * their pages show the anonymised contact when opened next; success and failure open their modal.
 */
export function useErasePersonalData() {
  const [mutate, { loading }] = useMutation(ErasePersonalDataDocument);
  const outcome = useMutationOutcome((error) => privacyErrorMessage('erasePersonalData', error), null, {
    successButton: m.close,
  });
  const erasePersonalData = (email: string, opportunityIds: readonly string[]): Promise<boolean> =>
    outcome(
      () =>
        mutate({
          variables: { input: { email } },
          update: (cache) => {
            for (const id of opportunityIds) cache.evict({ id: cache.identify({ __typename: 'Opportunity', id }) });
            cache.gc();
          },
        }),
      ({ data }) => m.erased(data?.erasePersonalData.anonymisedContacts ?? 0),
    );
  return { erasePersonalData, loading };
}
