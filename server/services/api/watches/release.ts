import type { Db, Queryable } from '../../../db/connection.js';
import { brandOrigin } from '../../../lib/brand-origin.js';
import type { Config } from '../../../lib/config.js';
import { enqueueMail } from '../mail/outbox.js';
import { mailTemplates } from '../mail/templates.js';
import { ACTIVE_STATUSES } from '../opportunities/lifecycle/statuses.js';
import { customerProtectedUntil } from '../opportunities/registration/protection.js';

/**
 * Serialises a customer's waiting list on PostgreSQL: a request (watch.ts) and a lapse written at the same time
 * either see each other or one follows the other. A key of its own, not the customer's registration lock: a decision
 * already holds its opportunity's row when it gets here, and a renewal request takes those two the other way round.
 */
export async function lockWaitingList(db: Db, q: Queryable, brand: string, root: string): Promise<void> {
  if (db.kind === 'postgres') await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`watch:${brand}:${root}`]);
}

export interface Lapse {
  brand: string;
  root: string;
  /** Where the mail's link points: the page the change came from, or the brand's own origin for a job. */
  origin: string;
  now: Date;
  graceDays: number;
}

interface Waiting {
  user_name: string;
  user_email: string;
  cnpj: string;
}

/**
 * Called in the transaction of a change that may have ended the protection of a customer (a refusal, a renewal
 * refused, an expiry by the job): when no registration of the brand protects the CNPJ root any longer, every request
 * waiting for it ends and its requester (unless a seller deactivated since) is e-mailed, in the order they asked
 * (each mail due a millisecond after the one before: the dispatcher sends due mails oldest first). When another
 * registration still protects the customer, nothing happens: the wait goes on. Returns how many were told.
 */
export async function releaseWaiting(db: Db, q: Queryable, lapse: Lapse): Promise<number> {
  const { brand, root, now } = lapse;
  await lockWaitingList(db, q, brand, root);
  if (await customerProtectedUntil(q, { brand, root, rule: { graceDays: lapse.graceDays, now } })) return 0;
  const waiting = await q.query<Waiting>(
    `WITH released AS (
       DELETE FROM api.customer_watches WHERE brand = $1 AND cnpj_root = $2 AND expires_at > $3
       RETURNING id, user_id, user_name, user_email, cnpj, requested_at
     )
     SELECT r.user_name, r.user_email, r.cnpj FROM released r
     WHERE NOT EXISTS (SELECT 1 FROM api.sellers s WHERE s.id = r.user_id AND NOT s.active)
     ORDER BY r.requested_at, r.id`,
    [brand, root, now],
  );
  for (const [position, w] of waiting.entries()) {
    const mail = mailTemplates.customerReleased({
      brand,
      to: w.user_email,
      origin: lapse.origin,
      name: w.user_name,
      cnpj: w.cnpj,
    });
    await enqueueMail(q, { ...mail, position });
  }
  return waiting.length;
}

export interface SweepDeps {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'renewalGraceDays'>;
  now: Date;
}

/**
 * The opportunity job's part (design section 16): requests past their 180 days end without a mail, and customers
 * freed by a change that wrote no lapse (an opportunity deleted by an operator's SQL, the only way one is deleted)
 * have their waiting list told, each in a transaction of its own.
 */
export async function sweepWaitingLists(deps: SweepDeps): Promise<{ expired: number; released: number }> {
  const { db, now } = deps;
  const expired = await db.query('DELETE FROM api.customer_watches WHERE expires_at <= $1 RETURNING id', [now]);
  const freed = await db.query<{ brand: string; cnpj_root: string }>(
    `SELECT DISTINCT w.brand, w.cnpj_root FROM api.customer_watches w
     WHERE NOT EXISTS (
       SELECT 1 FROM api.opportunities o
       WHERE o.brand = w.brand AND o.cnpj_root = w.cnpj_root AND o.status = ANY($1::text[]) AND NOT o.is_deleted
     )`,
    [ACTIVE_STATUSES],
  );
  let released = 0;
  for (const c of freed) {
    const lapse = {
      brand: c.brand,
      root: c.cnpj_root,
      origin: brandOrigin(deps.config, c.brand),
      now,
      graceDays: deps.config.renewalGraceDays,
    };
    released += await db.tx((q) => releaseWaiting(db, q, lapse));
  }
  return { expired: expired.length, released };
}
