import { HttpError } from '../../../lib/errors.js';

/**
 * The CRM the opportunities are synchronised to (design section 4, CRM). Two adapters: `local` keeps records in
 * the api schema; `salesforce` calls the Salesforce REST API. Approval upserts the customer account by CNPJ and
 * upserts the CRM opportunity keyed by the portal opportunity, whose CRM id goes to the opportunity's `register`.
 * Both opportunity writes are idempotent, so that an approval interrupted anywhere can be finished or undone
 * (design section 4, "Approval and other cross-service writes").
 */
export interface CrmPort {
  upsertAccount(input: { brand: string; cnpj: string; name: string }): Promise<{ id: string }>;
  /**
   * Creates the CRM opportunity of the portal opportunity `opportunityId`, or updates the one it already has (an
   * earlier, interrupted attempt): called twice, one record, the same id.
   */
  upsertOpportunity(input: CrmOpportunityInput): Promise<{ id: string }>;
  /** Removes the CRM opportunity of the portal opportunity, if there is one; removing nothing is no error. */
  removeOpportunity(input: { brand: string; opportunityId: string }): Promise<void>;
  /** The CRM's sellers ("Vendedor Prime") for the brand. */
  listSellers(brand: string): Promise<CrmSeller[]>;
}

export interface CrmOpportunityInput {
  brand: string;
  accountId: string;
  /** The portal opportunity's id: the key of the upsert. */
  opportunityId: string;
  name: string;
  amount: string;
  probability: number | null;
  closeDate: string | null;
  /** The seller's CRM user id (sellerSalesforceId); unknown to the CRM → CrmNotFoundError. */
  ownerId: string | null;
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
