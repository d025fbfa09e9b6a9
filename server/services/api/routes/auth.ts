import { Router } from 'express';
import { z } from 'zod';
import { findBrand } from '../../../../brands/brands.js';
import { badRequest, forbidden, notFound } from '../../../lib/errors.js';
import { consumeOrRefuse } from '../../../lib/ratelimit.js';
import { type RoleAssignment, rolesForBrand } from '../../../lib/roles.js';
import { isPasswordTooLong, PASSWORD_POLICY, PASSWORD_TOO_LONG, parseBody } from '../../../lib/validation.js';
import { isUnderCreation } from '../accounts/creations.js';
import { resetMailThrottle } from '../accounts/reset-mails.js';
import type { ApiContext } from '../context.js';
import { recordHistory } from '../history/record.js';
import { enqueueMail } from '../mail/outbox.js';
import { mailTemplates } from '../mail/templates.js';
import { pageOrigin } from '../origin.js';
import { isUuid } from '../query.js';
import { hasRole, type Viewer, viewerOf } from '../viewer.js';

/** Spec section 5 (Settings), worded as the authenticator words it, which checks the same policy again. */
export const WEAK_PASSWORD_MESSAGE =
  'A senha deve ter no mínimo 8 caracteres, incluindo uma letra maiúscula, um caractere especial e um número';
const RESET_REQUESTS_PER_WINDOW = 5;
const RESET_WINDOW_SECONDS = 15 * 60;
/** Checks of password links per IP in the reset window: each opening of a link's page is one, reloads included. */
const LINK_CHECKS_PER_WINDOW = 30;

const passwordBody = z.object({ password: z.string({ error: 'Campo obrigatório' }).min(1, 'Campo obrigatório') });
const resetBody = z.object({
  company: z.string({ error: 'Campo obrigatório' }).trim().min(1, 'Campo obrigatório'),
  email: z.string({ error: 'Campo obrigatório' }).trim().toLowerCase().pipe(z.email('Verifique o email digitado')),
  redirect_url: z.string().optional(),
});
const linkBody = z.object({ token: z.string({ error: 'Campo obrigatório' }).min(1, 'Campo obrigatório').max(200) });
const confirmBody = z.object({
  token: z.string({ error: 'Campo obrigatório' }).min(1, 'Campo obrigatório'),
  password: z.string({ error: 'Campo obrigatório' }).min(1, 'Campo obrigatório'),
});

function checkPolicy(password: string) {
  if (isPasswordTooLong(password)) throw badRequest(PASSWORD_TOO_LONG, { password: PASSWORD_TOO_LONG });
  if (!PASSWORD_POLICY.test(password)) {
    throw badRequest(WEAK_PASSWORD_MESSAGE, { password: WEAK_PASSWORD_MESSAGE });
  }
}

/**
 * The account calls the spec puts on the main API. They delegate to the authenticator's internal calls (design
 * section 4, service boundaries): the API never reads the auth schema.
 */
export function authRoutes(ctx: ApiContext): Router {
  const r = Router();
  const resets = ctx.limiter.limit('reset', RESET_REQUESTS_PER_WINDOW, RESET_WINDOW_SECONDS);
  const resetMails = resetMailThrottle(ctx.limiter);
  const linkChecks = ctx.limiter.limit('reset-link-check', LINK_CHECKS_PER_WINDOW, RESET_WINDOW_SECONDS);

  r.get('/auth/payload', ctx.requireAuth, (_req, res) => {
    const v = viewerOf(res);
    res.json({ payload: { id: v.id, exp: v.exp, name: v.name, email: v.email } });
  });

  r.get('/user/:id/role', ctx.requireAuth, async (req, res) => {
    const v = viewerOf(res);
    const id = req.params.id as string;
    if (!isUuid(id)) throw notFound();
    const roles = await ctx.auth.getRoles(id);
    if (id !== v.id && !(await mayReadRoles(ctx, v, id, roles))) throw forbidden();
    res.json({ roles });
  });

  r.post('/auth/reset_password', async (req, res) => {
    const body = parseBody(resetBody, req.body);
    const brand = findBrand(body.company.toLowerCase());
    if (!brand) throw badRequest('Empresa inválida', { company: 'Empresa desconhecida' });
    await consumeOrRefuse(
      resets,
      ctx.limiter.personalKey(body.email, req.ip ?? ''),
      'Muitas solicitações. Tente novamente em instantes.',
    );
    const user = await ctx.auth.findByEmail(body.email);
    // A user without a role on this brand cannot log in here: for this brand the e-mail is unknown.
    if (!user?.active || rolesForBrand(user.roles, brand.slug).length === 0) throw notFound('Not Found Exception');
    // A seller or resale login still being created gets its link from the invitation, not from here.
    if (await isUnderCreation(ctx.db, user.id)) throw notFound('Not Found Exception');
    // Past a bound on reset mails the answer is the same 204, with no new link: the one mailed last keeps working.
    if (await resetMails.mayMail(user.id, req.ip ?? '')) {
      const { token } = await ctx.auth.issuePasswordToken({ userId: user.id, purpose: 'reset' });
      const origin = pageOrigin(req, ctx.config, brand.slug);
      // Only a page of the portal itself: a link in our e-mail never leads to another site.
      const url = body.redirect_url;
      const redirectUrl = url && (url === origin || url.startsWith(`${origin}/`)) ? url : undefined;
      await enqueueMail(
        ctx.db,
        mailTemplates.passwordReset({ brand: brand.slug, to: user.email, origin, name: user.name, token, redirectUrl }),
      );
    }
    res.status(204).end();
  });

  // The link's page asks this when it opens: whether the token would still set a password, without spending it.
  // Public like the reset request beside it, and rate-limited per IP so that it is no oracle for guessing tokens.
  r.post('/auth/reset_password/check', async (req, res) => {
    const { token } = parseBody(linkBody, req.body);
    await consumeOrRefuse(linkChecks, req.ip ?? '', 'Muitas verificações. Tente novamente em instantes.');
    res.json(await ctx.auth.passwordTokenStatus(token));
  });

  r.post('/auth/reset_password/confirm', async (req, res) => {
    const body = parseBody(confirmBody, req.body);
    const owner = await ctx.auth.redeemPasswordToken(body.token, body.password);
    await recordPasswordChange(ctx, { id: owner.userId, name: owner.name });
    res.status(204).end();
  });

  r.post('/auth/update_password', ctx.requireAuth, async (req, res) => {
    const { password } = parseBody(passwordBody, req.body);
    checkPolicy(password);
    const v = viewerOf(res);
    await ctx.auth.setPassword(v.id, password);
    await recordPasswordChange(ctx, v);
    res.json({ message: 'Senha atualizada com sucesso' });
  });

  return r;
}

/**
 * The history row of a password change (design section 3: everything a user changes writes its history): that it
 * changed, never the password. The password belongs to the identity, not to one brand, so the row has no brand. It is
 * written once the authenticator confirmed the change: no transaction spans the call to another service.
 */
function recordPasswordChange(ctx: ApiContext, v: Pick<Viewer, 'id' | 'name'>) {
  return recordHistory(ctx.db, {
    brand: null,
    type: 'user',
    typeId: v.id,
    actionType: 'update',
    userId: v.id,
    username: v.name,
    modifications: [{ attribute: 'password', oldValue: null, newValue: null }],
  });
}

/** Representatives and support read the roles of anyone on their brand; a resale those of its own sellers. */
async function mayReadRoles(ctx: ApiContext, v: Viewer, id: string, roles: RoleAssignment[]): Promise<boolean> {
  if (hasRole(v, 'REPRESENTATIVE', 'SUPPORT') && rolesForBrand(roles, v.brand).length > 0) return true;
  if (!hasRole(v, 'RESALE')) return false;
  const own = await ctx.db.query(
    `SELECT 1 FROM api.sellers WHERE id = $1 AND resale_user_id = $2 AND brand IN ($3, 'all')`,
    [id, v.id, v.brand],
  );
  return own.length > 0;
}
