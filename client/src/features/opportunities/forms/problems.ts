/**
 * Which fields of the registration form have a problem, in the order the form shows them: what the
 * "Campos obrigatórios ausentes!" modal lists.
 */
import type { FieldErrors } from 'react-hook-form';
import { inactiveCompanyMessage, isInactiveCompanyStatus } from '../../../../../shared/company-status.js';
import type { OpportunityFormValues } from './opportunitySchema.js';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Every field of the values, nested ones as paths (`project.application`, `accessories.0.amount`), in order. */
function fieldPaths(value: unknown, prefix = ''): string[] {
  if (!isObject(value)) return [prefix];
  return Object.entries(value).flatMap(([key, v]) => fieldPaths(v, prefix ? `${prefix}.${key}` : key));
}

/** The paths of react-hook-form's error tree that carry a message. */
function errorPaths(errors: unknown, prefix = ''): string[] {
  if (!isObject(errors)) return [];
  if (typeof errors.message === 'string' && errors.message && 'type' in errors) return [prefix];
  return Object.entries(errors).flatMap(([key, v]) =>
    key === 'ref' ? [] : errorPaths(v, prefix ? `${prefix}.${key}` : key),
  );
}

/** The paths in the form's order; a field the form does not have (named by the server) comes last. */
export function inFormOrder(paths: readonly string[], values: OpportunityFormValues): string[] {
  const order = fieldPaths(values);
  const rank = (path: string) => {
    const i = order.indexOf(path);
    return i < 0 ? order.length : i;
  };
  return [...paths].sort((a, b) => rank(a) - rank(b));
}

/** The paths with an error, in the form's order. */
export const problemPaths = (errors: FieldErrors<OpportunityFormValues>, values: OpportunityFormValues) =>
  inFormOrder(errorPaths(errors), values);

/**
 * Why a filled field is refused, when it is not a value to fill or correct: the CNPJ of a company the Receita Federal
 * lists as not active, in the words of the CNPJ field's alert (design section 15).
 */
export function refusalOf(path: string, values: Pick<OpportunityFormValues, 'companyStatus'>): string | undefined {
  if (path === 'cnpj' && isInactiveCompanyStatus(values.companyStatus))
    return inactiveCompanyMessage(values.companyStatus);
  return undefined;
}
