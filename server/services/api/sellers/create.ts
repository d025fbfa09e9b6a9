import type { Request } from 'express';
import { z } from 'zod';
import { one, type Queryable } from '../../../db/connection.js';
import { HttpError } from '../../../lib/errors.js';
import { emailField, mobilePhoneField } from '../../../lib/validation.js';
import {
  type AccountCreation,
  adoptIdentity,
  assertCompleted,
  authStep,
  CREATION_IN_PROGRESS,
  CreationRefused,
  completeCreation,
  createIdentity,
  runCreation,
  startCreation,
} from '../accounts/creations.js';
import type { ApiContext } from '../context.js';
import { created, recordHistory } from '../history/record.js';
import { enqueueMail } from '../mail/outbox.js';
import { mailTemplates } from '../mail/templates.js';
import { pageOrigin } from '../origin.js';
import { resaleOwnedBy } from '../resales/owner.js';
import type { Viewer } from '../viewer.js';

export const EMAIL_IN_USE = 'O email fornecido já foi utilizado por outro usuário! Por favor, digite outro email!';
const NAME_MAX = 120;

/** Spec section 5, seller form; the phone arrives masked or as digits and is stored as digits. */
export const sellerInput = z.object({
  name: z
    .string({ error: 'Verifique o nome digitado' })
    .trim()
    .min(1, 'Verifique o nome digitado')
    .max(NAME_MAX, 'Verifique o nome digitado'),
  email: emailField('Verifique o email digitado'),
  phone: mobilePhoneField('Verifique o telefone digitado'),
  host: z.string().optional(),
});
export type SellerInput = z.output<typeof sellerInput>;

const emailInUse = () => new HttpError(409, EMAIL_IN_USE, 'CONFLICT');
const noResale = () => new HttpError(403, 'Nenhuma revenda aprovada para este usuário nesta marca', 'FORBIDDEN');

export interface CreatedSeller {
  id: string;
  name: string;
  email: string;
  phone: string;
  active: boolean;
}

/**
 * A reseller adds a seller (design section 4, Accounts), as a recoverable sequence: the creation's row
 * first, then the identity (role SELLER on this brand, parent = the reseller, doc = the reseller's CNPJ) created
 * under the row's id and its set-password link, then one transaction writes the seller, its history and the
 * invitation. A crash anywhere leaves the row: the reseller's retry of the same e-mail or the recovery finishes it.
 */
export async function createSeller(ctx: ApiContext, req: Request, v: Viewer, input: SellerInput) {
  if (!(await resaleOwnedBy(ctx.db, v.id, v.brand))) throw noResale();
  // Already done (by the recovery, or a request whose reply was lost): the reseller's retry gets its seller back.
  // Only the same request is a retry: another name or phone under that e-mail would be silently dropped.
  const done = await ownActiveSeller(ctx.db, v.id, v.brand, input.email);
  if (done) {
    if (!isSameSeller(done, input)) throw emailInUse();
    return done;
  }
  const start = await startCreation(
    ctx,
    ctx.db,
    {
      kind: 'seller',
      brand: v.brand,
      email: input.email,
      name: input.name,
      phone: input.phone,
      doc: null,
      parentId: v.id,
      resaleId: null,
      actorId: v.id,
      actorName: v.name,
      origin: pageOrigin(req, ctx.config, v.brand),
    },
    // An interrupted creation is resumed by the same request only, as a finished one is answered above.
    'a.parent_id = EXCLUDED.parent_id AND a.brand = EXCLUDED.brand AND a.name = EXCLUDED.name AND a.phone = EXCLUDED.phone',
  );
  if ('holder' in start) {
    const { holder } = start;
    const retry = !holder || (holder.parentId === v.id && holder.brand === v.brand && isSameSeller(holder, input));
    // The same request still running answers "in progress"; any other seller under way takes the e-mail.
    throw retry ? new HttpError(423, CREATION_IN_PROGRESS, 'LOCKED') : emailInUse();
  }
  return finishSellerCreation(ctx, start.started);
}

/** The rest of the sequence, for a creation this process holds: also what the recovery runs. */
export function finishSellerCreation(ctx: ApiContext, c: AccountCreation): Promise<CreatedSeller> {
  return runCreation(ctx, c, async () => {
    const resale = c.parentId ? await resaleOwnedBy(ctx.db, c.parentId, c.brand) : undefined;
    if (!resale) throw new CreationRefused(noResale());
    const held = await sellerIdentity(ctx, c, resale.cnpj);
    const { token } = await authStep(ctx.auth.issuePasswordToken({ userId: held.userId, purpose: 'invite' }));
    const seller = { id: held.userId, name: held.name, email: held.email, phone: held.phone, active: true };
    await ctx.db.tx(async (q) => {
      assertCompleted(await completeCreation(q, held));
      await q.query(
        `INSERT INTO api.sellers (id, resale_user_id, brand, name, email, phone) VALUES ($1, $2, $3, $4, $5, $6)`,
        [seller.id, held.parentId, held.brand, seller.name, seller.email, seller.phone],
      );
      await recordHistory(q, {
        brand: held.brand,
        type: 'user',
        typeId: seller.id,
        actionType: 'create',
        userId: held.actorId,
        username: held.actorName,
        modifications: created({ name: seller.name, email: seller.email, phone: seller.phone, active: true }),
      });
      await enqueueMail(
        q,
        mailTemplates.sellerCreated({
          brand: held.brand,
          to: seller.email,
          origin: held.origin,
          name: seller.name,
          resaleName:
            resale.fantasyName && resale.fantasyName !== 'N/C' ? resale.fantasyName : (resale.corporateName ?? ''),
          token,
        }),
      );
    });
    return seller;
  });
}

/**
 * The identity under the creation's id (created now, or found again when the call is repeated). When another
 * identity holds the e-mail it is the e-mail-in-use refusal, except for one that an interrupted creation of this same
 * reseller left without a seller row (from before account creations were recorded): that one is taken over, not
 * refused.
 */
async function sellerIdentity(ctx: ApiContext, c: AccountCreation, doc: string): Promise<AccountCreation> {
  const roles = [{ name: 'SELLER' as const, data: { brand: c.brand } }];
  if (!(await createIdentity(ctx, { ...c, doc }, roles, c.parentId))) return c;
  const holder = await ctx.auth.findByEmail(c.email);
  const left =
    holder?.parentId === c.parentId &&
    holder.roles.some((r) => r.name === 'SELLER' && r.data.brand === c.brand) &&
    !(await one(ctx.db, 'SELECT 1 FROM api.sellers WHERE id = $1', [holder.id]));
  if (!holder || !left) throw new CreationRefused(emailInUse());
  return adoptIdentity(ctx.db, c, holder.id);
}

/** Whether a seller (stored or under way) is the one `input` asks for; the e-mail already matched. */
const isSameSeller = (s: { name: string | null; phone: string | null }, input: SellerInput) =>
  s.name === input.name && s.phone === input.phone;

/** The reseller's active seller with this e-mail on the brand, as the creation answers it. */
function ownActiveSeller(db: Queryable, resaleUserId: string, brand: string, email: string) {
  return one<CreatedSeller>(
    db,
    `SELECT id, name, email, phone, active FROM api.sellers
      WHERE resale_user_id = $1 AND brand = $2 AND lower(email) = lower($3) AND active`,
    [resaleUserId, brand, email],
  );
}
