import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { ErrorModal } from './ErrorModal.js';
import { SuccessModal } from './SuccessModal.js';

interface Notice {
  kind: 'error' | 'success';
  message: string;
  onClose?: () => void;
  buttonLabel?: string;
}

export interface Feedback {
  /** Opens "Ops!" with the message; onClose runs when the user dismisses it. */
  showError(message: string, onClose?: () => void): void;
  /** Opens "Feito!" with the message; onClose runs when the user presses its button (e.g. navigate on). */
  showSuccess(message: string, onClose?: () => void, buttonLabel?: string): void;
}

const FeedbackContext = createContext<Feedback | null>(null);

/**
 * Hosts the app's one error modal and one success modal, so that each mutation hook can own its outcome
 * (CONVENTIONS: a use<Verb><Noun> hook owns its success/error modal) without rendering modals itself.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);

  const showError = useCallback((message: string, onClose?: () => void) => {
    setNotice({ kind: 'error', message, onClose });
  }, []);
  const showSuccess = useCallback((message: string, onClose?: () => void, buttonLabel?: string) => {
    setNotice({ kind: 'success', message, onClose, buttonLabel });
  }, []);
  const value = useMemo(() => ({ showError, showSuccess }), [showError, showSuccess]);

  const close = () => {
    const after = notice?.onClose;
    setNotice(null);
    after?.();
  };

  return (
    <FeedbackContext.Provider value={value}>
      {children}
      <ErrorModal open={notice?.kind === 'error'} message={notice?.message ?? ''} onClose={close} />
      <SuccessModal
        open={notice?.kind === 'success'}
        message={notice?.message ?? ''}
        buttonLabel={notice?.buttonLabel}
        onClose={close}
      />
    </FeedbackContext.Provider>
  );
}

export function useFeedback(): Feedback {
  const ctx = useContext(FeedbackContext);
  if (!ctx) throw new Error('useFeedback precisa de um FeedbackProvider');
  return ctx;
}
