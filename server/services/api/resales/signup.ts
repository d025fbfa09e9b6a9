import type { Request } from 'express';
import type { Brand } from '../../../../brands/brands.js';
import { one } from '../../../db/connection.js';
import { HttpError } from '../../../lib/errors.js';
import type { AuthUser } from '../../../lib/identities.js';
import type { ApiContext } from '../context.js';
import { created, recordHistory } from '../history/record.js';
import { enqueueMail } from '../mail/outbox.js';
import { mailTemplates } from '../mail/templates.js';
import { pageOrigin } from '../origin.js';
import type { SignupInput } from './signup-input.js';

const EMAIL_TAKEN = 'Já existe uma revenda registrada nesse email';
const CNPJ_TAKEN = 'Já existe uma revenda registrada com esse CNPJ';

/** The spec's 400 for a sign-up that collides (section 8: "Email ou Doc já existente"), naming the field. */
export function alreadyRegistered(field: 'email' | 'cnpj'): HttpError {
  return new HttpError(400, 'Email ou Doc já existente', 'ALREADY_REGISTERED', {
    [field]: field === 'email' ? EMAIL_TAKEN : CNPJ_TAKEN,
  });
}

/** The constraint a unique violation (23505) hit, from pg or PGlite errors alike; undefined for other errors. */
export function uniqueViolation(err: unknown): string | undefined {
  const e = err as { code?: string; constraint?: string; message?: string };
  if (e?.code !== '23505') return undefined;
  return e.constraint ?? e.message ?? '';
}

/**
 * An existing account may sign up as a reseller of another brand when it is a reseller's and nothing else (no seller,
 * representative or support role, which the RESALE role would widen) and not yet a reseller of this brand. Approval
 * then adds the brand's role to that same login (resales/decision.ts).
 */
function mayJoinBrand(account: AuthUser, brand: string): boolean {
  return (
    account.active &&
    account.roles.length > 0 &&
    account.roles.every((r) => r.name === 'RESALE') &&
    !account.roles.some((r) => r.data.brand === brand || r.data.brand === 'all')
  );
}

/**
 * The account an e-mail already has. Whether the applicant may sign up depends on it (mayJoinBrand), so an
 * authenticator that cannot answer refuses the sign-up with 503 rather than letting an account's roles be widened
 * unchecked.
 */
async function existingAccount(ctx: ApiContext, email: string): Promise<AuthUser | undefined> {
  try {
    return await ctx.auth.findByEmail(email);
  } catch (err) {
    if (err instanceof HttpError && err.status < 500) throw err;
    ctx.logger.error('account lookup failed', { err: err instanceof Error ? err.message : String(err) });
    throw new HttpError(503, 'Houve um erro. Tente novamente mais tarde!', 'SERVICE_UNAVAILABLE');
  }
}

/**
 * A reseller's sign-up (spec section 3): refused when the brand already has a live sign-up with that e-mail or CNPJ,
 * or when the e-mail already has an account, unless that account is a reseller's of other brands (mayJoinBrand).
 * The sign-up, its history row and both notifications are written in one transaction; the account lookup happens
 * before it. The representatives' notice is addressed to their role, resolved by the dispatcher when it sends, so an
 * authenticator that cannot answer then delays that mail only. The unique indexes settle two sign-ups racing.
 */
export async function registerResale(ctx: ApiContext, req: Request, brand: Brand, input: SignupInput) {
  const clash = await one<{ email_taken: boolean }>(
    ctx.db,
    `SELECT bool_or(lower(email) = $2) AS email_taken FROM api.resales
      WHERE brand = $1 AND status IN ('analysis', 'approved') AND (lower(email) = $2 OR cnpj = $3)
     HAVING count(*) > 0`,
    [brand.slug, input.email, input.cnpj],
  );
  if (clash) throw alreadyRegistered(clash.email_taken ? 'email' : 'cnpj');
  const account = await existingAccount(ctx, input.email);
  if (account && !mayJoinBrand(account, brand.slug)) throw alreadyRegistered('email');

  const origin = pageOrigin(req, ctx.config, brand.slug);
  try {
    return await ctx.db.tx(async (q) => {
      const [row] = await q.query<{ id: string }>(
        `INSERT INTO api.resales (brand, cnpj, cep, city, street, state, country, fantasy_name, corporate_name,
           contact_name, phone, email)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
        [
          brand.slug,
          input.cnpj,
          input.cep,
          input.city,
          input.street,
          input.state,
          input.country,
          input.fantasyName,
          input.corporateName,
          input.contactName,
          input.phone,
          input.email,
        ],
      );
      await recordHistory(q, {
        brand: brand.slug,
        type: 'resale',
        typeId: row.id,
        actionType: 'create',
        userId: null,
        username: input.contactName,
        modifications: created({ status: 'analysis', ...input }),
      });
      await enqueueMail(q, {
        ...mailTemplates.resaleSignupToRepresentatives({ brand: brand.slug, origin, resale: { id: row.id, ...input } }),
        toRole: { role: 'REPRESENTATIVE', brand: brand.slug },
      });
      await enqueueMail(
        q,
        mailTemplates.resaleSignupReceived({
          brand: brand.slug,
          to: input.email,
          origin,
          contactName: input.contactName,
        }),
      );
      return { id: row.id, status: 'analysis' as const };
    });
  } catch (err) {
    const constraint = uniqueViolation(err);
    if (constraint === undefined) throw err;
    throw alreadyRegistered(constraint.includes('cnpj') ? 'cnpj' : 'email');
  }
}
