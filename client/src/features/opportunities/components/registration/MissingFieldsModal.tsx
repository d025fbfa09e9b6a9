import { List, Text } from '@chakra-ui/react';
import { MessageModal } from '../../../../ui/MessageModal.js';
import { opportunityMessages } from '../../messages/outcomes.js';
import { registrationMessages as m } from '../../messages/registration.js';

export interface MissingFieldsModalProps {
  open: boolean;
  /** The labels of every missing or wrong field, in the form's order. */
  labels: readonly string[];
  onClose: () => void;
  /** After the modal has gone (its focus trap released): where the focus goes next. */
  onClosed: () => void;
}

/** "Campos obrigatórios ausentes!" with every field to fill or fix at once (spec section 5). */
export function MissingFieldsModal({ open, labels, onClose, onClosed }: MissingFieldsModalProps) {
  return (
    <MessageModal
      open={open}
      title={opportunityMessages.errors.missingFields}
      titleColor="fg.error"
      message={
        <>
          <Text mb="2">{m.missingFieldsIntro}</Text>
          <List.Root ps="5" gap="1">
            {labels.map((label) => (
              <List.Item key={label}>{label}</List.Item>
            ))}
          </List.Root>
        </>
      }
      buttonLabel={m.back}
      onClose={onClose}
      onClosed={onClosed}
    />
  );
}
