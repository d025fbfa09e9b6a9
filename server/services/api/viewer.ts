import type { Request, RequestHandler, Response } from 'express';
import { bearer, refusalMessage, type TokenVerifier, viewerOfClaims } from '../../lib/access-token.js';
import { HttpError } from '../../lib/errors.js';
import { hasAnyRole, type Role, type TokenViewer } from '../../lib/roles.js';

/** The caller of a main API request, from its verified access token, with the token itself (passed on to calls). */
export interface Viewer extends TokenViewer {
  token: string;
}

export const viewerOf = (res: Response): Viewer => res.locals.viewer as Viewer;
export const hasRole = (v: Viewer, ...roles: Role[]) => hasAnyRole(v, roles);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The caller a request's credentials prove, or the refusal: 401 for a token missing, invalid or expired. The token is
 * bound to the brand it was issued for: a `company` header naming another brand gets 403, so nothing of another brand
 * is ever reachable. A token of a session that ended (logout) or of a deactivated user is refused at once: `verify`
 * checks revocations.
 */
async function viewerOfRequest(verify: TokenVerifier, req: Request): Promise<Viewer> {
  const token = bearer(req.get('authorization'));
  if (!token) throw new HttpError(401, 'Token não informado');
  const result = await verify(token);
  if (!result.ok) throw new HttpError(401, refusalMessage(result.reason));
  const c = result.claims;
  const company = req.get('company')?.toLowerCase();
  if (company && company !== c.brand) throw new HttpError(403, 'Token emitido para outra marca');
  // A read-only API token changes nothing, whichever way its call arrives (the gateway refuses its mutations first).
  if (c.apiToken?.readOnly && !SAFE_METHODS.has(req.method)) {
    throw new HttpError(403, 'Token somente leitura: esta operação altera dados');
  }
  return { ...viewerOfClaims(c), token };
}

/** Requires valid credentials (`viewerOfRequest`) and hands the route its viewer. */
export function authenticate(verify: TokenVerifier): RequestHandler {
  return async (req, res, next) => {
    res.locals.viewer = await viewerOfRequest(verify, req);
    next();
  };
}

/**
 * The caller whose replies a write's Idempotency-Key is kept for (idempotency.ts): the user the credentials prove,
 * checked as the route checks them; none for a request without credentials or one they refuse.
 */
export const idempotencyCaller =
  (verify: TokenVerifier) =>
  async (req: Request): Promise<string | null> => {
    try {
      return (await viewerOfRequest(verify, req)).id;
    } catch (err) {
      if (err instanceof HttpError) return null;
      throw err;
    }
  };

/** 403 "Permission denied" unless the viewer holds one of `roles` on the token's brand. */
export function allow(...roles: Role[]): RequestHandler {
  return (_req, res, next) => {
    if (!hasRole(viewerOf(res), ...roles)) throw new HttpError(403, 'Permission denied');
    next();
  };
}
