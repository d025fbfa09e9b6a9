import type { CompanyStatus } from '../../../../shared/company-status.js';

/**
 * The reply of GET /cnpj/{cnpj} (spec section 7), field names verbatim, and the registration status the portal added
 * (in the register's Portuguese too): null when the register gives none the portal knows.
 */
export interface CompanyRecord {
  cnpj: string;
  razao_social: string;
  nome_fantasia: string | null;
  cep: string | null;
  rua: string | null;
  cidade: string | null;
  estado: string | null;
  situacao_cadastral: CompanyStatus | null;
}
