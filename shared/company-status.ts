/**
 * A company's registration status at the Receita Federal (situação cadastral), one rule for the API, which refuses
 * registrations for companies that are not active and stores the status, and for the registration form, which blocks
 * its submit with the same words before the API is asked. The names are the register's own, in upper case, as the
 * GraphQL enum `CompanyRegistrationStatus` spells them.
 */
export const COMPANY_STATUSES = ['ATIVA', 'SUSPENSA', 'INAPTA', 'BAIXADA', 'NULA'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

/** The one status that may receive opportunities. */
export const ACTIVE_COMPANY_STATUS: CompanyStatus = 'ATIVA';

export const isCompanyStatus = (v: unknown): v is CompanyStatus =>
  typeof v === 'string' && (COMPANY_STATUSES as readonly string[]).includes(v);

/** Known and not active: a status the register does not give (null) says nothing against the company. */
export const isInactiveCompanyStatus = (status: CompanyStatus | null | undefined): status is CompanyStatus =>
  !!status && status !== ACTIVE_COMPANY_STATUS;

/** Why a registration for a company of this (inactive) status is refused, in the reseller's words. */
export function inactiveCompanyMessage(status: CompanyStatus): string {
  // A null registration was never valid: the company did not "become" anything.
  if (status === 'NULA') {
    return 'A inscrição deste CNPJ é NULA na Receita Federal e a empresa não pode receber oportunidades.';
  }
  return `A empresa deste CNPJ está ${status} na Receita Federal e não pode receber oportunidades.`;
}
