import { HttpError } from '../../../lib/errors.js';
import type { ApiContext } from '../context.js';
import { CNPJ_LOOKUP_UNAVAILABLE } from './brasilapi.js';
import { lookupCompany } from './lookup.js';

/** Case, accents and spacing aside: "Comércio  Horizonte" is the register's "COMERCIO HORIZONTE". */
const folded = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toUpperCase();

/**
 * Whether the register confirms a registration's company: it knows the CNPJ under that corporate name. Asked again
 * at creation, whatever the caller says: the form fills the names from a lookup, but a company typed while the lookup
 * service was down, or sent by a caller that never looked it up, is not the register's word. A lookup service that
 * still fails answers false (the registration goes on, flagged) rather than refusing the reseller.
 */
export async function companyConfirmed(ctx: ApiContext, cnpj: string, corporateName: string): Promise<boolean> {
  try {
    const company = await lookupCompany(ctx, cnpj);
    return !!company && folded(company.razao_social) === folded(corporateName);
  } catch (err) {
    if (err instanceof HttpError && err.code === CNPJ_LOOKUP_UNAVAILABLE) return false;
    throw err;
  }
}
