import { normalizeCnpj } from '../../../lib/cnpj.js';
import { COUNTRY } from '../../../lib/input-rules.js';
import type { Role } from '../../../lib/roles.js';
import type {
  CreateOpportunityInput,
  OpportunityFilter,
  OpportunityOrder,
  ProductLineInput,
  ProjectInput,
} from '../../__generated__/resolvers-types.js';
import type { OpportunityListEndpoint } from '../../datasources/api.js';
import { forbidden } from '../../errors.js';

/** Spec section 6: RESALE uses the resale list, then SELLER the user list, then REPRESENTATIVE or SUPPORT all. */
export function listEndpointFor(roles: readonly Role[]): OpportunityListEndpoint {
  if (roles.includes('RESALE')) return 'resale';
  if (roles.includes('SELLER')) return 'user';
  if (roles.includes('REPRESENTATIVE') || roles.includes('SUPPORT')) return 'all';
  throw forbidden();
}

/** Creation-day filter: one day (`date`) or an inclusive range (`date[start]`, `date[end]`). */
export function dayFilter(
  f: { date?: string | null; dateFrom?: string | null; dateTo?: string | null } | null | undefined,
) {
  if (f?.date) return { date: f.date };
  if (f?.dateFrom || f?.dateTo) return { date: { start: f.dateFrom ?? undefined, end: f.dateTo ?? undefined } };
  return {};
}

/** The list's filters and order as the list calls read them (fantasy name travels as `client`). */
export function listParams(filter: OpportunityFilter | null | undefined, order: OpportunityOrder | null | undefined) {
  return {
    status: filter?.statuses?.length ? filter.statuses : undefined,
    name: filter?.name,
    cnpj: filter?.cnpj ? normalizeCnpj(filter.cnpj) : undefined,
    email: filter?.email,
    client: filter?.fantasyName,
    state: filter?.state,
    city: filter?.city,
    register: filter?.register,
    companyUnverified: filter?.companyUnverified ?? undefined,
    companyInactive: filter?.companyInactive ?? undefined,
    decisionOverdue: filter?.decisionOverdue ?? undefined,
    ...dayFilter(filter),
    order: { field: order?.field ?? 'createdAt', direction: order?.direction ?? -1 },
  };
}

/** The project's field names in the create payload (spec section 3 spells `aplication`), by input field. */
const PROJECT_FIELDS = {
  application: 'aplication',
  specification: 'specification',
  additionalInformation: 'additionalInformation',
  conclusionDate: 'conclusionDate',
  homologated: 'homologated',
  haveCollector: 'haveCollector',
  haveCollectorDescription: 'haveCollectorDescription',
  partner: 'partner',
  partnerOwner: 'partnerOwner',
  partnerName: 'partnerName',
  opportunityType: 'opportunityType',
  opportunityTypeStatus: 'opportunityTypeStatus',
  justification: 'justification',
} as const satisfies Record<keyof ProjectInput, string>;

const PROJECT_INPUT_FIELDS: Record<string, string> = Object.fromEntries(
  Object.entries(PROJECT_FIELDS).map(([input, rest]) => [rest, input]),
);

const projectBody = (p: ProjectInput) =>
  Object.fromEntries(Object.entries(PROJECT_FIELDS).map(([input, rest]) => [rest, p[input as keyof ProjectInput]]));

/** Spec section 3: only product rows with a part number or a description are sent. */
const isSent = (p: ProductLineInput) => Boolean(p.partNumber?.trim() || p.description?.trim());

/** The create payload of spec section 3; the service validates it and answers per field. */
export function createBody(input: CreateOpportunityInput): Record<string, unknown> {
  const { project, products, acceptedTerm, ...fields } = input;
  return {
    ...fields,
    acceptedTerm: String(acceptedTerm),
    country: COUNTRY,
    projects: [projectBody(project)],
    products: products.filter(isSent),
  };
}

/**
 * The inverse of createBody for the service's field errors: a key of the create payload (`projects.0.aplication`,
 * `products.1.amount`, counting the lines sent) → the path in `input` (`project.application`, `products.3.amount`,
 * counting the lines of the form). The other fields keep their names; an unknown key passes as it is.
 */
export function createInputPath(input: CreateOpportunityInput): (restKey: string) => string {
  const sentLines = input.products.flatMap((p, i) => (isSent(p) ? [i] : []));
  return (restKey) => {
    const [head, index, field, ...rest] = restKey.split('.');
    if (head === 'projects')
      return ['project', ...(field ? [PROJECT_INPUT_FIELDS[field] ?? field] : []), ...rest].join('.');
    if (head === 'products' && index !== undefined) {
      const line = sentLines[Number(index)];
      return ['products', line ?? index, ...(field ? [field] : []), ...rest].join('.');
    }
    return restKey;
  };
}
