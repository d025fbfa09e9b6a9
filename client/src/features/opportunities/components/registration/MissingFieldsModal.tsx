import { List, Text } from '@chakra-ui/react';
import { MessageModal } from '../../../../ui/MessageModal.js';
import { opportunityMessages } from '../../messages/outcomes.js';
import { registrationMessages as m } from '../../messages/registration.js';

/** A field to fill or fix, and why when its value is refused rather than missing (a company not active). */
export interface FieldProblem {
  label: string;
  reason?: string;
}

export interface MissingFieldsModalProps {
  open: boolean;
  /** Every missing or wrong field, in the form's order. */
  problems: readonly FieldProblem[];
  onClose: () => void;
  /** After the modal has gone (its focus trap released): where the focus goes next. */
  onClosed: () => void;
}

/**
 * "Campos obrigatórios ausentes!" with every field to fill or fix at once (spec section 5); a field refused for a
 * reason (a company not active) says it under its name, or the list would only name a field that looks filled.
 */
export function MissingFieldsModal({ open, problems, onClose, onClosed }: MissingFieldsModalProps) {
  return (
    <MessageModal
      open={open}
      title={opportunityMessages.errors.missingFields}
      titleColor="fg.error"
      message={
        <>
          <Text mb="2">{m.missingFieldsIntro}</Text>
          <List.Root ps="5" gap="1">
            {problems.map(({ label, reason }) => (
              <List.Item key={label}>
                {label}
                {reason && (
                  <Text as="span" display="block" data-reason>
                    {reason}
                  </Text>
                )}
              </List.Item>
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
