import { ErrorModal } from './ErrorModal.js';
import { SuccessModal } from './SuccessModal.js';

export interface FeedbackModalsProps {
  kind: 'error' | 'success' | null;
  message: string;
  buttonLabel?: string;
  onClose: () => void;
  onClosed: () => void;
}

/** The FeedbackProvider's two modals: a chunk of their own, so the dialog code loads when a page first needs it. */
export function FeedbackModals({ kind, message, buttonLabel, onClose, onClosed }: FeedbackModalsProps) {
  return (
    <>
      <ErrorModal open={kind === 'error'} message={message} onClose={onClose} onClosed={onClosed} />
      <SuccessModal
        open={kind === 'success'}
        message={message}
        buttonLabel={buttonLabel}
        onClose={onClose}
        onClosed={onClosed}
      />
    </>
  );
}
