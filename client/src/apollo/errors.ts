import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { CREDENTIAL_REFUSALS, ErrorCode } from '../../../schema/error-codes.js';

/** The codes of `extensions.code`, one catalogue for the gateway and the client (schema/error-codes.ts). */
export { ErrorCode };
export type ErrorCodeName = ErrorCode;

/**
 * What every feature says on SERVICE_UNAVAILABLE, whatever the operation: the spec has no text for it, and telling
 * the user to try again shortly is truer than an operation's generic failure (the gateway's own wording).
 */
export const SERVICE_UNAVAILABLE_MESSAGE = 'Serviço temporariamente indisponível. Tente novamente em instantes.';

/** What every feature says when a call finds the session ended (spec section 8, "Session and generic"). */
export const SESSION_ENDED_MESSAGE = 'Sua sessão encerrou';

/**
 * The failures every feature words alike, whatever the operation: an ended session and a service down for a moment.
 * Undefined for any other code: the feature's errors.ts picks its own text.
 */
export function commonFailureMessage(code: string | undefined): string | undefined {
  if (code === ErrorCode.UNAUTHENTICATED) return SESSION_ENDED_MESSAGE;
  if (code === ErrorCode.SERVICE_UNAVAILABLE) return SERVICE_UNAVAILABLE_MESSAGE;
  return undefined;
}

/** The facts a feature's messages.ts needs to pick its Portuguese text: code, upstream status and message. */
export interface ApiFailure {
  code?: string;
  status?: number;
  message?: string;
  fields?: Record<string, string>;
  /** The first error's other extensions, for a code that carries more (a refused company's `companyStatus`). */
  extensions?: Record<string, unknown>;
}

/** A failed call outside GraphQL (the export route): its HTTP status and the gateway's error code. */
export class HttpFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(`HTTP ${status}${code ? ` ${code}` : ''}`);
  }
}

export function failureOf(error: unknown): ApiFailure {
  if (error instanceof HttpFailure) return { code: error.code, status: error.status };
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const ext = (first?.extensions ?? {}) as Record<string, unknown>;
    return {
      code: typeof ext.code === 'string' ? ext.code : undefined,
      status: typeof ext.status === 'number' ? ext.status : undefined,
      message: first?.message,
      fields: isRecord(ext.fields) ? (ext.fields as Record<string, string>) : undefined,
      extensions: ext,
    };
  }
  if (ServerError.is(error)) return { status: error.statusCode, message: error.message };
  if (error instanceof Error) return { message: error.message };
  return {};
}

export function hasCode(error: unknown, code: string): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === code);
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The codes that end what the browser holds as a session: none was sent, or the one sent does not hold. */
const SESSION_ENDS: readonly string[] = [ErrorCode.UNAUTHENTICATED, ...CREDENTIAL_REFUSALS];
export type SessionEnd = typeof ErrorCode.UNAUTHENTICATED | (typeof CREDENTIAL_REFUSALS)[number];

export const isSessionEndCode = (code: unknown): code is SessionEnd => SESSION_ENDS.includes(code as string);

/** Why the call says the session is over (design section 8), or undefined when it does not. */
export function sessionEndOf(error: unknown): SessionEnd | undefined {
  if (error instanceof HttpFailure) return isSessionEndCode(error.code) ? error.code : undefined;
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors.map((e) => e.extensions?.code).find(isSessionEndCode);
}

/**
 * The session ended during the call: the Apollo error link already sends the user to login, so a page shows no
 * error modal of its own over the login page.
 */
export const isSessionEnd = (error: unknown) => sessionEndOf(error) !== undefined;
