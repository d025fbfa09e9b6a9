import { one, type Queryable } from '../../../db/connection.js';
import type { HttpError } from '../../../lib/errors.js';
import { type AccountCreation, authStep, CreationRefused } from '../accounts/creations.js';
import type { ApiContext } from '../context.js';
import { diff, recordHistory } from '../history/record.js';

/** A seller row found under a creation's id: the seller it brings back (design section 4, Accounts). */
export interface ReturningSeller {
  id: string;
  resaleUserId: string;
  name: string;
  email: string;
  phone: string;
  active: boolean;
}

export function returningSeller(q: Queryable, id: string): Promise<ReturningSeller | undefined> {
  return one<ReturningSeller>(
    q,
    `SELECT id, resale_user_id AS "resaleUserId", name, email, phone, active FROM api.sellers WHERE id = $1`,
    [id],
  );
}

/**
 * The identity of a deleted seller, brought back for the reseller that deleted it: active again, with the name and
 * phone of the form, without its old password (the invitation's link sets a new one) and with its sessions still
 * ended. Only the seller's own reseller brings it back: any other creation that reaches it is the e-mail in use.
 */
export async function reactivatedIdentity(
  ctx: ApiContext,
  c: AccountCreation,
  s: ReturningSeller,
  emailInUse: () => HttpError,
): Promise<AccountCreation> {
  if (s.resaleUserId !== c.parentId) throw new CreationRefused(emailInUse());
  await authStep(ctx.auth.reactivate(c.userId, { name: c.name, phone: c.phone }));
  return c;
}

/**
 * The seller's row active again with the form's name and phone (its e-mail, id, opportunities and history stay),
 * and the change in its history: what a deletion wrote, undone, by the same reseller.
 */
export async function recordReactivation(q: Queryable, c: AccountCreation, s: ReturningSeller): Promise<void> {
  await q.query('UPDATE api.sellers SET active = true, name = $2, phone = $3, updated_at = now() WHERE id = $1', [
    s.id,
    c.name,
    c.phone,
  ]);
  await recordHistory(q, {
    brand: c.brand,
    type: 'user',
    typeId: s.id,
    actionType: 'update',
    userId: c.actorId,
    username: c.actorName,
    modifications: diff(
      { active: s.active, name: s.name, phone: s.phone },
      { active: true, name: c.name, phone: c.phone },
    ),
  });
}
