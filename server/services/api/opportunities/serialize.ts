import { ELAPSED_DAYS_CAP, OPPORTUNITY_VALIDITY_DAYS } from '../../../lib/constants.js';
import { daysBetween } from './dates.js';
import { moneyNumber } from './money.js';
import type { OpportunityRow, ProductRow, ProjectRow } from './repository.js';

/** Reply shapes in the spec's field names (section 3), camelCase, money as JSON numbers. */
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The opportunity's own fields; owner name and e-mail are added by the caller, for representatives only. */
export function toOpportunity(o: OpportunityRow) {
  return {
    id: o.id,
    name: o.name,
    status: o.status,
    cnpj: o.cnpj,
    fantasyName: o.fantasy_name,
    corporateName: o.corporate_name,
    cep: o.cep,
    street: o.street,
    state: o.state,
    city: o.city,
    country: o.country,
    contact: o.contact,
    phone: o.phone,
    email: o.email,
    network: o.network,
    justification: o.justification,
    estimated: moneyNumber(o.estimated),
    reason: o.reason,
    probabilityClosing: o.probability_closing,
    acceptedTerm: o.accepted_term,
    seller: o.seller,
    sellerSalesforceId: o.seller_salesforce_id,
    register: o.register,
    opportunityOrigin: o.opportunity_origin,
    resaleId: o.resale_id,
    resale: o.resale,
    userId: o.user_id,
    brand: o.brand,
    renovationDate: iso(o.renovation_date),
    requestRenovationAt: iso(o.request_renovation_at),
    renovationAt: iso(o.renovation_at),
    approveDate: iso(o.approve_date),
    isDeleted: o.is_deleted,
    createdAt: iso(o.created_at),
    updatedAt: iso(o.updated_at),
  };
}

export function toProduct(p: ProductRow) {
  return {
    partNumber: p.part_number,
    description: p.description,
    amount: p.amount,
    price: moneyNumber(p.price),
    accessory: p.accessory,
    competition: p.competition,
  };
}

export function toProject(p: ProjectRow) {
  return {
    aplication: p.aplication,
    specification: p.specification,
    additionalInformation: p.additional_information,
    conclusionDate: p.conclusion_date,
    homologated: p.homologated,
    haveCollector: p.have_collector,
    haveCollectorDescription: p.have_collector_description,
    partner: p.partner,
    partnerOwner: p.partner_owner,
    partnerName: p.partner_name,
    opportunityType: p.opportunity_type,
    opportunityTypeStatus: p.opportunity_type_status,
    justification: p.justification,
  };
}

/**
 * How old an opportunity is, as lists and details both show it: `elapsedDays` drives the age bar (capped at 60);
 * `expireDays` counts what is left of the 90-day validity while in analysis (from the renewal date after a renewal),
 * null in any other status.
 */
export function ageOf(o: Pick<OpportunityRow, 'status' | 'created_at' | 'renovation_date'>, now: Date) {
  const validFrom = o.renovation_date ?? o.created_at;
  return {
    expireDays: o.status === 'analysis' ? OPPORTUNITY_VALIDITY_DAYS - Math.max(0, daysBetween(validFrom, now)) : null,
    elapsedDays: Math.min(ELAPSED_DAYS_CAP, Math.max(0, daysBetween(o.created_at, now))),
  };
}

/** The row of a list: the opportunity, its lines (the caller leaves competition out) and its age. */
export function toListItem(o: OpportunityRow, products: ProductRow[], now: Date) {
  return { ...toOpportunity(o), products: products.map(toProduct), ...ageOf(o, now) };
}

export type OpportunityListItem = ReturnType<typeof toListItem>;
