import { Router } from 'express';
import { type AccessClaims, bearer, refusalMessage, verifyWith } from '../../../lib/access-token.js';
import { forbidden, HttpError, notFound } from '../../../lib/errors.js';
import type { AuthContext } from '../context.js';
import { findUserById, type UserRecord } from '../users.js';

/**
 * Who may read a user: the user; a representative or support on the token's brand, any user with a role on that
 * brand (or on every brand); a resale, its own sellers. Nobody else.
 */
function mayRead(viewer: AccessClaims, target: UserRecord): boolean {
  if (viewer.sub === target.id) return true;
  if (viewer.roles.includes('REPRESENTATIVE') || viewer.roles.includes('SUPPORT')) {
    if (target.roles.some((r) => r.data.brand === viewer.brand || r.data.brand === 'all')) return true;
  }
  return viewer.roles.includes('RESALE') && target.parentId === viewer.sub;
}

/** GET /user/{id} (spec section 7, authenticator), with an access token. */
export function userRoutes(ctx: AuthContext): Router {
  const router = Router();

  router.get('/user/:id', async (req, res) => {
    const token = bearer(req.get('authorization'));
    if (!token) throw new HttpError(401, 'Token não informado');
    const keys = await ctx.signingKeys();
    const result = await verifyWith(keys.verificationKeys, token, ctx.clock.now(), ctx.revocations);
    if (!result.ok) throw new HttpError(401, refusalMessage(result.reason));
    const viewer = result.claims;
    const company = req.get('company')?.toLowerCase();
    if (company && company !== viewer.brand) throw forbidden('Token emitido para outra marca');
    // A deactivated user's tokens are revoked: verifyWith has refused them.
    const target = await findUserById(ctx.db, req.params.id);
    if (!target) throw notFound();
    if (!mayRead(viewer, target)) throw forbidden();
    res.json({
      id: target.id,
      name: target.name,
      email: target.email,
      phone: target.phone,
      doc: target.doc,
      active: target.active,
      roles: target.roles,
    });
  });

  return router;
}
