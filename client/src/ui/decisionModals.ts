import type { ApolloCache, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { type OutcomeOptions, useMutationOutcome } from './mutationOutcome.js';

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

/** What a feature's decisions share: the lists their answer makes stale, their failures' words, where success leads. */
export interface DecisionKind<O extends string> {
  update: (cache: ApolloCache) => void;
  errorMessage: (operation: O, error: unknown) => string;
  listPath: string;
}

/**
 * A decision's mutation (its variables `{ input }`), of the feature `kind` names: once it answers, the feature's lists
 * are dropped from the cache and the outcome shows, "Feito!" with its success text back to the list, or the failure
 * in the feature's words.
 */
export function useDecisionMutation<O extends string, TData, TInput>(
  kind: DecisionKind<O>,
  document: TypedDocumentNode<TData, { input: TInput }>,
  operation: O,
  options?: OutcomeOptions,
) {
  const [mutate, { loading }] = useMutation(document, { update: kind.update });
  const settle = useMutationOutcome((error) => kind.errorMessage(operation, error), kind.listPath, options);
  const decide = (input: TInput, success: string) => settle(() => mutate({ variables: { input } }), success);
  return { decide, loading };
}
