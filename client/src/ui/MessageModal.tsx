import { Button, Dialog, Portal } from '@chakra-ui/react';
import { transientLayerProps } from './focus-return.js';

export interface MessageModalProps {
  open: boolean;
  title: string;
  /** Semantic colour token of the title (the error or the brand tone). */
  titleColor: string;
  message: string;
  buttonLabel: string;
  onClose: () => void;
  /** After the modal has gone from the page (its closing animation over, its focus trap released). */
  onClosed?: () => void;
}

/** A title, a text and one button: the shape shared by the "Ops!" and "Feito!" modals of spec section 2. */
export function MessageModal({ open, title, titleColor, message, buttonLabel, onClose, onClosed }: MessageModalProps) {
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
              <Dialog.Title color={titleColor}>{title}</Dialog.Title>
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
