import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { CustomerProtectionDocument } from '../../../__generated__/graphql.js';
import { useFeedback } from '../../../ui/feedback.js';
import { cnpjCharsOf, formatCep } from '../../../ui/masks.js';
import { isCnpj, isCnpjComplete } from '../../cnpj/cnpj.js';
import { type Company, useCnpjLookup } from '../../cnpj/hooks/useCnpjLookup.js';
import type { OpportunityFormValues } from '../forms/opportunitySchema.js';
import { registrationMessages as m } from '../messages/registration.js';
import { NOT_INFORMED } from '../model.js';

type CompanyField = 'corporateName' | 'fantasyName' | 'street' | 'cep' | 'state' | 'city';
const COMPANY_FIELDS: CompanyField[] = ['corporateName', 'fantasyName', 'street', 'cep', 'state', 'city'];

/** Spec section 5, lookup 200: the fantasy name defaults to "N/C", the CEP reads 00000-000. */
const companyValues = (c: Company): Record<CompanyField, string> => ({
  corporateName: c.corporateName,
  fantasyName: c.fantasyName || NOT_INFORMED,
  street: c.street ?? '',
  cep: formatCep(c.cep),
  state: c.state ?? '',
  city: c.city ?? '',
});

/**
 * The customer company of the registration form, from its CNPJ: once the CNPJ is complete and valid, the company
 * is looked up (filling the company fields, or the lookup's "Ops!" message) and, at the same time, whether the
 * customer is already protected in this brand, so that the user knows before filling the rest. The protection
 * never says who holds it; a failed check says nothing (the creation checks again). When the lookup service itself
 * fails, which says nothing against the CNPJ, the reseller types the company (`companyTyped`) rather than being
 * stopped; the server stores such a registration as unverified for the representatives. The registration status the
 * lookup gives is kept in the form (`companyStatus`): a company that is not active cannot be registered. A protected
 * customer's warning carries the CNPJ it is about, for "Avise-me quando liberar" (design section 16).
 */
export function useCustomerLookup(form: UseFormReturn<OpportunityFormValues>) {
  const client = useApolloClient();
  const feedback = useFeedback();
  const { lookup, loading: looking } = useCnpjLookup();
  const [protection, setProtection] = useState<{ cnpj: string; until: string } | null>(null);
  // The CNPJ (14 characters) the company fields and the protection belong to; '' when none.
  const current = useRef('');
  const companyTyped = useWatch({ control: form.control, name: 'companyTyped' });
  const companyStatus = useWatch({ control: form.control, name: 'companyStatus' });
  const setStatus = useCallback(
    (status: OpportunityFormValues['companyStatus']) => {
      if (form.getValues('companyStatus') !== status) form.setValue('companyStatus', status, { shouldDirty: true });
    },
    [form],
  );
  const setTyped = useCallback(
    (typed: boolean) => {
      if (form.getValues('companyTyped') !== typed) form.setValue('companyTyped', typed, { shouldDirty: true });
    },
    [form],
  );

  const fill = useCallback(
    (values: Record<CompanyField, string> | null) => {
      for (const name of COMPANY_FIELDS) {
        const value = values?.[name] ?? '';
        if (form.getValues(name) !== value) form.setValue(name, value, { shouldDirty: true });
      }
      // What the lookup filled is right by definition; what it emptied is the CNPJ's problem, not theirs.
      form.clearErrors(COMPANY_FIELDS);
    },
    [form],
  );

  const checkProtection = useCallback(
    async (chars: string) => {
      try {
        const { data } = await client.query({
          query: CustomerProtectionDocument,
          variables: { cnpj: chars },
          fetchPolicy: 'network-only',
        });
        const until = data?.customerProtection.protectedUntil;
        if (current.current === chars) setProtection(until ? { cnpj: chars, until } : null);
      } catch {
        // Nothing to say here: an invalid CNPJ has its lookup's message, and the creation checks protection again.
      }
    },
    [client],
  );

  /** The CNPJ field changed (masked text as typed). */
  const onCnpjChange = useCallback(
    async (masked: string) => {
      const chars = isCnpjComplete(masked) ? cnpjCharsOf(masked) : '';
      if (chars === current.current) return;
      current.current = chars;
      setProtection(null);
      setTyped(false);
      setStatus(null);
      if (!chars) {
        fill(null);
        return;
      }
      if (!isCnpj(masked)) {
        fill(null);
        form.setError('cnpj', { message: m.invalidCnpj });
        return;
      }
      form.clearErrors('cnpj');
      void checkProtection(chars);
      const result = await lookup(chars);
      if (current.current !== chars) return;
      if (result.ok) {
        fill(companyValues(result.company));
        // A company that is not active blocks the submit (the form's schema), with the API's own words.
        setStatus(result.company.registrationStatus ?? null);
        return;
      }
      if (result.unavailable) {
        // The fields open for typing, for this CNPJ: the section says why.
        fill(null);
        setTyped(true);
        return;
      }
      current.current = '';
      fill(null);
      feedback.showError(result.message);
    },
    [checkProtection, feedback, fill, form, lookup, setStatus, setTyped],
  );

  // A restored draft usually holds its company already: then only its protection is asked again (it may have
  // changed since); a company the lookup had not found yet is looked up.
  const restored = useRef({ cnpj: form.getValues('cnpj'), found: !!form.getValues('corporateName'), onCnpjChange });
  useEffect(() => {
    const { cnpj, found, onCnpjChange: lookUp } = restored.current;
    if (!isCnpjComplete(cnpj) || !isCnpj(cnpj) || current.current) return;
    if (!found) {
      void lookUp(cnpj);
      return;
    }
    current.current = cnpjCharsOf(cnpj);
    void checkProtection(current.current);
  }, [checkProtection]);

  /** A registration was refused as protected: the warning (and its "Avise-me quando liberar") is asked again. */
  const recheckProtection = useCallback(() => {
    if (current.current) void checkProtection(current.current);
  }, [checkProtection]);

  return {
    onCnpjChange,
    looking,
    protectedUntil: protection?.until ?? null,
    /** The CNPJ (14 characters) the protection warning is about; null when there is none. */
    protectedCnpj: protection?.cnpj ?? null,
    recheckProtection,
    companyTyped,
    companyStatus,
  };
}
