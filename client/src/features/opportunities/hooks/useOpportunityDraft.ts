import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { formatCnpj } from '../../../lib/format.js';
import { draftItem, readUserItem, removeUserItem, writeUserItem } from '../../../lib/userStorage.js';
import { cnpjCharsOf } from '../../../ui/masks.js';
import { isCnpj } from '../../cnpj/cnpj.js';
import { emptyOpportunityForm, type OpportunityFormValues } from '../forms/opportunitySchema.js';
import { EMPTY_PRODUCT_ROW, type ProductRowValues } from '../forms/productLines.js';
import { DRAFT_SAVE_DEBOUNCE_MS } from '../rules.js';

const DRAFT = draftItem('opportunity');

const rowsOf = (rows: unknown): ProductRowValues[] =>
  Array.isArray(rows) && rows.length ? rows.map((r) => ({ ...EMPTY_PRODUCT_ROW, ...r })) : [{ ...EMPTY_PRODUCT_ROW }];

/**
 * The draft this user left on this brand, laid over an empty form (a draft written by an older form lacks the
 * newer fields); none when nothing was typed.
 */
export function readOpportunityDraft(): OpportunityFormValues | undefined {
  const draft = readUserItem<Partial<OpportunityFormValues>>(DRAFT);
  if (!draft || typeof draft !== 'object') return undefined;
  const empty = emptyOpportunityForm();
  return {
    ...empty,
    ...draft,
    project: { ...empty.project, ...draft.project },
    mainProducts: rowsOf(draft.mainProducts),
    accessories: rowsOf(draft.accessories),
    competitors: rowsOf(draft.competitors),
  };
}

/**
 * The form to start from when a link names the customer (`?cnpj=`, the mail of a freed customer): the draft, or an
 * empty form, with that CNPJ; a draft's company, which belonged to another CNPJ, is left for the lookup to fill again.
 * An invalid or absent CNPJ changes nothing.
 */
export function withCustomerCnpj(
  draft: OpportunityFormValues | undefined,
  cnpj: string | null,
): OpportunityFormValues | undefined {
  const chars = cnpjCharsOf(cnpj ?? '');
  if (!isCnpj(chars)) return draft;
  const base = draft ?? emptyOpportunityForm();
  if (cnpjCharsOf(base.cnpj) === chars) return base;
  const empty = emptyOpportunityForm();
  return {
    ...base,
    cnpj: formatCnpj(chars),
    companyTyped: empty.companyTyped,
    companyStatus: empty.companyStatus,
    corporateName: empty.corporateName,
    fantasyName: empty.fantasyName,
    street: empty.street,
    cep: empty.cep,
    state: empty.state,
    city: empty.city,
  };
}

const isEmpty = (values: OpportunityFormValues) => JSON.stringify(values) === JSON.stringify(emptyOpportunityForm());

/**
 * Nothing typed is lost: every change is kept in the browser (per user and brand) shortly after it is made, and
 * at once when the page is left or the form is sent, so that a reload, a failed call or an ended session give it
 * back on the next visit. Cleared once the opportunity is registered (and at logout, by useLogout).
 */
export function useOpportunityDraft(form: UseFormReturn<OpportunityFormValues>, restored: boolean) {
  const [showRestored, setShowRestored] = useState(restored);
  const done = useRef(false);

  const save = useCallback(() => {
    if (done.current) return;
    const values = form.getValues();
    if (isEmpty(values)) removeUserItem(DRAFT);
    else writeUserItem(DRAFT, values);
  }, [form]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      save();
    };
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          timer = undefined;
          save();
        }, DRAFT_SAVE_DEBOUNCE_MS);
      },
    });
    window.addEventListener('pagehide', flush);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [form, save]);

  /** Forgets the draft and empties the form. */
  const discard = useCallback(() => {
    removeUserItem(DRAFT);
    form.reset(emptyOpportunityForm());
    setShowRestored(false);
  }, [form]);

  /** The opportunity is registered: the draft is gone for good, and nothing writes it again. */
  const clear = useCallback(() => {
    done.current = true;
    removeUserItem(DRAFT);
  }, []);

  return { restored: showRestored, save, discard, clear };
}
