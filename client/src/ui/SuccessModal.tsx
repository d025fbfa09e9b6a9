import { MessageModal } from './MessageModal.js';
import { uiMessages } from './messages.js';

export interface SuccessModalProps {
  open: boolean;
  message: string;
  onClose: () => void;
  onClosed?: () => void;
  /** Defaults to "Voltar ao início". */
  buttonLabel?: string;
}

/** "Feito!" with the success text; its button leads on (spec section 2, shared modals). */
export function SuccessModal({ buttonLabel = uiMessages.successButton, ...props }: SuccessModalProps) {
  return <MessageModal {...props} title={uiMessages.successTitle} titleColor="brand.fg" buttonLabel={buttonLabel} />;
}
