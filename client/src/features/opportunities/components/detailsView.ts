import type { OpportunityDetailFieldsFragment, ProductLineFieldsFragment } from '../../../__generated__/graphql.js';
import { formatCnpj, formatCurrency, formatDate, formatPhone } from '../../../lib/format.js';
import type { Fact } from '../../../ui/FactGrid.js';
import { formatCep } from '../../../ui/masks.js';
import { type FieldPath, fieldLabel } from '../fieldLabels.js';
import { opportunityMessages } from '../messages/outcomes.js';
import {
  labelOr,
  listedApproveDate,
  NOT_INFORMED,
  ORIGIN_LABELS,
  organTypeLabel,
  PROBABILITY_LABELS,
  SOFTWARE_OWNER_LABELS,
  yesNo,
} from '../model.js';

const fact = (path: FieldPath, value: string | null | undefined): Fact => ({
  label: fieldLabel(path),
  value: value?.trim() ? value : NOT_INFORMED,
});

/** The opportunity itself: who registered it for whom, its CRM record, its dates and its value. */
export function summaryFacts(o: OpportunityDetailFieldsFragment): Fact[] {
  const facts = [
    fact('name', o.name),
    fact('resaleName', o.resaleName),
    fact('seller', o.seller),
    fact('register', o.register),
    fact('probabilityClosing', labelOr(PROBABILITY_LABELS, o.probabilityClosing)),
    fact('opportunityOrigin', labelOr(ORIGIN_LABELS, o.opportunityOrigin)),
    fact('estimated', formatCurrency(o.estimated)),
    fact('createdAt', formatDate(o.createdAt)),
    fact('approveDate', formatDate(listedApproveDate(o)) || opportunityMessages.noDate),
  ];
  if (o.requestRenovationAt) facts.push(fact('requestRenovationAt', formatDate(o.requestRenovationAt)));
  if (o.renovationDate) facts.push(fact('renovationDate', formatDate(o.renovationDate)));
  // The API fills the owner's name and e-mail for representatives only.
  if (o.owner.name) facts.push(fact('owner.name', o.owner.name));
  if (o.owner.email) facts.push(fact('owner.email', o.owner.email));
  return facts;
}

export function customerFacts(o: OpportunityDetailFieldsFragment): Fact[] {
  return [
    fact('cnpj', formatCnpj(o.cnpj)),
    fact('corporateName', o.corporateName),
    fact('fantasyName', o.fantasyName),
    fact('cep', o.cep ? formatCep(o.cep) : null),
    fact('street', o.street),
    fact('city', o.city),
    fact('state', o.state),
    fact('country', o.country),
    fact('network', yesNo(o.network)),
  ];
}

export function contactFacts(o: OpportunityDetailFieldsFragment): Fact[] {
  return [fact('contact', o.contact), fact('phone', formatPhone(o.phone)), fact('email', o.email)];
}

/** The project as the form asked it: a follow-up answer shows when its question was answered yes (or it has one). */
export function projectFacts(o: OpportunityDetailFieldsFragment): Fact[] {
  const p = o.project ?? null;
  const facts = [
    fact('project.application', p?.application),
    fact('project.specification', p?.specification),
    fact('project.homologated', yesNo(p?.homologated)),
    fact('project.haveCollector', yesNo(p?.haveCollector)),
  ];
  if (p?.haveCollector || p?.haveCollectorDescription) {
    facts.push(fact('project.haveCollectorDescription', p.haveCollectorDescription));
  }
  facts.push(fact('project.partner', yesNo(p?.partner)));
  if (p?.partner || p?.partnerOwner) {
    facts.push(fact('project.partnerOwner', labelOr(SOFTWARE_OWNER_LABELS, p.partnerOwner)));
  }
  if (p?.partnerOwner === 'PARTNERS' || p?.partnerName) facts.push(fact('project.partnerName', p?.partnerName));
  facts.push(fact('project.opportunityType', organTypeLabel(p?.opportunityType)));
  if (p?.opportunityType || p?.opportunityTypeStatus) {
    facts.push(fact('project.opportunityTypeStatus', p?.opportunityTypeStatus));
  }
  facts.push(fact('project.conclusionDate', formatDate(p?.conclusionDate)), fact('justification', o.justification));
  if (p?.justification && p.justification !== o.justification) {
    facts.push(fact('project.justification', p.justification));
  }
  facts.push(
    fact('project.additionalInformation', p?.additionalInformation),
    fact('acceptedTerm', yesNo(o.acceptedTerm)),
  );
  return facts;
}

/** The three groups of product lines of spec section 3. */
export function productGroups(lines: readonly ProductLineFieldsFragment[]) {
  return {
    products: lines.filter((l) => !l.accessory && !l.competition),
    accessories: lines.filter((l) => l.accessory && !l.competition),
    competitors: lines.filter((l) => l.competition),
  };
}
