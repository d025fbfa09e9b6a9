import { Router } from 'express';
import { findBrand } from '../../../../brands/brands.js';
import { bearer } from '../../../lib/access-token.js';
import { badRequest, HttpError } from '../../../lib/errors.js';
import { rolesForBrand } from '../../../lib/roles.js';
import { isPasswordTooLong } from '../../../lib/validation.js';
import { signAccessToken, tokenReply } from '../access-tokens.js';
import type { AuthContext } from '../context.js';
import { parseBasicAuth } from '../credentials.js';
import { openSession, rotateRefreshToken, sessionExpired } from '../refresh-tokens.js';
import { revokeSessionOf } from '../sessions.js';
import { findUserByEmail, findUserById } from '../users.js';

const invalidCredentials = () => new HttpError(401, 'Usuário ou senha inválidos', 'UNAUTHENTICATED');

/**
 * Login (spec: GET /login?brand=, Basic auth), refresh (GET /{company}/auth/refresh_token, refresh as bearer) and
 * logout (POST /{company}/auth/logout, refresh as bearer).
 */
export function sessionRoutes(ctx: AuthContext): Router {
  const router = Router();

  router.get('/login', async (req, res) => {
    const brand = findBrand(typeof req.query.brand === 'string' ? req.query.brand : undefined);
    if (!brand) throw badRequest('Marca inválida ou não informada', { brand: 'Marca inválida ou não informada' });
    const credentials = parseBasicAuth(req.get('authorization'));
    if (!credentials) throw badRequest('Informe o usuário e a senha (Authorization: Basic)');
    const { email, password } = credentials;
    const ip = req.ip ?? 'desconhecido';

    await ctx.throttle.begin(email, ip);
    const user = await findUserByEmail(ctx.db, email);
    // An over-long password is a wrong one: it is never hashed (design section 4, passwords 8-128 characters).
    const passwordOk = !isPasswordTooLong(password) && (await ctx.checkPassword(user, password));
    const roles = user ? rolesForBrand(user.roles, brand.slug) : [];
    // One answer for every refusal, so that the reply never tells which part was wrong.
    // A failure keeps the points its attempt took.
    if (!user || !passwordOk || !user.active || !roles.length) throw ctx.throttle.failed(invalidCredentials());
    await ctx.throttle.succeeded(email, ip);

    const now = ctx.clock.now();
    const keep = req.query.keep !== 'false';
    // Refused when a deactivation or a password change committed while the password was being checked.
    const session = await openSession(
      ctx.db,
      { userId: user.id, passwordHash: user.passwordHash ?? '', brand: brand.slug, keep },
      now,
    );
    if (!session) throw invalidCredentials();
    const accessToken = await signAccessToken(await ctx.signingKeys(), user, brand.slug, roles, session.sessionId, now);
    res.set('Cache-Control', 'no-store').json(tokenReply(accessToken, session.refreshToken));
  });

  router.get('/:company/auth/refresh_token', async (req, res) => {
    const presented = bearer(req.get('authorization'));
    if (!presented) throw sessionExpired();
    const now = ctx.clock.now();
    // A reused token revokes its session: the other services hear of it before the refusal leaves.
    const rotated = await rotateRefreshToken(ctx.db, presented, req.params.company.toLowerCase(), now).catch(
      async (err: unknown) => {
        await ctx.revocations.catchUp();
        throw err;
      },
    );
    // Roles are read again: a role taken away since login no longer appears in the new access token.
    const user = await findUserById(ctx.db, rotated.userId);
    if (!user) throw sessionExpired();
    const roles = rolesForBrand(user.roles, rotated.brand);
    const accessToken = await signAccessToken(
      await ctx.signingKeys(),
      user,
      rotated.brand,
      roles,
      rotated.sessionId,
      now,
    );
    res.set('Cache-Control', 'no-store').json(tokenReply(accessToken, rotated.refreshToken));
  });

  // Ends the session for good: none of its tokens refreshes again, and its access tokens stop working in
  // every service before the reply leaves. Always 204, so that a logout never fails in front of the user and the
  // reply says nothing about the token presented.
  router.post('/:company/auth/logout', async (req, res) => {
    const presented = bearer(req.get('authorization'));
    if (presented) {
      const company = req.params.company.toLowerCase();
      await ctx.db.tx((q) => revokeSessionOf(q, presented, company, ctx.clock.now()));
      await ctx.revocations.catchUp();
    }
    res.set('Cache-Control', 'no-store').status(204).end();
  });

  return router;
}
