import {
  type CompanyStatus,
  inactiveCompanyMessage,
  isInactiveCompanyStatus,
} from '../../../../../shared/company-status.js';
import { HttpError } from '../../../../lib/errors.js';

/** The refusal's code: a client says why in the reason's words (`inactiveCompanyMessage` of `companyStatus`). */
export const COMPANY_INACTIVE = 'COMPANY_INACTIVE';

/**
 * A company the Receita Federal lists as not active (baixada, inapta, suspensa, nula) may not receive opportunities:
 * 400 with the reason on `cnpj`, as a wrong CNPJ is reported, under its own code with the status that refused it, so
 * that a client that did not check first still says why in the form's words. A status the register did not give (the
 * lookup service down, an unknown CNPJ) refuses nothing: that registration goes on flagged as unverified.
 */
export function assertCompanyActive(status: CompanyStatus | null): void {
  if (isInactiveCompanyStatus(status)) throw companyInactive(status);
}

/** The refusal of a registration for a company of this (inactive) status. */
export function companyInactive(status: CompanyStatus): HttpError {
  const message = inactiveCompanyMessage(status);
  return new HttpError(400, message, COMPANY_INACTIVE, { cnpj: message }, { companyStatus: status });
}
