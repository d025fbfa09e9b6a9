import type { OpportunityStatus } from '../../../__generated__/graphql.js';

/** A row of the export: the fields of the list's `OpportunityRow` that the sheet writes, named as in the schema. */
export interface ExportRow {
  status: OpportunityStatus;
  name?: string | null;
  createdAt?: string | null;
  corporateName?: string | null;
  fantasyName?: string | null;
  cnpj: string;
  estimated: number;
  approveDate?: string | null;
  resaleName?: string | null;
  state?: string | null;
  city?: string | null;
  email?: string | null;
  register?: string | null;
  /** Business days waiting for a decision (design section 17); null once decided. */
  waitingBusinessDays?: number | null;
  decisionOverdue?: boolean;
  companyUnverified?: boolean;
  /** The Receita Federal's status as last checked (`ATIVA`, `BAIXADA`…); null when never verified. */
  companyStatus?: string | null;
  /** The distributor's seller ("Vendedor Prime"). */
  seller?: string | null;
}
