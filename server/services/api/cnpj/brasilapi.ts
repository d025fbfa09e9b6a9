import { HttpError } from '../../../lib/errors.js';
import type { CompanyRecord } from './company.js';
import { companyStatusOf } from './status.js';

export const PROVIDER_TIMEOUT_MS = 5_000;

/** The fields of BrasilAPI's /cnpj/v1 reply that the portal uses. */
interface BrasilApiCompany {
  razao_social?: string | null;
  nome_fantasia?: string | null;
  cep?: string | number | null;
  logradouro?: string | null;
  numero?: string | null;
  complemento?: string | null;
  bairro?: string | null;
  municipio?: string | null;
  uf?: string | null;
  /** The registration status in words ("ATIVA", "BAIXADA"...). */
  descricao_situacao_cadastral?: string | null;
  /** The Receita Federal's code of that status (2 = ativa). */
  situacao_cadastral?: number | string | null;
}

/**
 * The lookup service itself failed (timeout, network, 5xx, a reply without a company): unlike 404 or 400, this says
 * nothing about the CNPJ, so the registration form lets the user type the company instead (stored as unverified).
 * 503 with its own code, so that callers tell it from the API being down.
 */
export const CNPJ_LOOKUP_UNAVAILABLE = 'CNPJ_LOOKUP_UNAVAILABLE';
export const providerUnavailable = () =>
  new HttpError(503, 'Serviço de consulta de CNPJ indisponível. Tente novamente mais tarde.', CNPJ_LOOKUP_UNAVAILABLE);

const text = (v: unknown) => {
  const s = String(v ?? '').trim();
  return s || null;
};

/** "Rua X, 123, Sala 4 - Bairro": the street line the registration form shows. */
function streetLine(c: BrasilApiCompany): string | null {
  const main = [text(c.logradouro), text(c.numero), text(c.complemento)].filter(Boolean).join(', ');
  const line = [main, text(c.bairro)].filter(Boolean).join(' - ');
  return line || null;
}

export function fromBrasilApi(cnpj: string, c: BrasilApiCompany): CompanyRecord {
  const cep = String(c.cep ?? '').replace(/\D/g, '');
  return {
    cnpj,
    razao_social: text(c.razao_social) ?? '',
    nome_fantasia: text(c.nome_fantasia),
    cep: cep ? cep.padStart(8, '0') : null,
    rua: streetLine(c),
    cidade: text(c.municipio),
    estado: text(c.uf),
    situacao_cadastral: companyStatusOf(c.descricao_situacao_cadastral, c.situacao_cadastral),
  };
}

/**
 * One lookup at BrasilAPI (`${baseUrl}/${cnpj}`). Undefined when the register does not know the CNPJ (404, or the
 * 400 it answers for numbers it rejects); a timeout, network failure or any other reply is the provider's failure.
 */
export async function fetchBrasilApi(baseUrl: string, cnpj: string): Promise<CompanyRecord | undefined> {
  let res: Response;
  try {
    res = await fetch(`${baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(cnpj)}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch {
    throw providerUnavailable();
  }
  if (res.status === 404 || res.status === 400) {
    await res.body?.cancel();
    return undefined;
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw providerUnavailable();
  }
  const body = (await res.json().catch(() => undefined)) as BrasilApiCompany | undefined;
  if (!body || typeof body !== 'object' || !text(body.razao_social)) throw providerUnavailable();
  return fromBrasilApi(cnpj, body);
}
