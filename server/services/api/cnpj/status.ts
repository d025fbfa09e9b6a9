import { type CompanyStatus, isCompanyStatus } from '../../../../shared/company-status.js';

/**
 * BrasilAPI's numeric `situacao_cadastral` (the Receita Federal's codes): 1 nula, 2 ativa, 3 suspensa, 4 inapta,
 * 8 baixada.
 */
const BY_CODE: Readonly<Record<number, CompanyStatus>> = {
  1: 'NULA',
  2: 'ATIVA',
  3: 'SUSPENSA',
  4: 'INAPTA',
  8: 'BAIXADA',
};

/** "Baixada", " BAIXADA ", "baixada": the register's word without case, accents or spacing. */
const folded = (v: string) => v.normalize('NFD').replace(/\p{M}/gu, '').trim().toUpperCase();

/**
 * The status in BrasilAPI's CNPJ reply: its description first (`descricao_situacao_cadastral`, "ATIVA"), else its
 * code. Null when neither is one the portal knows: an unknown status neither refuses a registration nor flags one.
 */
export function companyStatusOf(description: unknown, code: unknown): CompanyStatus | null {
  if (typeof description === 'string') {
    const word = folded(description);
    if (isCompanyStatus(word)) return word;
  }
  const n = typeof code === 'string' && code.trim() ? Number(code) : code;
  return typeof n === 'number' ? (BY_CODE[n] ?? null) : null;
}
