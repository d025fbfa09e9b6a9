import { isInactiveCompanyStatus } from '../../../../shared/company-status.js';
import type { OpportunityRef } from '../mail/contract.js';
import { ageOf } from './lifecycle/age.js';
import { decisionClockOf } from './lifecycle/decision-clock.js';
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
    companyUnverified: o.company_unverified,
    companyStatus: o.company_status,
    companyStatusCheckedAt: iso(o.company_status_checked_at),
    // Derived, one rule for lists and details: the register's last word on the customer is a status other than active.
    companyInactive: isInactiveCompanyStatus(o.company_status),
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

/** The row of a list: the opportunity, its lines (the caller leaves competition out) and its age. */
/** A list's row; without `products` when the caller asked for none (`products=false`). */
export function toListItem(o: OpportunityRow, products: ProductRow[] | undefined, now: Date) {
  return {
    ...toOpportunity(o),
    ...(products && { products: products.map(toProduct) }),
    ...ageOf(o, now),
    ...decisionClockOf(o, now),
  };
}

export type OpportunityListItem = ReturnType<typeof toListItem>;

/** What a notification e-mail names of an opportunity (its link, name, customer and value). */
export const opportunityRef = (o: OpportunityRow): OpportunityRef => ({
  id: o.id,
  name: o.name,
  corporateName: o.corporate_name,
  cnpj: o.cnpj,
  estimated: o.estimated,
});
