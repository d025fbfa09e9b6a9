import { COUNTRY } from '../../../lib/constants.js';
import type { Role } from '../../../lib/roles.js';
import type {
  CreateOpportunityInput,
  OpportunityFilter,
  OpportunityOrder,
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
    cnpj: filter?.cnpj?.replace(/[^0-9A-Za-z]/g, ''),
    email: filter?.email,
    client: filter?.fantasyName,
    state: filter?.state,
    city: filter?.city,
    register: filter?.register,
    ...dayFilter(filter),
    order: { field: order?.field ?? 'createdAt', direction: order?.direction ?? -1 },
  };
}

const projectBody = (p: ProjectInput) => ({
  aplication: p.application,
  specification: p.specification,
  additionalInformation: p.additionalInformation,
  conclusionDate: p.conclusionDate,
  homologated: p.homologated,
  haveCollector: p.haveCollector,
  haveCollectorDescription: p.haveCollectorDescription,
  partner: p.partner,
  partnerOwner: p.partnerOwner,
  partnerName: p.partnerName,
  opportunityType: p.opportunityType,
  opportunityTypeStatus: p.opportunityTypeStatus,
  justification: p.justification,
});

/** The create payload of spec section 3; the service validates it and answers per field. */
export function createBody(input: CreateOpportunityInput): Record<string, unknown> {
  const { project, products, acceptedTerm, ...fields } = input;
  return {
    ...fields,
    acceptedTerm: String(acceptedTerm),
    country: COUNTRY,
    projects: [projectBody(project)],
    // Spec section 3: only product rows with a part number or a description are sent.
    products: products.filter((p) => p.partNumber?.trim() || p.description?.trim()),
  };
}
