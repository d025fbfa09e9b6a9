import { HttpError } from '../../../lib/errors.js';

/**
 * The CRM the opportunities are synchronised to (DESIGN section 4, CRM). Two adapters: `local` keeps records in
 * the api schema; `salesforce` calls the Salesforce REST API. Approval upserts the customer account by CNPJ and
 * creates the CRM opportunity, whose id goes to the opportunity's `register`.
 */
export interface CrmPort {
  upsertAccount(input: { brand: string; cnpj: string; name: string }): Promise<{ id: string }>;
  createOpportunity(input: {
    brand: string;
    accountId: string;
    opportunityId: string;
    name: string;
    amount: string;
    probability: number | null;
    closeDate: string | null;
    /** The seller's CRM user id (sellerSalesforceId); unknown to the CRM → CrmNotFoundError. */
    ownerId: string | null;
  }): Promise<{ id: string }>;
  /** The CRM's sellers ("Vendedor Prime") for the brand. */
  listSellers(brand: string): Promise<CrmSeller[]>;
}

/** A seller of the seller choice (spec section 3: name, user_id, company): `company` is the brand it sells for. */
export interface CrmSeller {
  name: string;
  user_id: string;
  company: string;
}

/** The CRM does not know a record the call needs: a 4xx whose text carries SF404. */
export class CrmNotFoundError extends HttpError {
  constructor(detail: string) {
    super(404, `SF404: ${detail}`, 'CRM_NOT_FOUND');
  }
}

/** The CRM call failed (network, auth, 5xx): a reply whose text carries [SFERROR]. */
export class CrmUnavailableError extends HttpError {
  constructor(detail: string) {
    super(424, `[SFERROR] ${detail}`, 'CRM_UNAVAILABLE');
  }
}
