import { type Db, one, type Queryable } from '../../db/connection.js';
import { REFRESH_TOKEN_TTL_KEEP_SECONDS, REFRESH_TOKEN_TTL_SESSION_SECONDS } from '../../lib/constants.js';
import { HttpError } from '../../lib/errors.js';
import { hashToken, newOpaqueToken } from './opaque-token.js';

/** "Mantenha-me conectado" keeps a session 7 days; without it, 12 hours. */
const lifetimeSeconds = (keep: boolean) => (keep ? REFRESH_TOKEN_TTL_KEEP_SECONDS : REFRESH_TOKEN_TTL_SESSION_SECONDS);

export const sessionExpired = () => new HttpError(401, 'Sessão expirada. Faça login novamente.', 'UNAUTHENTICATED');

interface IssueInput {
  userId: string;
  brand: string;
  keep: boolean;
  /** Absent on login (a new family starts); the rotated token's family on refresh. */
  familyId?: string;
}

/** Stores the hash of a new refresh token and returns the token itself (shown once, never stored). */
export async function issueRefreshToken(q: Queryable, input: IssueInput, now: Date): Promise<string> {
  const token = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + lifetimeSeconds(input.keep) * 1000);
  await q.query(
    `INSERT INTO auth.refresh_tokens (family_id, user_id, brand, token_hash, keep, expires_at)
     VALUES (COALESCE($1::uuid, gen_random_uuid()), $2, $3, $4, $5, $6)`,
    [input.familyId ?? null, input.userId, input.brand, hashToken(token), input.keep, expiresAt],
  );
  return token;
}

interface PresentedRow {
  id: string;
  family_id: string;
  user_id: string;
  brand: string;
  keep: boolean;
  expires_at: Date;
  rotated_at: Date | null;
  revoked_at: Date | null;
  active: boolean;
  has_role: boolean;
}

/**
 * Spends `presented` and returns its successor in the same family. A token presented after it was rotated means a
 * copy is in someone else's hands: the whole family is revoked. The claim is a conditional UPDATE, so of two
 * concurrent refreshes with one token exactly one succeeds (the other counts as reuse).
 */
export async function rotateRefreshToken(db: Db, presented: string, company: string, now: Date) {
  const row = await one<PresentedRow>(
    db,
    `SELECT t.id, t.family_id, t.user_id, t.brand, t.keep, t.expires_at, t.rotated_at, t.revoked_at, u.active,
       EXISTS (SELECT 1 FROM auth.roles r WHERE r.user_id = t.user_id AND r.brand IN (t.brand, 'all')) AS has_role
     FROM auth.refresh_tokens t JOIN auth.users u ON u.id = t.user_id WHERE t.token_hash = $1`,
    [hashToken(presented)],
  );
  if (!row || row.revoked_at) throw sessionExpired();
  if (row.rotated_at) {
    await revokeFamily(db, row.family_id, now);
    throw sessionExpired();
  }
  if (new Date(row.expires_at) <= now || !row.active || !row.has_role || row.brand !== company) throw sessionExpired();

  const successor = await db.tx(async (q) => {
    const claimed = await q.query(
      `UPDATE auth.refresh_tokens SET rotated_at = $2
       WHERE id = $1 AND rotated_at IS NULL AND revoked_at IS NULL RETURNING id`,
      [row.id, now],
    );
    if (!claimed.length) return undefined;
    return issueRefreshToken(
      q,
      { userId: row.user_id, brand: row.brand, keep: row.keep, familyId: row.family_id },
      now,
    );
  });
  if (!successor) {
    await revokeFamily(db, row.family_id, now);
    throw sessionExpired();
  }
  return { refreshToken: successor, userId: row.user_id, brand: row.brand };
}

async function revokeFamily(q: Queryable, familyId: string, now: Date) {
  await q.query('UPDATE auth.refresh_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL', [
    familyId,
    now,
  ]);
}

/**
 * Logout: revokes the family of `presented` (the session it belongs to, whichever of its tokens is shown, spent or
 * not), when it was issued for `company`. Unknown tokens change nothing: the call is idempotent.
 */
export async function revokeFamilyOf(q: Queryable, presented: string, company: string, now: Date): Promise<void> {
  await q.query(
    `UPDATE auth.refresh_tokens SET revoked_at = $3
     WHERE revoked_at IS NULL
       AND family_id = (SELECT family_id FROM auth.refresh_tokens WHERE token_hash = $1 AND brand = $2)`,
    [hashToken(presented), company, now],
  );
}

/** Ends every session of a user at once (deactivation, password reset). */
export async function revokeUserRefreshTokens(q: Queryable, userId: string, now: Date): Promise<void> {
  await q.query('UPDATE auth.refresh_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [
    userId,
    now,
  ]);
}
