import { z } from 'zod';

export const CONTACT_LIMITS = { fullName: 120, email: 254, title: 200, description: 5000 } as const;
const REQUIRED = 'Campo obrigatório';

const field = (max: number) =>
  z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, `Máximo de ${max} caracteres`);

/** The contact form (spec section 3): every field required, lengths bounded so nobody mails a book. */
export const contactInput = z.object({
  fullName: field(CONTACT_LIMITS.fullName),
  email: field(CONTACT_LIMITS.email).pipe(z.email('Verifique o email digitado')),
  title: field(CONTACT_LIMITS.title),
  description: field(CONTACT_LIMITS.description),
});
