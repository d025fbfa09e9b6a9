import type { ApolloServerPlugin } from '@apollo/server';
import type { Response } from 'express';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { type CredentialRefusal, ErrorCode, isErrorCode } from '../../schema/error-codes.js';
import { codeForStatus, SERVICE_UNAVAILABLE_MESSAGE } from '../lib/errors.js';
import type { RestErrorBody } from './datasources/types.js';

export { ErrorCode };

/** Shown instead of the text of server errors: the details stay in the log. */
export const GENERIC_MESSAGE = 'Houve um erro. Tente novamente mais tarde!';

/**
 * An error of an upstream reply; `status` stays on the object (never serialised) for the 401 retry, and so does the
 * service's own `code` (`restCode`), for a caller that tells refusals of one status apart (session/api-tokens.ts).
 */
export class UpstreamError extends GraphQLError {
  constructor(
    readonly status: number,
    message: string,
    extensions: Record<string, unknown>,
    readonly restCode?: string,
  ) {
    super(message, { extensions });
  }
}

export const gqlError = (code: ErrorCode, message: string, extra: Record<string, unknown> = {}) =>
  new GraphQLError(message, { extensions: { code, ...extra } });

/** No credential on a field that needs one: the person is asked to log in (nothing of theirs "ended"). */
export const LOGIN_REQUIRED_MESSAGE = 'Faça login para continuar.';
export const unauthenticated = (message = LOGIN_REQUIRED_MESSAGE) => gqlError('UNAUTHENTICATED', message);

/** Spec section 8's text for a session that no longer holds, and its neighbours' (design section 8). */
export const CREDENTIAL_REFUSAL_MESSAGES: Record<CredentialRefusal, string> = {
  SESSION_EXPIRED: 'Sua sessão encerrou',
  TOKEN_REVOKED: 'Token de API inválido, revogado ou expirado. Peça um novo token ao operador do portal.',
  WRONG_BRAND: 'Estas credenciais são de outra marca do portal. Entre pelo endereço da sua marca.',
};
/**
 * Credentials that were sent but do not hold: never answered as anonymous. `http.status` 401 tells scripts and
 * proxies, and the client's GraphQL link still reads the body (application/graphql-response+json).
 */
export const credentialRefused = (code: CredentialRefusal) =>
  gqlError(code, CREDENTIAL_REFUSAL_MESSAGES[code], { http: { status: 401 } });
export const forbidden = (message = 'Permission denied') => gqlError('FORBIDDEN', message);
export const badUserInput = (message: string, fields?: Record<string, string>) =>
  gqlError('BAD_USER_INPUT', message, fields ? { fields } : {});

/** Statuses where the request is at fault though not a plain 400: too large (413, 414, 431), or refused as sent (422). */
const CLIENT_FAULT = new Set([413, 414, 422, 431]);

/** A status's GraphQL code: the services' own code for it (lib/errors.ts), in GraphQL's names. */
function codeFor(status: number, message: string): ErrorCode {
  // The CRM markers win over the status: the spec matches them in any 4xx text (section 8).
  if (message.includes('SF404')) return ErrorCode.CRM_NOT_FOUND;
  if (status === 424 || message.includes('[SFERROR]')) return ErrorCode.CRM_UNAVAILABLE;
  const rest = codeForStatus(status);
  if (rest === 'BAD_REQUEST' || CLIENT_FAULT.has(status)) return ErrorCode.BAD_USER_INPUT;
  return isErrorCode(rest) ? rest : ErrorCode.INTERNAL_SERVER_ERROR;
}

/**
 * Replies that say "not now": the service lost its database (503 with Retry-After, lib/http.ts), or a proxy in front
 * of it found it down or slow (502, 504). Like no reply at all, the same call may succeed shortly.
 */
const UNAVAILABLE = new Set([502, 503, 504]);
/** How long a client waits before trying again when the service did not say (no reply, no Retry-After). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Seconds to wait, from the body's `retryAfter` or a Retry-After header in seconds; undefined when neither says. */
function retryAfterOf(reply: RestErrorBody, header: string | null | undefined): number | undefined {
  const seconds = reply.retryAfter ?? (header && /^\d+$/.test(header.trim()) ? Number(header) : undefined);
  return seconds !== undefined && Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

/** Replies of a service (or of Node's HTTP parser, with no body) to a request above its size limits. */
const TOO_LARGE = new Set([413, 414, 431]);
export const TOO_LARGE_MESSAGE = 'Requisição grande demais';

/**
 * The one place where an upstream reply becomes a GraphQL error: the status picks `extensions.code`, the service's
 * (Portuguese) message is kept, along with what a client acts on (`fields` of a 400, `protectedUntil` of a 423,
 * `retryAfter` of a 429). A service that is unreachable or says it is unavailable gives SERVICE_UNAVAILABLE with
 * the seconds to wait; other server errors a generic message: their text may name internals. `status` undefined =
 * no reply (connection refused or reset, timeout).
 */
export function upstreamError(status: number | undefined, body: unknown, retryAfterHeader?: string | null) {
  const reply = (body && typeof body === 'object' ? body : {}) as RestErrorBody;
  const text = typeof reply.message === 'string' ? reply.message : typeof body === 'string' ? body : '';
  // The API is up but its CNPJ lookup service is not: unlike SERVICE_UNAVAILABLE, the registration form goes on
  // with the company typed, so the code names it apart.
  if (status === 503 && reply.code === 'CNPJ_LOOKUP_UNAVAILABLE') {
    return new UpstreamError(status, text || SERVICE_UNAVAILABLE_MESSAGE, { code: 'CNPJ_LOOKUP_UNAVAILABLE' });
  }
  if (status === undefined || (UNAVAILABLE.has(status) && !text.includes('[SFERROR]'))) {
    return new UpstreamError(status ?? 503, SERVICE_UNAVAILABLE_MESSAGE, {
      code: 'SERVICE_UNAVAILABLE',
      retryAfter: retryAfterOf(reply, retryAfterHeader) ?? UNAVAILABLE_RETRY_AFTER_SECONDS,
    });
  }
  if (status >= 500 && !text.includes('[SFERROR]')) {
    return new UpstreamError(status, GENERIC_MESSAGE, { code: 'INTERNAL_SERVER_ERROR' });
  }
  // A company refused as not active keeps its own code: the client words it from the status, fields or not.
  const code = reply.code === ErrorCode.COMPANY_INACTIVE ? ErrorCode.COMPANY_INACTIVE : codeFor(status, text);
  const extensions: Record<string, unknown> = { code };
  if ((code === 'BAD_USER_INPUT' || code === 'COMPANY_INACTIVE') && reply.fields) extensions.fields = reply.fields;
  if (code === 'COMPANY_INACTIVE' && reply.companyStatus) extensions.companyStatus = reply.companyStatus;
  if (reply.protectedUntil) extensions.protectedUntil = reply.protectedUntil;
  if (status === 429) {
    const retryAfter = retryAfterOf(reply, retryAfterHeader);
    if (retryAfter) extensions.retryAfter = retryAfter;
  }
  const fallback = TOO_LARGE.has(status) ? TOO_LARGE_MESSAGE : GENERIC_MESSAGE;
  return new UpstreamError(
    status,
    text || fallback,
    extensions,
    typeof reply.code === 'string' ? reply.code : undefined,
  );
}

/** The HTTP statuses of the gateway's own refusals, answered outside GraphQL (the export route); others are 500. */
const REFUSAL_STATUS: Partial<Record<string, number>> = {
  UNAUTHENTICATED: 401,
  SESSION_EXPIRED: 401,
  TOKEN_REVOKED: 401,
  WRONG_BRAND: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  QUERY_TOO_COMPLEX: 400,
  BAD_REQUEST: 400,
};

/**
 * A GraphQL error answered as a plain HTTP reply (the export route, which streams NDJSON rather than GraphQL):
 * `{ error: { code, message, fields } }`, the status of the service for an upstream error and the one of the
 * gateway's refusal otherwise, and Retry-After when the error says how long to wait (as GraphQL replies carry it).
 */
export function sendRestError(res: Response, err: GraphQLError) {
  const { code = 'INTERNAL_SERVER_ERROR', retryAfter, fields } = err.extensions;
  const status = err instanceof UpstreamError ? err.status : (REFUSAL_STATUS[String(code)] ?? 500);
  if (retryAfter !== undefined) res.set('Retry-After', String(retryAfter));
  res.status(status).json({ error: { code: String(code), message: err.message, fields } });
}

/**
 * Awaits an upstream call whose 400 names its fields by the REST body and renames them with `toInput` to the paths of
 * the GraphQL input (`project.application`, `products.0.amount`): every BAD_USER_INPUT of a mutation is keyed like
 * the variables' own errors (variables.ts), whatever the service calls them.
 */
export async function withInputPaths<T>(call: Promise<T>, toInput: (restKey: string) => string): Promise<T> {
  try {
    return await call;
  } catch (err) {
    const fields = err instanceof UpstreamError ? err.extensions.fields : undefined;
    if (!(err instanceof UpstreamError) || !fields || typeof fields !== 'object') throw err;
    const renamed: Record<string, string> = {};
    for (const [key, message] of Object.entries(fields as Record<string, string>)) renamed[toInput(key)] ??= message;
    throw new UpstreamError(err.status, err.message, { ...err.extensions, fields: renamed });
  }
}

const KNOWN_CODES = new Set<string>([
  ...Object.values(ErrorCode).filter((code) => code !== ErrorCode.INTERNAL_SERVER_ERROR),
  // Apollo's own request errors: their messages name the query's problem, not internals.
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_REQUEST',
]);

/**
 * Apollo files every validation error under GRAPHQL_VALIDATION_FAILED and a too-long document under
 * GRAPHQL_PARSE_FAILED; the limits of limits/ answer under their own code, so that clients tell them apart.
 */
function limitError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError | undefined {
  const original = (error as GraphQLError | undefined)?.originalError as GraphQLError | undefined;
  if (
    formatted.extensions?.code === 'GRAPHQL_VALIDATION_FAILED' &&
    original?.extensions?.code === 'QUERY_TOO_COMPLEX'
  ) {
    return { ...formatted, extensions: { ...formatted.extensions, code: 'QUERY_TOO_COMPLEX' } };
  }
  // graphql-js words it "Document contains more that N tokens" (sic); both spellings are matched.
  const tokens = /more tha[nt] (\d+) tokens/.exec(formatted.message);
  if (formatted.extensions?.code === 'GRAPHQL_PARSE_FAILED' && tokens) {
    return {
      message: `Consulta grande demais: mais de ${tokens[1]} tokens.`,
      extensions: { ...formatted.extensions, code: 'QUERY_TOO_COMPLEX', maxTokens: Number(tokens[1]) },
    };
  }
  return undefined;
}

/**
 * graphql-js appends ` Did you mean "name"?` / ` Did you mean the enum value "ANALYSIS"?` to many texts (validation,
 * variable coercion). Apollo hides them for validation errors only; in production every one goes, since they spell
 * out the schema that introspection keeps closed.
 */
export const withoutSuggestions = (message: string) => message.replace(/\s*Did you mean [^?]*\?/g, '');

/**
 * Apollo's formatError: errors with a known code pass as they are; anything else (a bug, an unexpected throw) is
 * logged by the caller and answered with the generic message, so that no stack trace, SQL or internal URL reaches a
 * client in production. Outside production the original text is kept to help development; in production the
 * schema suggestions are stripped from every message.
 */
export function formatError(production: boolean, log: (err: unknown) => void) {
  const classify = (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const limit = limitError(formatted, error);
    if (limit) return limit;
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && KNOWN_CODES.has(code)) return formatted;
    if (code === 'INTERNAL_SERVER_ERROR' && formatted.message === GENERIC_MESSAGE) return formatted;
    log(error);
    if (!production) return formatted;
    return {
      message: GENERIC_MESSAGE,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
  if (!production) return classify;
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const out = classify(formatted, error);
    const message = withoutSuggestions(out.message);
    return message === out.message ? out : { ...out, message };
  };
}

/**
 * A reply with nothing but "not now" is told at the HTTP level too: 503 and Retry-After (the longest wait asked for),
 * as proxies, monitors and scripts understand it. A reply that carries data keeps its 2xx status (GraphQL over HTTP:
 * partial data is a success), with the Retry-After header for the fields that failed.
 */
export function serviceUnavailablePlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const { data, errors } = response.body.singleResult;
          const waits = (errors ?? [])
            .filter((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE')
            .map((e) => Number(e.extensions?.retryAfter) || UNAVAILABLE_RETRY_AFTER_SECONDS);
          if (!waits.length) return;
          response.http.headers.set('retry-after', String(Math.max(...waits)));
          if (data == null) response.http.status = 503;
        },
      };
    },
  };
}
