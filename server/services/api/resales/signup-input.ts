import { z } from 'zod';
import { isCnpj, normalizeCnpj } from '../../../lib/cnpj.js';
import { COUNTRY } from '../../../lib/input-rules.js';
import { digitsOf, emailField, mobilePhoneField } from '../../../lib/validation.js';

export const REQUIRED = 'Campo obrigatório';
const TEXT_MAX = 200;
const tooLong = `Máximo de ${TEXT_MAX} caracteres`;

/** Free text from the lookup (street, city…): trimmed, bounded, empty → null. */
const optionalText = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => (v === null || v === undefined ? '' : String(v).trim()))
  .pipe(z.string().max(TEXT_MAX, tooLong))
  .transform((v) => v || null);

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message).max(TEXT_MAX, tooLong);

/**
 * The sign-up payload of spec section 3. The CEP may arrive as a number (the client sends it so), losing its leading
 * zero: it is padded back to 8 digits. Phone and CNPJ are stored without masks.
 */
export const signupInput = z.object({
  email: emailField('Verifique o email digitado'),
  phone: mobilePhoneField('Verifique o telefone digitado'),
  contactName: requiredText(REQUIRED),
  cnpj: z
    .union([z.string(), z.number()], { error: 'Verifique o cnpj digitado' })
    // Sent as a number, a CNPJ starting with 0 arrives short: padded back like the CEP.
    .transform((v) => (typeof v === 'number' ? String(v).padStart(14, '0') : v))
    .refine(isCnpj, 'Verifique o cnpj digitado')
    .transform(normalizeCnpj),
  corporateName: requiredText(REQUIRED),
  fantasyName: optionalText.transform((v) => v ?? 'N/C'),
  cep: z
    .union([z.string(), z.number(), z.null()])
    .optional()
    // A mask ("01310-100", "01.310-100") is stripped; anything else ("abc") stays as sent and fails the check.
    .transform((v) => {
      if (typeof v === 'number') return digitsOf(v).padStart(8, '0');
      const s = (v ?? '').trim();
      return /^[\d\s.-]*$/.test(s) ? digitsOf(s) : s;
    })
    .pipe(z.string().regex(/^(\d{8})?$/, 'Verifique o CEP'))
    .transform((v) => v || null),
  street: optionalText,
  city: optionalText,
  state: optionalText,
  country: optionalText.transform((v) => v ?? COUNTRY),
});

export type SignupInput = z.output<typeof signupInput>;
