import { badRequest } from '../../../../lib/errors.js';
import { isOpportunityStatus, type OpportunityStatus } from '../lifecycle/statuses.js';
import { REQUIRED } from '../registration/form-fields.js';
import { PROBABILITY_CLOSING_VALUES } from '../rules.js';

/** What the representative's and the reseller's change calls send (spec section 7), checked field by field. */
export const NAME_REQUIRED = 'Por favor, digite um nome para a oportunidade!!';
export const REASON_REQUIRED = 'Digite o motivo da reprovação';
export const PROGRESS_REQUIRED = 'Descreva com detalhes como está o andamento do projeto.';

/** A change call's JSON body, as the route hands it over. */
export type ChangeBody = Record<string, unknown> | undefined;

const given = (v: unknown) => v !== undefined && v !== null && v !== '';

/** Trimmed text, or undefined when absent; '' when sent blank. */
export function textOf(body: ChangeBody, key: string, max = 4000): string | undefined {
  const v = body?.[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string' && typeof v !== 'number') throw badRequest(`Campo ${key} inválido`, { [key]: 'inválido' });
  const s = String(v).trim();
  if (s.length > max)
    throw badRequest(`Campo ${key} acima de ${max} caracteres`, { [key]: `Máximo de ${max} caracteres` });
  return s;
}

export function probabilityOf(body: ChangeBody, opts: { required?: boolean } = {}): number | undefined {
  const v = body?.probabilityClosing;
  if (!given(v)) {
    if (opts.required) throw badRequest(REQUIRED, { probabilityClosing: REQUIRED });
    return undefined;
  }
  const n = Number(v);
  if (!(PROBABILITY_CLOSING_VALUES as readonly number[]).includes(n)) {
    throw badRequest('Probabilidade de fechamento inválida: use 25, 50, 75 ou 100', {
      probabilityClosing: 'inválida',
    });
  }
  return n;
}

export function statusOf(body: ChangeBody): OpportunityStatus | undefined {
  const v = body?.status;
  if (!given(v)) return undefined;
  if (!isOpportunityStatus(v)) throw badRequest(`Status inválido: ${String(v)}`, { status: 'inválido' });
  return v;
}

/** A required text: 400 with `message` and the field marked "*Campo Obrigatório". */
export function requiredTextOf(body: ChangeBody, key: string, message: string, max?: number): string {
  const s = textOf(body, key, max);
  if (!s) throw badRequest(message, { [key]: REQUIRED });
  return s;
}
