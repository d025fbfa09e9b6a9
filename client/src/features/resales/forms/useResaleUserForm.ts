import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { emailField, maskedMobilePhoneField } from '../../../lib/formRules.js';
import { resaleMessages as m } from '../messages/signup.js';

/** Step 1, "Crie seu usuário" (spec section 5): a valid e-mail, a contact name, a phone (DD) 9XXXX-XXXX. */
export const resaleUserSchema = z.object({
  email: emailField(m.invalidEmail),
  contactName: z.string().trim().min(1, m.invalidName),
  phone: maskedMobilePhoneField(m.invalidPhone),
});

export type ResaleUserValues = z.infer<typeof resaleUserSchema>;

export function useResaleUserForm() {
  return useForm<ResaleUserValues>({
    resolver: zodResolver(resaleUserSchema),
    mode: 'onTouched',
    defaultValues: { email: '', contactName: '', phone: '' },
  });
}
