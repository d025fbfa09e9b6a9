import { Button, Dialog, Portal } from '@chakra-ui/react';
import { transientLayerProps } from './focus-return.js';
import { uiMessages } from './messages.js';

export interface SuccessModalProps {
  open: boolean;
  message: string;
  onClose: () => void;
  /** After the modal has gone from the page (its closing animation over, its focus trap released). */
  onClosed?: () => void;
  /** Defaults to "Voltar ao início". */
  buttonLabel?: string;
}

/** "Feito!" with the success text; its button leads on (spec section 2, shared modals). */
export function SuccessModal({
  open,
  message,
  onClose,
  onClosed,
  buttonLabel = uiMessages.successButton,
}: SuccessModalProps) {
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
              <Dialog.Title color="brand.fg">{uiMessages.successTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description color="fg">{message}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose}>{buttonLabel}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
