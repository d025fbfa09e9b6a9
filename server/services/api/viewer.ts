import type { RequestHandler, Response } from 'express';
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
 * Requires a valid access token (401 otherwise: missing, invalid or expired). The token is bound to the brand it was
 * issued for: a `company` header naming another brand gets 403, so nothing of another brand is ever reachable.
 * A token of a session that ended (logout) or of a deactivated user is refused at once: `verify` checks revocations.
 */
export function authenticate(verify: TokenVerifier): RequestHandler {
  return async (req, res, next) => {
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
    res.locals.viewer = { ...viewerOfClaims(c), token } satisfies Viewer;
    next();
  };
}

/** 403 "Permission denied" unless the viewer holds one of `roles` on the token's brand. */
export function allow(...roles: Role[]): RequestHandler {
  return (_req, res, next) => {
    if (!hasRole(viewerOf(res), ...roles)) throw new HttpError(403, 'Permission denied');
    next();
  };
}
