/**
 * An error that a route turns into an HTTP reply. `code` is the machine-readable code for programs; `message` the
 * text for people (Portuguese where a person reads it); `fields` the per-field errors of a 400.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string = codeForStatus(status),
    readonly fields?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export function codeForStatus(status: number): string {
  switch (status) {
    case 400:
      return 'BAD_REQUEST';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 423:
      return 'LOCKED';
    case 429:
      return 'RATE_LIMITED';
    default:
      return status >= 500 ? 'INTERNAL' : 'ERROR';
  }
}

/** What a caller reads when a call may succeed if tried again shortly (a dropped database connection, a service down). */
export const SERVICE_UNAVAILABLE_MESSAGE = 'Serviço temporariamente indisponível. Tente novamente em instantes.';

/**
 * A failure that says the service cannot serve now rather than that the call was wrong (lib/http.ts answers it 503
 * with SERVICE_UNAVAILABLE_MESSAGE): `reason` is logged, and the caller told to try again after `retryAfterSeconds`.
 */
export interface Unavailable {
  reason: string;
  retryAfterSeconds: number;
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, message, 'BAD_REQUEST', fields);
export const unauthenticated = (message = 'Não autenticado') => new HttpError(401, message);
export const forbidden = (message = 'Permission denied') => new HttpError(403, message);
export const notFound = (message = 'Not Found Exception') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const locked = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(423, message, 'LOCKED', undefined, extra);
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new HttpError(429, message, 'RATE_LIMITED', undefined, retryAfterSeconds ? { retryAfter: retryAfterSeconds } : {});
