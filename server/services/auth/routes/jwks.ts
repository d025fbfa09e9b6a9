import { Router } from 'express';
import type { AuthContext } from '../context.js';

/** The public keys that verify access tokens, by kid; the main API fetches them (design section 4: tokens). */
export function jwksRoutes(ctx: AuthContext): Router {
  const router = Router();
  router.get('/.well-known/jwks.json', async (_req, res) => {
    const { jwks } = await ctx.signingKeys();
    res.set('Cache-Control', 'public, max-age=300').json(jwks);
  });
  return router;
}
