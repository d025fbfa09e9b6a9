import { useMutation } from '@apollo/client/react';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { CreateSellerDocument, type CreateSellerInput } from '../../../__generated__/graphql.js';
import { isSessionEnd } from '../../../apollo/errors.js';
import { useFeedback } from '../../../ui/feedback.js';
import { userErrorMessage } from '../errors.js';
import { userMessages } from '../messages.js';
import { userListPath } from '../urls.js';
import { evictUserLists } from './cache.js';

/**
 * Adds a seller (spec section 8, Seller): "Vendedor cadastrado com sucesso", whose button returns to the users list
 * (asked again); a failure in errors.ts's words; nothing on an ended session. A second press while the call runs,
 * or after it succeeded, sends nothing.
 */
export function useCreateSeller() {
  const navigate = useNavigate();
  const feedback = useFeedback();
  const [mutate, { loading }] = useMutation(CreateSellerDocument, { update: evictUserLists });
  const sending = useRef(false);

  const createSeller = async (input: CreateSellerInput): Promise<boolean> => {
    if (sending.current) return false;
    sending.current = true;
    try {
      await mutate({ variables: { input } });
    } catch (error) {
      sending.current = false;
      if (!isSessionEnd(error)) feedback.showError(userErrorMessage('createSeller', error));
      return false;
    }
    feedback.showSuccess(userMessages.outcomes.created, { onClose: () => navigate(userListPath) });
    return true;
  };

  return { createSeller, loading };
}
