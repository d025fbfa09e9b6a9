import { Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import type { FormEventHandler, ReactNode } from 'react';
import { uiMessages } from './messages.js';

export interface FormDialogProps {
  open: boolean;
  title: string;
  description?: string;
  /** The form's own fields, below the description. */
  children: ReactNode;
  /** Confirmar stays off until the form is valid (spec section 5: a reason is required, and so on). */
  valid: boolean;
  /** Confirmar carries the danger colour: the action deletes or cannot be undone. */
  destructive?: boolean;
  loading?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
}

/**
 * The frame of every confirm dialog that asks for something (spec section 2, "Confirm"): title, description, the
 * fields, then Cancelar and Confirmar. A real form, so Enter in a field confirms as a click does.
 * Its content is built when the dialog first opens (`lazyMount`), then kept: a page renders every decision's dialog
 * closed (the details page, six of them: fields, selects, buttons), and Chakra otherwise built each one hidden in
 * the page's first render, work a phone paid before the page was usable for dialogs nobody had opened.
 */
export function FormDialog({
  open,
  title,
  description,
  children,
  valid,
  destructive = false,
  loading = false,
  onSubmit,
  onCancel,
}: FormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onCancel()} placement="center" lazyMount>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <form onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {description && <Dialog.Description>{description}</Dialog.Description>}
                  {children}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onCancel} disabled={loading}>
                  {uiMessages.cancel}
                </Button>
                <Button
                  type="submit"
                  colorPalette={destructive ? 'red' : undefined}
                  loading={loading}
                  disabled={!valid}
                >
                  {uiMessages.confirm}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
