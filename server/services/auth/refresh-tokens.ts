import { type Db, one, type Queryable } from '../../db/connection.js';
import { REFRESH_TOKEN_TTL_KEEP_SECONDS, REFRESH_TOKEN_TTL_SESSION_SECONDS } from '../../lib/constants.js';
import { HttpError } from '../../lib/errors.js';
import { hashToken, newOpaqueToken } from './opaque-token.js';
import { recordRevocations } from './revocations.js';

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

/**
 * Stores the hash of a new refresh token and returns the token itself (shown once, never stored) with its family:
 * the session, which the access tokens issued with it name (`sid`).
 */
export async function issueRefreshToken(
  q: Queryable,
  input: IssueInput,
  now: Date,
): Promise<{ token: string; familyId: string }> {
  const token = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + lifetimeSeconds(input.keep) * 1000);
  const [row] = await q.query<{ family_id: string }>(
    `INSERT INTO auth.refresh_tokens (family_id, user_id, brand, token_hash, keep, expires_at)
     VALUES (COALESCE($1::uuid, gen_random_uuid()), $2, $3, $4, $5, $6) RETURNING family_id`,
    [input.familyId ?? null, input.userId, input.brand, hashToken(token), input.keep, expiresAt],
  );
  return { token, familyId: row.family_id };
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
    await db.tx((q) => revokeFamily(q, row.family_id, now));
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
    await db.tx((q) => revokeFamily(q, row.family_id, now));
    throw sessionExpired();
  }
  return { refreshToken: successor.token, familyId: row.family_id, userId: row.user_id, brand: row.brand };
}

// The functions below revoke refresh tokens and, in the same transaction (the caller's), the access tokens of the
// sessions they end (auth.revocations, issue 9): run them inside db.tx.

const endSessions = (q: Queryable, revoked: Array<{ family_id: string }>, now: Date) =>
  recordRevocations(
    q,
    'session',
    revoked.map((r) => r.family_id),
    now,
  );

/** Refresh-token reuse: the family's tokens, refresh and access, stop working. */
async function revokeFamily(q: Queryable, familyId: string, now: Date) {
  const revoked = await q.query<{ family_id: string }>(
    'UPDATE auth.refresh_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL RETURNING family_id',
    [familyId, now],
  );
  await endSessions(q, revoked, now);
}

/**
 * Logout: revokes the family of `presented` (the session it belongs to, whichever of its tokens is shown, spent or
 * not), when it was issued for `company`. Unknown tokens change nothing: the call is idempotent.
 */
export async function revokeFamilyOf(q: Queryable, presented: string, company: string, now: Date): Promise<void> {
  const revoked = await q.query<{ family_id: string }>(
    `UPDATE auth.refresh_tokens SET revoked_at = $3
     WHERE revoked_at IS NULL
       AND family_id = (SELECT family_id FROM auth.refresh_tokens WHERE token_hash = $1 AND brand = $2)
     RETURNING family_id`,
    [hashToken(presented), company, now],
  );
  await endSessions(q, revoked, now);
}

/** Password reset: every session of the user ends; sessions started afterwards (with the new password) work. */
export async function revokeUserSessions(q: Queryable, userId: string, now: Date): Promise<void> {
  const revoked = await q.query<{ family_id: string }>(
    'UPDATE auth.refresh_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL RETURNING family_id',
    [userId, now],
  );
  await endSessions(q, revoked, now);
}

/**
 * Deactivation: every session of the user ends, and every token issued to the user so far is refused, those
 * without a session id (issued before sessions were named) included.
 */
export async function revokeUser(q: Queryable, userId: string, now: Date): Promise<void> {
  await q.query('UPDATE auth.refresh_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [
    userId,
    now,
  ]);
  await recordRevocations(q, 'user', [userId], now);
}
