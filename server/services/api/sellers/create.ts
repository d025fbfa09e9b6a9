import type { Request } from 'express';
import { z } from 'zod';
import { HttpError } from '../../../lib/errors.js';
import { emailField, mobilePhoneField } from '../../../lib/validation.js';
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

/**
 * A reseller adds a seller (DESIGN section 4, Accounts): the identity is created by the authenticator (role SELLER on
 * this brand, parent = the reseller, doc = the reseller's CNPJ here), then the seller row, its history and the
 * invitation with the set-password link are written in one transaction.
 */
export async function createSeller(ctx: ApiContext, req: Request, v: Viewer, input: SellerInput) {
  const resale = await resaleOwnedBy(ctx.db, v.id, v.brand);
  if (!resale) throw new HttpError(403, 'Nenhuma revenda aprovada para este usuário nesta marca', 'FORBIDDEN');
  if (await ctx.auth.findByEmail(input.email)) throw emailInUse();
  let id: string;
  try {
    ({ id } = await ctx.auth.createUser({
      name: input.name,
      email: input.email,
      phone: input.phone,
      doc: resale.cnpj,
      parentId: v.id,
      roles: [{ name: 'SELLER', data: { brand: v.brand } }],
    }));
  } catch (err) {
    if (err instanceof HttpError && err.status === 409) throw emailInUse();
    throw err;
  }
  const { token } = await ctx.auth.issuePasswordToken({ userId: id, purpose: 'invite' });
  const origin = pageOrigin(req, ctx.config, v.brand);
  const seller = { id, name: input.name, email: input.email, phone: input.phone, active: true };
  await ctx.db.tx(async (q) => {
    await q.query(
      `INSERT INTO api.sellers (id, resale_user_id, brand, name, email, phone) VALUES ($1, $2, $3, $4, $5, $6)`,
      [id, v.id, v.brand, input.name, input.email, input.phone],
    );
    await recordHistory(q, {
      brand: v.brand,
      type: 'user',
      typeId: id,
      actionType: 'create',
      userId: v.id,
      username: v.name,
      modifications: created({ name: seller.name, email: seller.email, phone: seller.phone, active: true }),
    });
    await enqueueMail(
      q,
      mailTemplates.sellerCreated({
        brand: v.brand,
        to: input.email,
        origin,
        name: input.name,
        resaleName:
          resale.fantasyName && resale.fantasyName !== 'N/C' ? resale.fantasyName : (resale.corporateName ?? ''),
        token,
      }),
    );
  });
  return seller;
}
