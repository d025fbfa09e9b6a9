import type { OpportunityRowFieldsFragment } from '../../../__generated__/graphql.js';
import { formatCnpj, formatCurrency, formatDate } from '../../../lib/format.js';
import { opportunityListMessages as m } from '../messages/list.js';
import { opportunityMessages } from '../messages/outcomes.js';
import { listedApproveDate, NOT_INFORMED } from '../model.js';

/** A list row as the table and the cards write it. */
export function rowView(row: OpportunityRowFieldsFragment) {
  const company = row.corporateName || row.fantasyName || NOT_INFORMED;
  const createdAt = formatDate(row.createdAt);
  return {
    company,
    /** The trade name under the corporate name, when it says something more. */
    tradeName: row.corporateName && row.fantasyName && row.fantasyName !== row.corporateName ? row.fantasyName : '',
    cnpj: formatCnpj(row.cnpj),
    createdAt,
    value: formatCurrency(row.estimated),
    approveDate: formatDate(listedApproveDate(row)) || opportunityMessages.noDate,
    linkLabel: m.openDetails(company, createdAt),
    inAnalysis: row.status === 'ANALYSIS',
    companyInactive: row.companyInactive,
    waitingBusinessDays: row.waitingBusinessDays ?? null,
    decisionOverdue: row.decisionOverdue,
  };
}
