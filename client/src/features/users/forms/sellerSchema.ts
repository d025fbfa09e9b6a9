import { z } from 'zod';
import { emailField, maskedMobilePhoneField } from '../../../lib/formRules.js';
import { userMessages } from '../messages.js';

const m = userMessages.form;

/** The longest name the API keeps for a seller. */
export const SELLER_NAME_MAX_LENGTH = 120;

/** "Adicionar vendedores" (spec section 5, Seller form): a name, a valid e-mail, a mobile phone of 15 characters. */
export const sellerSchema = z.object({
  name: z.string().trim().min(1, m.invalidName).max(SELLER_NAME_MAX_LENGTH, m.invalidName),
  email: emailField(m.invalidEmail),
  phone: maskedMobilePhoneField(m.invalidPhone),
});

export type SellerValues = z.input<typeof sellerSchema>;
export type SellerInputValues = z.output<typeof sellerSchema>;

export const EMPTY_SELLER: SellerValues = { name: '', email: '', phone: '' };
