/** Lengths of masked values as the forms check them (spec section 5). */

export const PHONE_MASK_MAX_LENGTH = 15;

export const CNPJ_MASK_LENGTH = 18;
