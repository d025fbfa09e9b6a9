import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { SendContactDocument } from '../../../__generated__/graphql.js';
import { PATHS } from '../../../paths.js';
import { useFeedback } from '../../../ui/feedback.js';
import { addNotification } from '../../notifications/store.js';
import type { ContactValues } from '../forms/useContactForm.js';
import { contactMessages as m } from '../messages.js';

/** Sends the contact form; the gateway mails it to the brand's contact address. */
export function useSendContact() {
  const navigate = useNavigate();
  const feedback = useFeedback();
  const [mutate, { loading }] = useMutation(SendContactDocument);

  const send = async (values: ContactValues): Promise<boolean> => {
    try {
      await mutate({ variables: { input: values } });
    } catch {
      feedback.showError(m.failed);
      return false;
    }
    addNotification(m.sentNotification(values.title));
    feedback.showSuccess(m.sent, { onClose: () => navigate(PATHS.login) });
    return true;
  };

  return { send, loading };
}
