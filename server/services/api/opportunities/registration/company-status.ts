import {
  type CompanyStatus,
  inactiveCompanyMessage,
  isInactiveCompanyStatus,
} from '../../../../../shared/company-status.js';
import { badRequest } from '../../../../lib/errors.js';

/**
 * A company the Receita Federal lists as not active (baixada, inapta, suspensa, nula) may not receive opportunities:
 * 400 with the reason on `cnpj`, as a wrong CNPJ is reported. A status the register did not give (the lookup service
 * down, an unknown CNPJ) refuses nothing: that registration goes on flagged as unverified.
 */
export function assertCompanyActive(status: CompanyStatus | null): void {
  if (!isInactiveCompanyStatus(status)) return;
  const message = inactiveCompanyMessage(status);
  throw badRequest(message, { cnpj: message });
}
