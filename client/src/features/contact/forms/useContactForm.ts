import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { contactMessages as m } from '../messages.js';

const required = z.string().trim().min(1, m.required);

/** Spec section 5: fullName, email, title and description all non-empty (and the e-mail well formed). */
export const contactSchema = z.object({
  fullName: required,
  email: required.pipe(z.email(m.invalidEmail)),
  title: required,
  description: required,
});

export type ContactValues = z.infer<typeof contactSchema>;

export const EMPTY_CONTACT: ContactValues = { fullName: '', email: '', title: '', description: '' };

export function useContactForm() {
  return useForm<ContactValues>({
    resolver: zodResolver(contactSchema),
    mode: 'onTouched',
    defaultValues: EMPTY_CONTACT,
  });
}
