import type { Db } from '../../../db/connection.js';
import { type Paging, pageReply, param, type Query } from '../history/listing.js';

/** A seller as the users list and detail show it (spec section 3, Seller). */
export interface SellerItem {
  id: string;
  name: string;
  email: string;
  phone: string;
  active: boolean;
  createdAt: string;
}

/**
 * Which sellers a list covers: a resale's own, or every seller of the brand. A seller row for brand 'all' counts on
 * every brand (the demo seller), like a role assignment for 'all'.
 */
export type SellerScope = { brand: string; resaleUserId?: string };

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listSellers(db: Db, scope: SellerScope, q: Query, paging: Paging) {
  const where = [`brand IN ($1, 'all')`];
  const params: unknown[] = [scope.brand];
  if (scope.resaleUserId) {
    params.push(scope.resaleUserId);
    where.push(`resale_user_id = $${params.length}`);
  }
  // status=true lists only active sellers; the client always sends it, other tools may want the inactive too.
  if (param(q, 'status') === 'true') where.push('active');
  const name = param(q, 'name');
  if (name) {
    params.push(`%${escapeLike(name)}%`);
    where.push(`name ILIKE $${params.length}`);
  }
  const filter = where.join(' AND ');
  const [{ total }] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM api.sellers WHERE ${filter}`,
    params,
  );
  const rows = await db.query<SellerItem & { createdAt: Date | string }>(
    `SELECT id, name, email, phone, active, created_at AS "createdAt" FROM api.sellers WHERE ${filter}
      ORDER BY created_at DESC, id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, paging.amount, paging.offset],
  );
  const result = rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() }));
  return pageReply(result, total, paging);
}

/** The seller `id` when it belongs to `resaleUserId` and counts on `brand`. */
export async function ownSeller(db: Db, resaleUserId: string, brand: string, id: string) {
  const [row] = await db.query<{ id: string; active: boolean }>(
    `SELECT id, active FROM api.sellers WHERE id = $1 AND resale_user_id = $2 AND brand IN ($3, 'all')`,
    [id, resaleUserId, brand],
  );
  return row;
}
