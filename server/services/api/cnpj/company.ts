/** The reply of GET /cnpj/{cnpj} (spec section 7), field names verbatim. */
export interface CompanyRecord {
  cnpj: string;
  razao_social: string;
  nome_fantasia: string | null;
  cep: string | null;
  rua: string | null;
  cidade: string | null;
  estado: string | null;
}
