import { Button, Dialog, Portal } from '@chakra-ui/react';
import { type ReactNode, useId, useRef } from 'react';
import { transientLayerProps } from './focusReturn.js';

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
  const titleId = useId();
  const button = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      ids={{ title: titleId }}
      // The body below is focusable too: the focus still starts on the one action, as in every other modal.
      initialFocusEl={() => button.current}
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
            {/* A long message (every missing field on a phone) scrolls inside the body: focusable and named, the
                keyboard can reach and scroll it and a screen reader says what it is. */}
            <Dialog.Body tabIndex={0} role="region" aria-labelledby={titleId} focusRing="inside">
              {typeof message === 'string' ? (
                <Dialog.Description color="fg">{message}</Dialog.Description>
              ) : (
                <Dialog.Description color="fg" asChild>
                  <div>{message}</div>
                </Dialog.Description>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={button} onClick={onClose}>
                {buttonLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
