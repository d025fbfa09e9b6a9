import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { transientLayerProps } from './focus-return.js';

export interface MessageModalProps {
  open: boolean;
  title: string;
  /** Semantic colour token of the title (the error or the brand tone). */
  titleColor: string;
  /** A sentence, or richer content (a list of fields) that a screen reader reads as the dialog's description. */
  message: ReactNode;
  buttonLabel: string;
  onClose: () => void;
  /** After the modal has gone from the page (its closing animation over, its focus trap released). */
  onClosed?: () => void;
}

/**
 * A title, a message and one button: the shape shared by the "Ops!" and "Feito!" modals of spec section 2 and by
 * "Campos obrigatórios ausentes!".
 */
export function MessageModal({ open, title, titleColor, message, buttonLabel, onClose, onClosed }: MessageModalProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      role="alertdialog"
      placement="center"
      scrollBehavior="inside"
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
              {typeof message === 'string' ? (
                <Dialog.Description color="fg">{message}</Dialog.Description>
              ) : (
                <Dialog.Description color="fg" asChild>
                  <div>{message}</div>
                </Dialog.Description>
              )}
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
