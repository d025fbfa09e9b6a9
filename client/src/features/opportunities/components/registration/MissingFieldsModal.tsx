import { Button, Dialog, List, Portal, Text } from '@chakra-ui/react';
import { transientLayerProps } from '../../../../ui/focus-return.js';
import { registrationMessages as m } from '../../messages/registration.js';
import { opportunityMessages } from '../../messages.js';

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
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      role="alertdialog"
      placement="center"
      scrollBehavior="inside"
      restoreFocus={false}
      onExitComplete={onClosed}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content {...transientLayerProps}>
            <Dialog.Header>
              <Dialog.Title color="fg.error">{opportunityMessages.errors.missingFields}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <div>
                  <Text mb="2">{m.missingFieldsIntro}</Text>
                  <List.Root ps="5" gap="1">
                    {labels.map((label) => (
                      <List.Item key={label}>{label}</List.Item>
                    ))}
                  </List.Root>
                </div>
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose}>{m.back}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
