import crypto from 'node:crypto';
import { one, type Queryable } from '../../../db/connection.js';
import { HttpError } from '../../../lib/errors.js';
import type { RoleAssignment } from '../../../lib/roles.js';
import type { ApiContext } from '../context.js';

/**
 * An account under way in the authenticator (design section 4, cross-service writes): a seller added by a
 * reseller, or the login of a resale sign-up being approved. The row (api.account_creations) is written first, the
 * authenticator calls are keyed by its `userId`, and the transaction that writes the seller or the approval removes
 * it. Until then nothing of the account shows: no seller row, the sign-up still in analysis.
 */
export interface AccountCreation {
  userId: string;
  kind: 'seller' | 'resale';
  brand: string;
  email: string;
  name: string;
  phone: string;
  doc: string | null;
  /** seller: the reseller who adds it. */
  parentId: string | null;
  /** resale: the sign-up being approved. */
  resaleId: string | null;
  /** Who asked (the history row's author): the reseller, or the approving representative. */
  actorId: string;
  actorName: string;
  /** Page origin of the set-password link. */
  origin: string;
  claim: string;
  leaseUntil: Date;
}

/** A creation to start; `userId` only when it brings back an existing identity (a deleted seller re-added). */
export type NewCreation = Omit<AccountCreation, 'userId' | 'claim' | 'leaseUntil'> & { userId?: string };

const COLUMNS = `user_id AS "userId", kind, brand, email, name, phone, doc, parent_id AS "parentId",
  resale_id AS "resaleId", actor_id AS "actorId", actor_name AS "actorName", origin, claim, lease_until AS "leaseUntil"`;

// The key two creations of the same account share: a seller's e-mail, an approval's sign-up.
const CONFLICT_TARGET = {
  seller: `(lower(email)) WHERE kind = 'seller'`,
  resale: `(resale_id) WHERE kind = 'resale'`,
};

/** When a lease taken now runs out. */
export const leaseFrom = (ctx: Pick<ApiContext, 'config'>, now: Date) =>
  new Date(now.getTime() + ctx.config.accountLeaseSeconds * 1000);

/**
 * Starts a creation, or takes over the same account's creation whose lease ran out (its process died, or a call
 * failed) when `mayResume` says the row is the same request's; it then keeps the row's data and identity id.
 * Otherwise answers the row that holds the key (a live creation, or another one of the same e-mail), if still there.
 */
export async function startCreation(
  ctx: Pick<ApiContext, 'config' | 'clock'>,
  q: Queryable,
  c: NewCreation,
  mayResume: string,
): Promise<{ started: AccountCreation } | { holder: AccountCreation | undefined }> {
  const now = ctx.clock.now();
  const started = await one<AccountCreation>(
    q,
    `INSERT INTO api.account_creations AS a (user_id, kind, brand, email, name, phone, doc, parent_id, resale_id,
       actor_id, actor_name, origin, claim, lease_until)
     VALUES (COALESCE($14::uuid, gen_random_uuid()), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, gen_random_uuid(), $12)
     ON CONFLICT ${CONFLICT_TARGET[c.kind]} DO UPDATE
       SET claim = EXCLUDED.claim, lease_until = EXCLUDED.lease_until, actor_id = EXCLUDED.actor_id,
           actor_name = EXCLUDED.actor_name, origin = EXCLUDED.origin
       WHERE a.lease_until <= $13 AND ${mayResume}
     RETURNING ${COLUMNS}`,
    [
      c.kind,
      c.brand,
      c.email,
      c.name,
      c.phone,
      c.doc,
      c.parentId,
      c.resaleId,
      c.actorId,
      c.actorName,
      c.origin,
      leaseFrom(ctx, now),
      now,
      c.userId ?? null,
    ],
  );
  if (started) return { started };
  const holder = await one<AccountCreation>(
    q,
    `SELECT ${COLUMNS} FROM api.account_creations WHERE kind = $1 AND ${c.kind === 'seller' ? 'lower(email) = lower($2)' : 'resale_id = $2'}`,
    [c.kind, c.kind === 'seller' ? c.email : c.resaleId],
  );
  // Undefined only when the holder finished in between: a retry finds its result.
  return { holder };
}

/** An identity whose creation is not complete: it has no account yet (no reset link, nothing to log in to). */
export async function isUnderCreation(q: Queryable, userId: string): Promise<boolean> {
  return !!(await one(q, 'SELECT 1 FROM api.account_creations WHERE user_id = $1', [userId]));
}

/** Ends the creation in the transaction that writes its result; false when another process took it over. */
export async function completeCreation(q: Queryable, c: AccountCreation): Promise<boolean> {
  const done = await q.query('DELETE FROM api.account_creations WHERE user_id = $1 AND claim = $2 RETURNING 1', [
    c.userId,
    c.claim,
  ]);
  return done.length > 0;
}

/** The creation goes on with another identity (one an interrupted creation of the same request left behind). */
export async function adoptIdentity(q: Queryable, c: AccountCreation, userId: string): Promise<AccountCreation> {
  const moved = await q.query(
    'UPDATE api.account_creations SET user_id = $3 WHERE user_id = $1 AND claim = $2 RETURNING 1',
    [c.userId, c.claim, userId],
  );
  if (!moved.length) throw takenOver();
  return { ...c, userId };
}

/** The next creation whose lease ran out, taken over by the recovery with a new lease; undefined when none is left. */
export function claimStalled(ctx: Pick<ApiContext, 'config' | 'clock'>, q: Queryable) {
  const now = ctx.clock.now();
  return one<AccountCreation>(
    q,
    `UPDATE api.account_creations SET claim = $1, lease_until = $3
      WHERE user_id = (SELECT user_id FROM api.account_creations WHERE lease_until <= $2
                        ORDER BY created_at, user_id LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING ${COLUMNS}`,
    [crypto.randomUUID(), now, leaseFrom(ctx, now)],
  );
}

/** When the earliest lease still running ends (a creation in flight, or one its dead process left): recover then. */
export async function nextLeaseEnd(q: Queryable): Promise<Date | undefined> {
  const row = await one<{ until: Date | null }>(q, 'SELECT min(lease_until) AS until FROM api.account_creations');
  return row?.until ? new Date(row.until) : undefined;
}

/**
 * The authenticator refused for good (the e-mail is another identity's, the input or the parent refused, the
 * identity gone): no retry would complete the creation. Timeouts, rate limits, 5xx and network errors are not.
 */
export function isDefinitiveRefusal(err: unknown): err is HttpError {
  return err instanceof HttpError && err.status >= 400 && err.status < 500 && err.status !== 408 && err.status !== 429;
}

/** The creation cannot complete: it is undone, and the caller answers `reply`. */
export class CreationRefused extends Error {
  constructor(readonly reply: HttpError) {
    super(reply.message);
  }
}

export const CREATION_IN_PROGRESS = 'Este cadastro já está em andamento. Aguarde alguns instantes e tente novamente.';
const takenOver = () => new HttpError(423, CREATION_IN_PROGRESS, 'LOCKED');

/** The authenticator's step of a creation: a definitive refusal undoes the creation. */
export async function authStep<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (err) {
    if (isDefinitiveRefusal(err)) throw new CreationRefused(err);
    throw err;
  }
}

/**
 * Creates the creation's identity at the authenticator under the id it reserved. Answers nothing once created, or the
 * authenticator's 409 when the e-mail already has an identity (another account, or this creation's own from a run cut
 * short): the caller decides what that means for its kind. A definitive refusal undoes the creation; anything else
 * is retried.
 */
export async function createIdentity(
  ctx: ApiContext,
  c: AccountCreation,
  roles: RoleAssignment[],
  parentId?: string | null,
): Promise<HttpError | undefined> {
  try {
    await ctx.auth.createUser({
      id: c.userId,
      name: c.name,
      email: c.email,
      phone: c.phone,
      doc: c.doc,
      parentId,
      roles,
    });
    return undefined;
  } catch (err) {
    if (err instanceof HttpError && err.status === 409) return err;
    throw isDefinitiveRefusal(err) ? new CreationRefused(err) : err;
  }
}

/**
 * Undoes a creation that cannot complete: the identity it created (if any) is removed, so its e-mail is free again,
 * then its row. An identity that was ever used is never removed (the authenticator refuses; the row goes anyway).
 */
export async function undoCreation(ctx: ApiContext, c: AccountCreation): Promise<void> {
  // The row's identity now (it may have taken over one left behind: adoptIdentity). A row another process took
  // over is that process's to finish: its identity is never reclaimed from under it.
  const row = await one<{ userId: string }>(
    ctx.db,
    'SELECT user_id AS "userId" FROM api.account_creations WHERE claim = $1',
    [c.claim],
  );
  if (!row) return;
  // A seller's identity (one being brought back) carries its history and opportunities: it is never reclaimed.
  const seller = await one(ctx.db, 'SELECT 1 FROM api.sellers WHERE id = $1', [row.userId]);
  try {
    if (!seller) await ctx.auth.reclaimUser(row.userId, c.email);
  } catch (err) {
    if (!(err instanceof HttpError && err.status === 409)) throw err;
    ctx.logger.warn('account creation undone, its identity kept: in use', { userId: row.userId });
  }
  await ctx.db.query('DELETE FROM api.account_creations WHERE claim = $1', [c.claim]);
}

/**
 * Runs the steps of a claimed creation. A refusal undoes it and answers the refusal; any other failure ends its lease
 * at once and leaves it for a retry or the recovery, which finish it (the authenticator's side is idempotent).
 */
export async function runCreation<T>(ctx: ApiContext, c: AccountCreation, steps: () => Promise<T>): Promise<T> {
  // Ending the lease now lets the recovery take the creation at once: after a failure here, or when a graceful stop
  // cuts the request at its deadline (lib/held-leases.ts).
  const endLease = () =>
    ctx.db.query('UPDATE api.account_creations SET lease_until = $2 WHERE claim = $1', [c.claim, ctx.clock.now()]);
  const release = ctx.leases?.hold(endLease);
  try {
    return await steps();
  } catch (err) {
    if (err instanceof CreationRefused) {
      await undoCreation(ctx, c);
      throw err.reply;
    }
    await endLease().catch(() => {});
    throw err;
  } finally {
    release?.();
  }
}

/** The completion found the creation taken over by another process (a lease that ran out under a slow call). */
export function assertCompleted(completed: boolean): void {
  if (!completed) throw takenOver();
}
