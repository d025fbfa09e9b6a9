import { Button, Dialog, Portal } from '@chakra-ui/react';
import { uiMessages } from './messages.js';

export interface ErrorModalProps {
  open: boolean;
  message: string;
  onClose: () => void;
}

/** "Ops!" with the failure's text and a single "Voltar" (spec section 2, shared modals). */
export function ErrorModal({ open, message, onClose }: ErrorModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title color="red.fg">{uiMessages.errorTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description color="fg">{message}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose}>{uiMessages.errorButton}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
