import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { privacyMessages as m } from '../messages.js';

/** The one field of a data-subject request: the person's e-mail (the service checks it again). */
export const personalDataRequestSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email(m.invalidEmail)),
});

export type PersonalDataRequestValues = z.input<typeof personalDataRequestSchema>;

export function usePersonalDataRequestForm() {
  return useForm<PersonalDataRequestValues, unknown, z.output<typeof personalDataRequestSchema>>({
    resolver: zodResolver(personalDataRequestSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
}
