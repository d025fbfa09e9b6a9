import type { ResaleRowFieldsFragment } from '../../../__generated__/graphql.js';
import { formatCnpj, formatDate, formatPhone } from '../../../lib/format.js';
import { NOT_INFORMED } from '../../opportunities/model.js';
import { resaleListMessages as m } from '../messages/list.js';

/** A list row's values as people read them: masks on, dates dd/mm/aaaa, a company name even without a trade name. */
export function resaleRowView(row: ResaleRowFieldsFragment) {
  const name =
    row.fantasyName && row.fantasyName !== NOT_INFORMED ? row.fantasyName : row.corporateName || NOT_INFORMED;
  return {
    name,
    cnpj: formatCnpj(row.cnpj),
    phone: formatPhone(row.phone),
    contact: row.contactName,
    createdAt: formatDate(row.createdAt),
    linkLabel: m.openDetails(name),
  };
}
