import { useMutation } from '@apollo/client/react';
import { ErasePersonalDataDocument } from '../../../__generated__/graphql.js';
import { isSessionEnd } from '../../../apollo/errors.js';
import { useFeedback } from '../../../ui/feedback.js';
import { privacyErrorMessage } from '../errors.js';
import { privacyMessages as m } from '../messages.js';

/**
 * Anonymises the customer contacts with an address. The opportunities it changed are dropped from the cache, so that
 * their pages show the anonymised contact when opened next; success and failure open their modal.
 */
export function useErasePersonalData() {
  const feedback = useFeedback();
  const [mutate, { loading }] = useMutation(ErasePersonalDataDocument);
  const erasePersonalData = async (email: string, opportunityIds: readonly string[]): Promise<boolean> => {
    try {
      const { data } = await mutate({
        variables: { input: { email } },
        update: (cache) => {
          for (const id of opportunityIds) cache.evict({ id: cache.identify({ __typename: 'Opportunity', id }) });
          cache.gc();
        },
      });
      feedback.showSuccess(m.erased(data?.erasePersonalData.anonymisedContacts ?? 0), { buttonLabel: m.close });
      return true;
    } catch (error) {
      if (!isSessionEnd(error)) feedback.showError(privacyErrorMessage('erasePersonalData', error));
      return false;
    }
  };
  return { erasePersonalData, loading };
}
