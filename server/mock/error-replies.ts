import type { GraphQLError } from 'graphql';
import { ErrorCode } from '../../schema/error-codes.js';
import { DAY_MS } from '../../shared/time.js';
import { credentialRefused, forbidden, gqlError, unauthenticated, upstreamError } from '../gateway/errors.js';
import { MAX_COST } from '../gateway/limits/constants.js';
import { INVALID_VARIABLES, REQUIRED } from '../gateway/variables.js';
import { HttpError, notFound } from '../lib/errors.js';
import { CNPJ_LOOKUP_UNAVAILABLE, providerUnavailable } from '../services/api/cnpj/brasilapi.js';
import { CrmNotFoundError, CrmUnavailableError } from '../services/api/crm/port.js';
import { companyInactive } from '../services/api/opportunities/registration/company-status.js';
import { DEAL_PROTECTED } from '../services/api/opportunities/registration/protection.js';
import { EMAIL_TAKEN_MESSAGE } from '../services/auth/accounts.js';

/** The authenticator's text for too many logins (services/auth/throttling.ts keeps it to itself). */
const RATE_LIMITED_MESSAGE = 'Muitas tentativas. Tente novamente mais tarde.';
const RATE_LIMIT_SECONDS = 60;
/** A protection that ends in 30 days: what a LOCKED creation carries for the form to show. */
const PROTECTED_DAYS = 30;

/**
 * A service's refusal as it leaves the service (lib/http.ts writes HttpError so), read by the gateway's one
 * status → code mapping (upstreamError): the `errors` scenario answers what the real gateway would, not a copy of it.
 */
function fromService(err: HttpError): GraphQLError {
  const body = { statusCode: err.status, code: err.code, message: err.message, fields: err.fields, ...err.extra };
  return upstreamError(err.status, body, err.extra?.retryAfter ? String(err.extra.retryAfter) : undefined);
}

/**
 * Every code of the catalogue (schema/error-codes.ts) as the gateway answers it, with the message and extensions
 * that the client's errors.ts files read. A new code fails the type check here until it has its reply.
 */
export const ERROR_REPLIES: Record<ErrorCode, () => GraphQLError> = {
  // No credential on a field that needs one, as the access directive says it (directives/auth.ts).
  UNAUTHENTICATED: () => unauthenticated(),
  // Credentials that do not hold, as the credential plugin refuses the operation (session/credential-plugin.ts).
  SESSION_EXPIRED: () => credentialRefused(ErrorCode.SESSION_EXPIRED),
  TOKEN_REVOKED: () => credentialRefused(ErrorCode.TOKEN_REVOKED),
  WRONG_BRAND: () => credentialRefused(ErrorCode.WRONG_BRAND),
  FORBIDDEN: () => forbidden(),
  // The variables plugin's refusal (variables.ts): the form marks the field named in `fields`.
  BAD_USER_INPUT: () => gqlError('BAD_USER_INPUT', INVALID_VARIABLES, { fields: { name: REQUIRED } }),
  NOT_FOUND: () => fromService(notFound()),
  CONFLICT: () => fromService(new HttpError(409, EMAIL_TAKEN_MESSAGE)),
  LOCKED: () =>
    fromService(
      new HttpError(423, DEAL_PROTECTED, 'LOCKED', undefined, {
        protectedUntil: new Date(Date.now() + PROTECTED_DAYS * DAY_MS).toISOString(),
      }),
    ),
  RATE_LIMITED: () =>
    fromService(
      new HttpError(429, RATE_LIMITED_MESSAGE, 'RATE_LIMITED', undefined, { retryAfter: RATE_LIMIT_SECONDS }),
    ),
  COMPANY_INACTIVE: () => fromService(companyInactive('BAIXADA')),
  CRM_NOT_FOUND: () => fromService(new CrmNotFoundError('conta do cliente não encontrada')),
  CRM_UNAVAILABLE: () => fromService(new CrmUnavailableError('tempo esgotado ao chamar o CRM')),
  // No reply from the service at all: the gateway says to try again shortly, with `retryAfter`.
  SERVICE_UNAVAILABLE: () => upstreamError(undefined, undefined),
  CNPJ_LOOKUP_UNAVAILABLE: () => {
    const err = providerUnavailable();
    return upstreamError(err.status, { code: CNPJ_LOOKUP_UNAVAILABLE, message: err.message });
  },
  // The cost limit's refusal (limits/cost.ts), one over the bound.
  QUERY_TOO_COMPLEX: () =>
    gqlError(
      ErrorCode.QUERY_TOO_COMPLEX,
      `Consulta muito custosa: custo estimado ${MAX_COST + 1} (máximo ${MAX_COST}).`,
      {
        cost: MAX_COST + 1,
        maxCost: MAX_COST,
      },
    ),
  INTERNAL_SERVER_ERROR: () => fromService(new HttpError(500, 'falha interna')),
};

/** The catalogue in its order, for the `errors` scenario without a code: each request answers the next one. */
export const ERROR_CODES = Object.keys(ERROR_REPLIES) as ErrorCode[];
