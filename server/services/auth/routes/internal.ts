import { Router } from 'express';
import { z } from 'zod';
import { conflict, HttpError, notFound } from '../../../lib/errors.js';
import { hashPassword } from '../../../lib/password.js';
import { requireServiceKey } from '../../../lib/service-auth.js';
import { signApiTokenAccess } from '../access-tokens.js';
import { createAccount, createUserSchema, roleAssignmentSchema, roleBrandSchema } from '../accounts.js';
import { findUsableApiToken, isLiveApiTokenOfOtherBrand } from '../api-tokens.js';
import type { AuthContext } from '../context.js';
import {
  assertPasswordPolicy,
  issuePasswordToken,
  passwordTokenStatus,
  redeemPasswordToken,
} from '../password-tokens.js';
import { revokeUser } from '../sessions.js';
import {
  addRole,
  deactivateUser,
  deleteUnusedUser,
  findUserByEmail,
  findUserById,
  findUsersByIds,
  findUsersWithRole,
  reactivateUser,
  setPasswordHash,
  toAuthUser,
} from '../users.js';

const holdersSchema = z.object({ role: roleAssignmentSchema.shape.name, brand: roleBrandSchema });
const batchSchema = z.object({ ids: z.array(z.string()).max(10_000) });
const passwordTokenSchema = z
  .object({
    email: z.string().trim().min(1).nullish(),
    userId: z.string().nullish(),
    purpose: z.enum(['invite', 'reset'], { error: 'Finalidade inválida' }),
  })
  .refine((b) => b.email || b.userId, { message: 'Informe email ou userId', path: ['email'] });
const exchangeSchema = z.object({ token: z.string().max(200), brand: z.string().max(60) });
const statusSchema = z.object({ token: z.string({ error: 'Token não informado' }).max(200) });
const redeemSchema = z.object({ token: z.string({ error: 'Token não informado' }), password: z.unknown() });
const passwordSchema = z.object({ password: z.unknown() });
const reactivateSchema = z.object({
  name: createUserSchema.shape.name,
  phone: createUserSchema.shape.phone,
});
const reclaimSchema = z.object({ email: z.string({ error: 'Informe o email' }).trim().min(1, 'Informe o email') });

/**
 * The calls only the other services make (server/services/api/clients/auth-client.ts is their contract). They sit
 * behind the shared service key and are never routed through the gateway.
 */
export function internalRoutes(ctx: AuthContext): Router {
  const router = Router();
  router.use(requireServiceKey(ctx.config.serviceKey));

  const existingUser = async (id: string) => {
    const user = await findUserById(ctx.db, id);
    if (!user) throw notFound();
    return user;
  };

  // 201 for a new identity; 200 when the caller repeats a create with its id (the identity it created before).
  router.post('/users', async (req, res) => {
    const { id, created } = await createAccount(ctx.db, createUserSchema.parse(req.body));
    res.status(created ? 201 : 200).json({ id });
  });

  // An account creation that cannot complete gives its e-mail back: only an identity nobody ever used.
  router.delete('/users/:id', async (req, res) => {
    const { email } = reclaimSchema.parse(req.query);
    const outcome = await ctx.db.tx((q) => deleteUnusedUser(q, req.params.id, email));
    if (outcome === 'in-use') throw conflict('Usuário em uso: não pode ser removido');
    res.status(204).end();
  });

  router.get('/users', async (req, res) => {
    const { role, brand } = holdersSchema.parse(req.query);
    res.json({ data: (await findUsersWithRole(ctx.db, role, brand)).map(toAuthUser) });
  });

  router.post('/users/batch', async (req, res) => {
    const { ids } = batchSchema.parse(req.body);
    res.json({ data: (await findUsersByIds(ctx.db, ids)).map(toAuthUser) });
  });

  router.get('/users/by-email', async (req, res) => {
    const email = typeof req.query.email === 'string' ? req.query.email : '';
    const user = email ? await findUserByEmail(ctx.db, email) : undefined;
    if (!user) throw notFound();
    res.json(toAuthUser(user));
  });

  // The gateway's exchange of an internal tool's API token for an access token of the request's brand. A live token
  // of another brand is refused as WRONG_BRAND (its holder is told to use its own brand's address); every other
  // refusal (unknown, revoked, expired) is one answer, TOKEN_REVOKED.
  router.post('/api-tokens/exchange', async (req, res) => {
    const { token, brand } = exchangeSchema.parse(req.body);
    const now = ctx.clock.now();
    const found = await findUsableApiToken(ctx.db, token, brand.toLowerCase(), now);
    if (!found && (await isLiveApiTokenOfOtherBrand(ctx.db, token, brand.toLowerCase(), now))) {
      throw new HttpError(401, 'Token de API de outra marca', 'WRONG_BRAND');
    }
    if (!found) throw new HttpError(401, 'Token de API inválido, expirado ou revogado', 'TOKEN_REVOKED');
    const accessToken = await signApiTokenAccess(await ctx.signingKeys(), found, now);
    res.set('Cache-Control', 'no-store').json({ data: { access_token: accessToken, token_type: 'Bearer' } });
  });

  router.get('/users/:id/roles', async (req, res) => {
    res.json({ roles: (await existingUser(req.params.id)).roles });
  });

  // Idempotent: a reseller approved in a second brand keeps one identity and gains the role there.
  router.post('/users/:id/roles', async (req, res) => {
    const role = roleAssignmentSchema.parse(req.body);
    const user = await existingUser(req.params.id);
    await addRole(ctx.db, user.id, role);
    res.status(204).end();
  });

  router.post('/users/:id/deactivate', async (req, res) => {
    const user = await existingUser(req.params.id);
    const now = ctx.clock.now();
    await ctx.db.tx(async (q) => {
      await deactivateUser(q, user.id, now);
      await revokeUser(q, user.id, now);
    });
    // The other services hear of it before the caller does: access ends at once everywhere.
    await ctx.revocations.catchUp();
    res.status(204).end();
  });

  // A deleted seller brought back by its reseller: active, no password until the new invitation's link sets one.
  router.post('/users/:id/reactivate', async (req, res) => {
    const { name, phone } = reactivateSchema.parse(req.body ?? {});
    const done = await ctx.db.tx((q) =>
      reactivateUser(q, req.params.id, { name, phone: phone ?? null }, ctx.clock.now()),
    );
    if (!done) throw notFound();
    res.status(204).end();
  });

  router.post('/users/:id/password', async (req, res) => {
    const { password } = passwordSchema.parse(req.body ?? {});
    assertPasswordPolicy(password);
    const user = await existingUser(req.params.id);
    await setPasswordHash(ctx.db, user.id, await hashPassword(password), ctx.clock.now());
    res.status(204).end();
  });

  router.post('/password-tokens', async (req, res) => {
    const input = passwordTokenSchema.parse(req.body);
    const { token, user } = await issuePasswordToken(ctx.db, input, ctx.clock.now());
    res.status(201).json({ token, user });
  });

  // Read-only: the link's page asks it when it opens; the token stays usable.
  router.post('/password-tokens/status', async (req, res) => {
    const { token } = statusSchema.parse(req.body);
    res.json({ status: await passwordTokenStatus(ctx.db, token, ctx.clock.now()) });
  });

  router.post('/password-tokens/redeem', async (req, res) => {
    const { token, password } = redeemSchema.parse(req.body);
    // Whose password it was: the main API records the change in that user's history.
    const redeemed = await redeemPasswordToken(ctx.db, token, password, ctx.clock.now());
    await ctx.revocations.catchUp();
    res.json(redeemed);
  });

  return router;
}
