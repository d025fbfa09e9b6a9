import type { CompanyStatus } from '../../../../shared/company-status.js';
import { HttpError } from '../../../lib/errors.js';
import { CNPJ_LOOKUP_UNAVAILABLE } from './brasilapi.js';
import { type LookupDeps, lookupCompany } from './lookup.js';

/** Case, accents and spacing aside: "Comércio  Horizonte" is the register's "COMERCIO HORIZONTE". */
const folded = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toUpperCase();

/** What the register says of a registration's company. */
export interface CompanyVerification {
  /** It knows the CNPJ under that corporate name. */
  confirmed: boolean;
  /** Its registration status; null when it did not answer, does not know the CNPJ or gives no status. */
  status: CompanyStatus | null;
}

/**
 * Asks the register about a registration's company, at creation, whatever the caller says: the form fills the names
 * from a lookup, but a company typed while the lookup service was down, or sent by a caller that never looked it up,
 * is not the register's word. A lookup service that still fails answers unconfirmed without a status (the
 * registration goes on, flagged) rather than refusing the reseller.
 */
export async function verifyCompany(
  ctx: LookupDeps,
  cnpj: string,
  corporateName: string,
): Promise<CompanyVerification> {
  try {
    const company = await lookupCompany(ctx, cnpj);
    return {
      confirmed: !!company && folded(company.razao_social) === folded(corporateName),
      status: company?.situacao_cadastral ?? null,
    };
  } catch (err) {
    if (err instanceof HttpError && err.code === CNPJ_LOOKUP_UNAVAILABLE) return { confirmed: false, status: null };
    throw err;
  }
}
