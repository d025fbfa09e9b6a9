import { Button, Dialog, Portal } from '@chakra-ui/react';
import { transientLayerProps } from './focus-return.js';
import { uiMessages } from './messages.js';

export interface ErrorModalProps {
  open: boolean;
  message: string;
  onClose: () => void;
  /** After the modal has gone from the page (its closing animation over, its focus trap released). */
  onClosed?: () => void;
}

/** "Ops!" with the failure's text and a single "Voltar" (spec section 2, shared modals). */
export function ErrorModal({ open, message, onClose, onClosed }: ErrorModalProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      role="alertdialog"
      placement="center"
      // The FeedbackProvider puts the focus back itself: the trigger may be gone or disabled by now.
      restoreFocus={false}
      onExitComplete={onClosed}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content {...transientLayerProps}>
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
