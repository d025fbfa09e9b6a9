import { MessageModal } from './MessageModal.js';
import { uiMessages } from './messages.js';

export interface ErrorModalProps {
  open: boolean;
  message: string;
  onClose: () => void;
  onClosed?: () => void;
}

/** "Ops!" with the failure's text and a single "Voltar" (spec section 2, shared modals). */
export function ErrorModal(props: ErrorModalProps) {
  return (
    <MessageModal {...props} title={uiMessages.errorTitle} titleColor="red.fg" buttonLabel={uiMessages.errorButton} />
  );
}
