import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { withRecipes } from '../theme/system.js';
import { focusTargetAfter, insideTransientLayer } from './focusReturn.js';

// The dialog code (focus trap, scroll lock, presence) is not part of the page a visitor opens first: it loads as
// soon as the visitor starts using the page (first focus or pointer press), well before any mutation can answer.
let loaded: typeof import('./FeedbackModals.js') | undefined;
const loadModals = async () => {
  loaded ??= await withRecipes(import('./FeedbackModals.js'));
  return loaded;
};
/** Starts loading the modals on the visitor's first interaction with the page; `onLoaded` once they are there. */
function useModalsWarmUp(onLoaded: () => void) {
  useEffect(() => {
    let active = true;
    const events = ['focusin', 'pointerdown', 'keydown'] as const;
    const warm = () => {
      for (const e of events) document.removeEventListener(e, warm, true);
      void loadModals().then(() => active && onLoaded());
    };
    for (const e of events) document.addEventListener(e, warm, true);
    return () => {
      active = false;
      for (const e of events) document.removeEventListener(e, warm, true);
    };
  }, [onLoaded]);
}

export interface NoticeOptions {
  /** Runs when the user dismisses the modal (e.g. navigate on, go back a step). */
  onClose?: () => void;
  /**
   * Where the focus goes once the modal has closed: an element, or a function run at that moment (so it can focus
   * something that mounted meanwhile, e.g. with react-hook-form's setFocus). By default: the element focused before
   * the modal opened when it is still enabled, else its form's first invalid field, else the form's submit button.
   */
  finalFocus?: HTMLElement | (() => void);
}

export interface SuccessOptions extends NoticeOptions {
  /** Defaults to "Voltar ao início". */
  buttonLabel?: string;
}

interface Notice extends SuccessOptions {
  kind: 'error' | 'success';
  message: string;
  /** Where the user was when the modal opened. */
  origin: HTMLElement | null;
}

type FocusAfterClose = Pick<Notice, 'origin' | 'finalFocus'>;

export interface Feedback {
  /** Opens "Ops!" with the message. */
  showError(message: string, options?: NoticeOptions): void;
  /** Opens "Feito!" with the message; its button leads on (options.onClose). */
  showSuccess(message: string, options?: SuccessOptions): void;
}

const FeedbackContext = createContext<Feedback | null>(null);

/** The element the user last focused outside these modals (a submit button that a pending call then disabled). */
function useLastFocused() {
  const last = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const onFocusIn = (e: FocusEvent) => {
      if (e.target instanceof HTMLElement && !insideTransientLayer(e.target)) last.current = e.target;
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);
  return useCallback(() => {
    const active = document.activeElement;
    return active instanceof HTMLElement && active !== document.body && !insideTransientLayer(active)
      ? active
      : last.current;
  }, []);
}

/**
 * Hosts the app's one error modal and one success modal, so that each mutation hook can own its outcome
 * (CONVENTIONS: a use<Verb><Noun> hook owns its success/error modal) without rendering modals itself. It also
 * puts the focus back where the user can go on once a modal closes.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const focusAfterClose = useRef<FocusAfterClose | null>(null);
  const whereUserIs = useLastFocused();
  // Mounted (closed) once their chunk has loaded, and kept: as before the split, a notice opens modals that are
  // already on the page (a dialog mounted open would not hand the focus back when it closes). A notice that comes
  // before the chunk waits for it, then opens once the closed modals are on the page.
  const [modalsMounted, setModalsMounted] = useState(false);
  const [waiting, setWaiting] = useState<Notice | null>(null);
  const mountModals = useCallback(() => setModalsMounted(true), []);
  useModalsWarmUp(mountModals);
  useEffect(() => {
    if (!modalsMounted || !waiting) return;
    setNotice(waiting);
    setWaiting(null);
  }, [modalsMounted, waiting]);

  const present = useCallback(
    (next: Notice) => {
      if (modalsMounted) return setNotice(next);
      setWaiting(next);
      void loadModals().then(mountModals);
    },
    [modalsMounted, mountModals],
  );
  const showError = useCallback(
    (message: string, options: NoticeOptions = {}) =>
      present({ kind: 'error', message, ...options, origin: whereUserIs() }),
    [present, whereUserIs],
  );
  const showSuccess = useCallback(
    (message: string, options: SuccessOptions = {}) =>
      present({ kind: 'success', message, ...options, origin: whereUserIs() }),
    [present, whereUserIs],
  );
  const value = useMemo(() => ({ showError, showSuccess }), [showError, showSuccess]);

  const close = () => {
    if (!notice) return;
    focusAfterClose.current = { origin: notice.origin, finalFocus: notice.finalFocus };
    setNotice(null);
    notice.onClose?.();
  };

  // Once the modal is gone (its focus trap released, the page re-rendered for onClose: a step shown again), the
  // focus goes where the user can carry on.
  const restoreFocus = () => {
    const pending = focusAfterClose.current;
    focusAfterClose.current = null;
    if (!pending) return;
    if (typeof pending.finalFocus === 'function') pending.finalFocus();
    else (pending.finalFocus ?? focusTargetAfter(pending.origin))?.focus();
  };

  return (
    <FeedbackContext.Provider value={value}>
      {children}
      {modalsMounted && loaded && (
        <loaded.FeedbackModals
          kind={notice?.kind ?? null}
          message={notice?.message ?? ''}
          buttonLabel={notice?.buttonLabel}
          onClose={close}
          onClosed={restoreFocus}
        />
      )}
    </FeedbackContext.Provider>
  );
}

export function useFeedback(): Feedback {
  const ctx = useContext(FeedbackContext);
  if (!ctx) throw new Error('useFeedback precisa de um FeedbackProvider');
  return ctx;
}
