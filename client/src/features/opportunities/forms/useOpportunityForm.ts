import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { businessDay } from './conclusionDate.js';
import { emptyOpportunityForm, type OpportunityFormValues, opportunitySchema } from './opportunitySchema.js';

/**
 * The registration form of the brand `brand`, starting from `initial` (a restored draft) or empty. A field is
 * judged once the user has left it ("*Campo Obrigatório" under a select after it loses focus), then as it changes.
 */
export function useOpportunityForm(brand: string, initial?: OpportunityFormValues) {
  const schema = useMemo(() => opportunitySchema({ brand, today: businessDay() }), [brand]);
  return useForm<OpportunityFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: initial ?? emptyOpportunityForm(),
    // Errors are listed in the missing-fields modal first; the focus goes to the first one when it closes.
    shouldFocusError: false,
  });
}
