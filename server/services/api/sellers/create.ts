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
import { type ReturningSeller, reactivatedIdentity, recordReactivation, returningSeller } from './reactivation.js';

export const EMAIL_IN_USE = 'O email fornecido já foi utilizado por outro usuário! Por favor, digite outro email!';
/** Beyond the spec: a deleted seller re-added by its reseller (design section 4, Accounts). */
export const SELLER_REACTIVATED = 'Vendedor reativado com sucesso. Ele receberá um email para criar uma nova senha.';
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

/** What adding a seller did: a new seller, or one of the reseller's deleted sellers brought back (`reactivated`). */
export interface SellerAdded {
  seller: CreatedSeller;
  reactivated: boolean;
}

/**
 * A reseller adds a seller (design section 4, Accounts), as a recoverable sequence: the creation's row
 * first, then the identity (role SELLER on this brand, parent = the reseller, doc = the reseller's CNPJ) created
 * under the row's id and its set-password link, then one transaction writes the seller, its history and the
 * invitation. A crash anywhere leaves the row: the reseller's retry of the same e-mail or the recovery finishes it.
 * The e-mail of a seller this reseller deleted brings that seller back through the same sequence, under its own id
 * (reactivation.ts): the row's key on the e-mail makes a reactivation and a creation of that address wait for each
 * other, so neither two reactivations nor a reactivation and a creation can give the address two users.
 */
export async function createSeller(ctx: ApiContext, req: Request, v: Viewer, input: SellerInput): Promise<SellerAdded> {
  if (!(await resaleOwnedBy(ctx.db, v.id, v.brand))) throw noResale();
  const own = await ownSellerByEmail(ctx.db, v.id, v.brand, input.email);
  // Already done (by the recovery, or a request whose reply was lost): the reseller's retry gets its seller back.
  // Only the same request is a retry: another name or phone under that e-mail would be silently dropped.
  if (own?.active) {
    if (!isSameSeller(own, input)) throw emailInUse();
    return { seller: own, reactivated: false };
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
      // A deleted seller of this reseller: the creation brings that identity back instead of making one.
      userId: own?.id,
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

/**
 * The rest of the sequence, for a creation this process holds: also what the recovery runs. A creation whose id is
 * a seller's already brings that deleted seller back: its identity is reactivated instead of created, its row
 * updated instead of inserted.
 */
export function finishSellerCreation(ctx: ApiContext, c: AccountCreation): Promise<SellerAdded> {
  return runCreation(ctx, c, async () => {
    const resale = c.parentId ? await resaleOwnedBy(ctx.db, c.parentId, c.brand) : undefined;
    if (!resale) throw new CreationRefused(noResale());
    const returning = await returningSeller(ctx.db, c.userId);
    if (returning?.active) return alreadyBack(ctx, c, returning);
    const held = returning
      ? await reactivatedIdentity(ctx, c, returning, emailInUse)
      : await sellerIdentity(ctx, c, resale.cnpj);
    const { token } = await authStep(ctx.auth.issuePasswordToken({ userId: held.userId, purpose: 'invite' }));
    const seller = {
      id: held.userId,
      name: held.name,
      email: returning?.email ?? held.email,
      phone: held.phone,
      active: true,
    };
    await ctx.db.tx(async (q) => {
      assertCompleted(await completeCreation(q, held));
      if (returning) await recordReactivation(q, held, returning);
      else await insertSeller(q, held, seller);
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
          reactivated: !!returning,
        }),
      );
    });
    return { seller, reactivated: !!returning };
  });
}

async function insertSeller(q: Queryable, held: AccountCreation, seller: CreatedSeller): Promise<void> {
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
}

/**
 * The seller came back while this creation waited (another request brought it back and finished first): this one
 * ends without touching the identity again (its password, maybe set by now, stays), and answers it when it asked the
 * same; other data under that e-mail is the e-mail-in-use refusal, as for any active seller.
 */
async function alreadyBack(ctx: ApiContext, c: AccountCreation, s: ReturningSeller): Promise<SellerAdded> {
  if (s.resaleUserId !== c.parentId || !isSameSeller(s, c)) throw new CreationRefused(emailInUse());
  assertCompleted(await completeCreation(ctx.db, c));
  return { seller: { id: s.id, name: s.name, email: s.email, phone: s.phone, active: true }, reactivated: true };
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
const isSameSeller = (s: { name: string | null; phone: string | null }, input: Pick<SellerInput, 'name' | 'phone'>) =>
  s.name === input.name && s.phone === input.phone;

/**
 * The reseller's seller with this e-mail on the brand, as the creation answers it: an active one first (a retry), else
 * the one deleted last (to bring back).
 */
function ownSellerByEmail(db: Queryable, resaleUserId: string, brand: string, email: string) {
  return one<CreatedSeller>(
    db,
    `SELECT id, name, email, phone, active FROM api.sellers
      WHERE resale_user_id = $1 AND brand = $2 AND lower(email) = lower($3)
      ORDER BY active DESC, updated_at DESC LIMIT 1`,
    [resaleUserId, brand, email],
  );
}
