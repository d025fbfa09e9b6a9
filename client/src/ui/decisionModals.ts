import { useRef, useState } from 'react';
import type { OutcomeOptions } from './mutationOutcome.js';

/**
 * The confirm modals of a details page's decisions: which one is open, closing it as soon as the call answers
 * (`onFailure` then reads the record again: someone else may have decided it), and after an error the focus back
 * on the decision's button (`data-decision` inside `buttons`), or on `fallbackFocus` when that button is gone.
 */
export function useDecisionModals<D extends string>(onFailure: () => void, fallbackFocus: () => void) {
  const [open, setOpen] = useState<D | null>(null);
  const buttons = useRef<HTMLDivElement>(null);
  const last = useRef<D | null>(null);
  const options: OutcomeOptions = {
    onSettled: (ok) => {
      setOpen(null);
      if (!ok) onFailure();
    },
    finalFocus: () => {
      const again = buttons.current?.querySelector<HTMLElement>(`[data-decision="${last.current}"]`);
      if (again) again.focus();
      else fallbackFocus();
    },
  };
  const choose = (decision: D) => {
    last.current = decision;
    setOpen(decision);
  };
  return { open, choose, cancel: () => setOpen(null), buttons, options };
}
