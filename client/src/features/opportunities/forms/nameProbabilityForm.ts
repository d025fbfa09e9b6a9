import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { ClosingProbability } from '../../../__generated__/graphql.js';
import { opportunityMessages } from '../messages/outcomes.js';
import { PROBABILITIES } from '../model.js';

/**
 * The representative's name and closing probability, for the approval ("Por favor, digite um nome para a
 * oportunidade!!" when the name is empty, spec section 8) and for "Atualizar registro".
 */
export const nameProbabilitySchema = z.object({
  name: z.string().trim().min(1, opportunityMessages.errors.nameRequired),
  probabilityClosing: z.enum(PROBABILITIES as [ClosingProbability, ...ClosingProbability[]]),
});

export type NameProbabilityValues = z.infer<typeof nameProbabilitySchema>;

export function useNameProbabilityForm(defaults: NameProbabilityValues) {
  return useForm<z.input<typeof nameProbabilitySchema>, unknown, NameProbabilityValues>({
    resolver: zodResolver(nameProbabilitySchema),
    mode: 'all',
    defaultValues: defaults,
  });
}
