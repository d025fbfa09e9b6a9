import type { Db } from '../../../db/connection.js';
import { type Paging, pageReply, param, type Query } from '../query.js';

/** The role a row of the users list carries: a reseller's seller, or the account of an approved resale. */
export type UserListRole = 'SELLER' | 'RESALE';

/** A row of the users list (spec section 3, Seller, plus the role representatives and support see). */
export interface SellerItem {
  id: string;
  name: string;
  email: string;
  phone: string;
  active: boolean;
  createdAt: string;
  role: UserListRole;
}

/**
 * Which users a list covers: a resale's own sellers, or every user of the brand (design section 4, Screens' data:
 * the brand's resale accounts and sellers). A seller row for brand 'all' counts on every brand (the demo seller),
 * like a role assignment for 'all'.
 */
export type SellerScope = { brand: string; resaleUserId?: string };

export interface ListOptions {
  /** Only users that can still log in. The users list never shows a deactivated seller, filtered or not. */
  activeOnly: boolean;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The rows a scope draws from. A resale account is the owner of an approved sign-up on the brand, read from that
 * sign-up (the identity it was created from); one row per account even if it owns several.
 */
function sourceOf(scope: SellerScope, params: unknown[]): string {
  params.push(scope.brand);
  const sellers = `SELECT id, name, email, phone, active, created_at, 'SELLER' AS role FROM api.sellers
    WHERE brand IN ($1, 'all')`;
  if (scope.resaleUserId) {
    params.push(scope.resaleUserId);
    return `${sellers} AND resale_user_id = $2`;
  }
  const resaleAccounts = `SELECT DISTINCT ON (owner_user_id) owner_user_id AS id, contact_name AS name, email, phone,
      true AS active, COALESCE(decided_at, created_at) AS created_at, 'RESALE' AS role
    FROM api.resales WHERE brand = $1 AND status = 'approved' AND owner_user_id IS NOT NULL
    ORDER BY owner_user_id, decided_at DESC NULLS LAST`;
  return `${sellers} UNION ALL (${resaleAccounts})`;
}

export async function listSellers(db: Db, scope: SellerScope, q: Query, paging: Paging, options: ListOptions) {
  const params: unknown[] = [];
  const source = sourceOf(scope, params);
  const where = ['true'];
  if (options.activeOnly) where.push('active');
  const name = param(q, 'name');
  if (name) {
    params.push(`%${escapeLike(name)}%`);
    where.push(`name ILIKE $${params.length}`);
  }
  const filtered = `FROM (${source}) AS users WHERE ${where.join(' AND ')}`;
  const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${filtered}`, params);
  const rows = await db.query<SellerItem & { createdAt: Date | string }>(
    `SELECT id, name, email, phone, active, created_at AS "createdAt", role ${filtered}
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
