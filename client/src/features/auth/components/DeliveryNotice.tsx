import { Alert } from '@chakra-ui/react';
import { useBrand } from '../../brands/hooks/useBrand.js';
import { loginMessages as m } from '../messages.js';

/** Asks users to let the portal's e-mails through, naming the brand's sender address (spec section 2, Login). */
export function DeliveryNotice() {
  const { senderEmail } = useBrand();
  return (
    <Alert.Root status="info" variant="subtle" size="sm">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{m.deliveryNoticeTitle}</Alert.Title>
        <Alert.Description>{m.deliveryNotice(senderEmail)}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
