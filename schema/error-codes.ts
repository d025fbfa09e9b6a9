/**
 * The codes a GraphQL error carries in `extensions.code` (design section 5): the contract with every client of the
 * gateway, beside the SDL. The gateway gives them (server/gateway/errors.ts), the schema mocks can answer each one,
 * and the web client maps them to the spec's Portuguese texts (client/src/apollo/errors.ts and each feature's
 * errors.ts). A new code is added here, once.
 */
export const ErrorCode = {
  /**
   * No credential at all (no session cookie, no bearer token) on a field that needs a signed-in user; also a login's
   * wrong e-mail or password. The client asks the person to log in.
   */
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  /**
   * A session (cookies, or a bearer access token) that no longer holds: expired, ended by a logout or a revocation,
   * or unreadable. Refused on every field, public ones included; the cookies are cleared. "Sua sessão encerrou".
   */
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  /** An internal tool's API token (`tok_…`) that is unknown, revoked or past its expiry. Refused on every field. */
  TOKEN_REVOKED: 'TOKEN_REVOKED',
  /**
   * A session or API token issued for another brand than the host's: it opens nothing here, public fields included.
   * The cookies of such a session are cleared; the person logs in on this brand's address, or goes to their own.
   */
  WRONG_BRAND: 'WRONG_BRAND',
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

/** The codes of credentials that were sent but do not hold (design section 8): each refuses the whole operation. */
export const CREDENTIAL_REFUSALS = [ErrorCode.SESSION_EXPIRED, ErrorCode.TOKEN_REVOKED, ErrorCode.WRONG_BRAND] as const;
export type CredentialRefusal = (typeof CREDENTIAL_REFUSALS)[number];

const CODES = new Set<string>(Object.values(ErrorCode));
export const isErrorCode = (code: unknown): code is ErrorCode => typeof code === 'string' && CODES.has(code);
