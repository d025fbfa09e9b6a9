/**
 * The version of the registration terms (the guidelines a reseller accepts for each opportunity). The form shows it
 * next to the checkbox and sends it; the API refuses a registration that accepted another version (a page opened
 * before the terms changed) and stores this one with the time of acceptance: the legal basis (LGPD art. 7) for
 * keeping the customer's contact (design section 18). Change it whenever the guidelines PDF changes.
 */
export const TERMS_VERSION = '2026-11';

/** The refusal of a registration whose form showed other terms than the ones in force. */
export const STALE_TERMS = 'Os termos foram atualizados: recarregue a página e aceite a versão vigente';
