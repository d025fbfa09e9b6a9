/**
 * The codes a GraphQL error carries in `extensions.code` (design section 5): the contract with every client of the
 * gateway, beside the SDL. The gateway gives them (server/gateway/errors.ts), the schema mocks can answer each one,
 * and the web client maps them to the spec's Portuguese texts (client/src/apollo/errors.ts and each feature's
 * errors.ts). A new code is added here, once.
 */
export const ErrorCode = {
  /** No session, or it ended: the client goes to the login page. */
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  /** The viewer's role or brand may not do this. */
  FORBIDDEN: 'FORBIDDEN',
  /** A wrong value; `fields` holds each wrong field's message. */
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  /** The record's state refuses the change (a status already decided, a protected customer: `protectedUntil`). */
  LOCKED: 'LOCKED',
  /** Too many tries; `retryAfter` seconds to wait when known. */
  RATE_LIMITED: 'RATE_LIMITED',
  /**
   * A registration refused because the Receita Federal lists the customer's company as not active: `companyStatus`
   * (BAIXADA, INAPTA, SUSPENSA, NULA) says which, and `fields.cnpj` the reason (design section 15).
   */
  COMPANY_INACTIVE: 'COMPANY_INACTIVE',
  /** The CRM does not know the customer's account (its reply carried SF404). */
  CRM_NOT_FOUND: 'CRM_NOT_FOUND',
  /** The CRM failed or could not be reached ([SFERROR]). */
  CRM_UNAVAILABLE: 'CRM_UNAVAILABLE',
  /** A service is down or lost its database for a moment: the same call may succeed shortly (`retryAfter` s). */
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  /** The API answers but its CNPJ lookup service failed: the registration goes on with the company typed. */
  CNPJ_LOOKUP_UNAVAILABLE: 'CNPJ_LOOKUP_UNAVAILABLE',
  /** The operation is deeper, longer or costlier than the gateway's limits. */
  QUERY_TOO_COMPLEX: 'QUERY_TOO_COMPLEX',
  /** Anything else; the details stay in the gateway's log. */
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

const CODES = new Set<string>(Object.values(ErrorCode));
export const isErrorCode = (code: unknown): code is ErrorCode => typeof code === 'string' && CODES.has(code);
