import type { OpportunityRef } from '../mail/templates.js';
import type { OpportunityRow } from './repository.js';

export const opportunityRef = (o: OpportunityRow): OpportunityRef => ({
  id: o.id,
  name: o.name,
  corporateName: o.corporate_name,
  cnpj: o.cnpj,
  estimated: o.estimated,
});
