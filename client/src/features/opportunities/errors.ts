/**
 * The one place where an opportunity call's failure becomes the words of spec section 8: operation + error code →
 * text. Hooks and pages ask here; none maps codes itself.
 */
import {
  type CompanyStatus,
  inactiveCompanyMessage,
  isInactiveCompanyStatus,
} from '../../../../shared/company-status.js';
import { commonFailureMessage, ErrorCode, failureOf } from '../../apollo/errors.js';
import { opportunityMessages } from './messages/outcomes.js';

const e = opportunityMessages.errors;

export type OpportunityOperation =
  | 'createOpportunity'
  | 'approveOpportunity'
  | 'rejectOpportunity'
  | 'updateOpportunity'
  | 'requestRenewal'
  | 'decideRenewal'
  | 'crmSellers'
  | 'load';

/** What the operation says when nothing more specific applies. */
const FALLBACK: Record<OpportunityOperation, string> = {
  createOpportunity: e.createFailed,
  approveOpportunity: e.approveFailed,
  rejectOpportunity: e.rejectFailed,
  updateOpportunity: e.updateFailed,
  requestRenewal: e.renewalRequestFailed,
  decideRenewal: e.renewalDecisionFailed,
  crmSellers: e.crmSellersFailed,
  load: e.generic,
};

/** The status a COMPANY_INACTIVE refusal names (design section 15); undefined for any other failure. */
export function refusedCompanyStatus(error: unknown): CompanyStatus | undefined {
  const { code, extensions } = failureOf(error);
  const status = extensions?.companyStatus;
  return code === ErrorCode.COMPANY_INACTIVE && isInactiveCompanyStatus(status as CompanyStatus)
    ? (status as CompanyStatus)
    : undefined;
}

/**
 * Spec section 8. Creation: 423 is the spec's fixed text; a company refused as not active, the reason its field shows. Decisions: a 423 carries the server's reason (e.g. the
 * current status), the CRM markers their own texts on approval; a service down for a moment says to try again
 * shortly; anything else the operation's text. An ended session needs no text: the app is already on its way to login.
 */
export function opportunityErrorMessage(operation: OpportunityOperation, error: unknown): string {
  const { code, message } = failureOf(error);
  const common = commonFailureMessage(code);
  if (common) return common;
  // A refused company in the words its CNPJ field shows (shared/company-status.ts), whoever checked first.
  const refusedStatus = refusedCompanyStatus(error);
  if (refusedStatus) return inactiveCompanyMessage(refusedStatus);
  if (code === ErrorCode.LOCKED) return operation === 'createOpportunity' ? e.locked : message || FALLBACK[operation];
  if (operation === 'approveOpportunity') {
    if (code === ErrorCode.CRM_NOT_FOUND) return e.crmNotFound;
    if (code === ErrorCode.CRM_UNAVAILABLE) return e.crmUnavailable;
  }
  return FALLBACK[operation];
}
