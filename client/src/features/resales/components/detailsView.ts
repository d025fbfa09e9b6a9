import type { ResaleDetailFieldsFragment } from '../../../__generated__/graphql.js';
import { formatCnpj, formatDate, formatPhone } from '../../../lib/format.js';
import type { Fact } from '../../../ui/FactGrid.js';
import { formatCep } from '../../../ui/masks.js';
import { NOT_INFORMED } from '../../opportunities/model.js';
import { resaleDetailsMessages as m } from '../messages/details.js';

const f = m.fields;
const fact = (label: string, value: string | null | undefined): Fact => ({
  label,
  value: value?.trim() ? value : NOT_INFORMED,
});

/** The sign-up itself: when it came and, once refused, why. */
export function signupFacts(r: ResaleDetailFieldsFragment): Fact[] {
  const facts = [fact(f.createdAt, formatDate(r.createdAt))];
  if (r.status === 'DISAPPROVED') facts.push(fact(f.reason, r.reason));
  return facts;
}

/** The company, as the CNPJ lookup filled it on the sign-up. */
export const companyFacts = (r: ResaleDetailFieldsFragment): Fact[] => [
  fact(f.cnpj, formatCnpj(r.cnpj)),
  fact(f.fantasyName, r.fantasyName),
  fact(f.corporateName, r.corporateName),
];

/** The contact's phone and e-mail (the name has its own item: it is shown with its length limit). */
export const contactFacts = (r: ResaleDetailFieldsFragment): Fact[] => [
  fact(f.phone, formatPhone(r.phone)),
  fact(f.email, r.email),
];

export const addressFacts = (r: ResaleDetailFieldsFragment): Fact[] => [
  fact(f.cep, r.cep ? formatCep(r.cep) : null),
  fact(f.street, r.street),
  fact(f.city, r.city),
  fact(f.state, r.state),
];
