import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { businessDay } from './conclusionDate.js';
import { emptyOpportunityForm, type OpportunityFormValues, opportunitySchema } from './opportunitySchema.js';

/** zod's resolver of the form's rules for a brand, on the day given. */
const rulesResolver = (brand: string, today: string) => zodResolver(opportunitySchema({ brand, today }));

/**
 * The registration form of the brand `brand`, starting from `initial` (a restored draft) or empty. A field is
 * judged once the user has left it ("*Campo Obrigatório" under a select after it loses focus), then as it changes.
 */
export function useOpportunityForm(brand: string, initial?: OpportunityFormValues) {
  // The rules are made on the form's first judgement (a field left, a submit), for the day the form opened: building
  // zod's schema of the whole form was the largest part of the page's first render, a long task on a phone.
  const resolver = useMemo(() => {
    const today = businessDay();
    let resolve: ReturnType<typeof rulesResolver> | undefined;
    const lazy: ReturnType<typeof rulesResolver> = (values, context, options) => {
      resolve ??= rulesResolver(brand, today);
      return resolve(values, context, options);
    };
    return lazy;
  }, [brand]);
  return useForm<OpportunityFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: initial ?? emptyOpportunityForm(),
    // Errors are listed in the missing-fields modal first; the focus goes to the first one when it closes.
    shouldFocusError: false,
  });
}
