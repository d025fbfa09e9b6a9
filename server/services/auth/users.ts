import type { Queryable } from '../../db/connection.js';
import type { AuthUser, CreateUserInput } from '../../lib/identities.js';
import type { Role, RoleAssignment } from '../../lib/roles.js';
import { isUuid } from './opaque-token.js';

/** An identity with its credential, as this service reads it; `toAuthUser` is what leaves the service. */
export interface UserRecord extends AuthUser {
  passwordHash: string | null;
}

// One row per user with its role assignments folded in, so that a batch is one query; named as UserRecord names them.
const SELECT_USERS = `
  SELECT u.id, u.name, u.email, u.phone, u.doc, u.active, u.parent_id AS "parentId", u.password_hash AS "passwordHash",
    COALESCE(json_agg(json_build_object('name', r.name, 'data', json_build_object('brand', r.brand))
      ORDER BY r.brand, r.name) FILTER (WHERE r.user_id IS NOT NULL), '[]'::json) AS roles
  FROM auth.users u LEFT JOIN auth.roles r ON r.user_id = u.id`;

export const toAuthUser = ({ passwordHash: _secret, ...user }: UserRecord): AuthUser => user;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserById(q: Queryable, id: string): Promise<UserRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await q.query<UserRecord>(`${SELECT_USERS} WHERE u.id = $1 GROUP BY u.id`, [id]);
  return row;
}

export async function findUserByEmail(q: Queryable, email: string): Promise<UserRecord | undefined> {
  const [row] = await q.query<UserRecord>(`${SELECT_USERS} WHERE lower(u.email) = $1 GROUP BY u.id`, [
    normalizeEmail(email),
  ]);
  return row;
}

/** The users among `ids`, in the order asked; unknown or malformed ids are skipped. */
export async function findUsersByIds(q: Queryable, ids: string[]): Promise<UserRecord[]> {
  const wanted = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
  if (!wanted.length) return [];
  const rows = await q.query<UserRecord>(`${SELECT_USERS} WHERE u.id = ANY($1::uuid[]) GROUP BY u.id`, [wanted]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return wanted.flatMap((id) => byId.get(id) ?? []);
}

/** Active users holding `role` on `brand`, counting assignments for every brand ('all'): whom brand mail goes to. */
export async function findUsersWithRole(q: Queryable, role: Role, brand: string): Promise<UserRecord[]> {
  return q.query<UserRecord>(
    `${SELECT_USERS}
     WHERE u.active AND u.id IN (SELECT user_id FROM auth.roles WHERE name = $1 AND brand IN ($2, 'all'))
     GROUP BY u.id ORDER BY u.name, u.id`,
    [role, brand],
  );
}

/** Inserts the user and its roles; undefined when the e-mail is already taken (case-insensitive). */
export async function insertUser(q: Queryable, input: CreateUserInput): Promise<string | undefined> {
  const [created] = await q.query<{ id: string }>(
    `INSERT INTO auth.users (id, name, email, phone, doc, parent_id)
     VALUES (COALESCE($6::uuid, gen_random_uuid()), $1, $2, $3, $4, $5)
     ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
    [
      input.name,
      normalizeEmail(input.email),
      input.phone ?? null,
      input.doc ?? null,
      input.parentId ?? null,
      input.id ?? null,
    ],
  );
  if (!created) return undefined;
  for (const role of input.roles) await addRole(q, created.id, role);
  return created.id;
}

export async function addRole(q: Queryable, userId: string, role: RoleAssignment): Promise<void> {
  await q.query('INSERT INTO auth.roles (user_id, name, brand) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
    userId,
    role.name,
    role.data.brand,
  ]);
}

export async function setPasswordHash(q: Queryable, userId: string, passwordHash: string, now: Date): Promise<void> {
  await q.query('UPDATE auth.users SET password_hash = $2, updated_at = $3 WHERE id = $1', [userId, passwordHash, now]);
}

export async function deactivateUser(q: Queryable, userId: string, now: Date): Promise<void> {
  await q.query('UPDATE auth.users SET active = false, updated_at = $2 WHERE id = $1', [userId, now]);
}

/**
 * Brings a deactivated identity back (a reseller re-adding its deleted seller): active again with the name and phone
 * given, and without a password, so that only the new invitation's link opens it: the old password never works again,
 * and every link issued before (an invitation, a reset asked before the deletion) is spent. Its sessions stay ended
 * (the deactivation revoked them and listed its tokens). Idempotent: a repeated call changes nothing more.
 * False when there is no such identity.
 */
export async function reactivateUser(
  q: Queryable,
  id: string,
  profile: { name: string; phone: string | null },
  now: Date,
): Promise<boolean> {
  if (!isUuid(id)) return false;
  const [user] = await q.query<{ id: string }>(
    `UPDATE auth.users SET active = true, password_hash = NULL, name = $2, phone = $3, updated_at = $4
      WHERE id = $1 RETURNING id`,
    [id, profile.name, profile.phone, now],
  );
  if (!user) return false;
  await q.query('UPDATE auth.password_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [id, now]);
  return true;
}

/**
 * Removes an identity that an interrupted account creation left, so that its e-mail is free again: only
 * one with that e-mail that never had a password and is nobody's parent, i.e. that nobody ever used. 'absent' when
 * there is no such id, 'in-use' when it cannot be reclaimed.
 */
export async function deleteUnusedUser(
  q: Queryable,
  id: string,
  email: string,
): Promise<'deleted' | 'absent' | 'in-use'> {
  if (!isUuid(id)) return 'absent';
  const [user] = await q.query<{ email: string; unused: boolean }>(
    `SELECT email, password_hash IS NULL AND NOT EXISTS (SELECT 1 FROM auth.users c WHERE c.parent_id = u.id) AS unused
       FROM auth.users u WHERE id = $1 FOR UPDATE`,
    [id],
  );
  if (!user) return 'absent';
  if (!user.unused || normalizeEmail(user.email) !== normalizeEmail(email)) return 'in-use';
  for (const table of ['auth.password_tokens', 'auth.refresh_tokens', 'auth.sessions', 'auth.roles']) {
    await q.query(`DELETE FROM ${table} WHERE user_id = $1`, [id]);
  }
  await q.query('DELETE FROM auth.users WHERE id = $1', [id]);
  return 'deleted';
}
