import { Alert, Button } from '@chakra-ui/react';
import { registrationMessages as m } from '../../messages/registration.js';

/** Said when the form opens with what the user typed last time, with a way to start afresh. */
export function DraftNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <Alert.Root status="info" variant="subtle" alignItems="center" flexWrap="wrap" role="status">
      <Alert.Indicator />
      <Alert.Content minW="12rem">
        <Alert.Description>{m.draftRestored}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onDiscard}>
        {m.discardDraft}
      </Button>
    </Alert.Root>
  );
}
