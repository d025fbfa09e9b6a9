import type { Db, Queryable } from '../../db/connection.js';
import { HttpError } from '../../lib/errors.js';
import { hashToken, newOpaqueToken } from './opaque-token.js';
import { revokeSession } from './sessions.js';

export const REFRESH_TOKEN_TTL_KEEP_SECONDS = 7 * 24 * 3600;
export const REFRESH_TOKEN_TTL_SESSION_SECONDS = 12 * 3600;

/** "Mantenha-me conectado" keeps a session 7 days; without it, 12 hours. */
const lifetimeSeconds = (keep: boolean) => (keep ? REFRESH_TOKEN_TTL_KEEP_SECONDS : REFRESH_TOKEN_TTL_SESSION_SECONDS);

export const sessionExpired = () => new HttpError(401, 'Sessão expirada. Faça login novamente.', 'UNAUTHENTICATED');

/** Stores the hash of a new refresh token of the session and returns the token itself (shown once, never stored). */
async function issueRefreshToken(q: Queryable, session: { id: string; keep: boolean }, now: Date): Promise<string> {
  const token = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + lifetimeSeconds(session.keep) * 1000);
  await q.query(
    'INSERT INTO auth.refresh_tokens (family_id, user_id, brand, token_hash, keep, expires_at) SELECT id, user_id, brand, $2, keep, $3 FROM auth.sessions WHERE id = $1',
    [session.id, hashToken(token), expiresAt],
  );
  return token;
}

interface OpenSessionInput {
  userId: string;
  /** The password hash the login was checked against: a reset committed since then refuses the login. */
  passwordHash: string;
  brand: string;
  keep: boolean;
}

/**
 * Login: opens a session and issues its first refresh token, unless the user was deactivated or changed password
 * since the login read them. The user's row is held (FOR SHARE) until the session is written: a deactivation or a
 * reset (which update that row) either commits first, and the login is refused, or waits for this transaction and
 * then ends the session it opened. Undefined when refused.
 */
export function openSession(
  db: Db,
  input: OpenSessionInput,
  now: Date,
): Promise<{ refreshToken: string; sessionId: string } | undefined> {
  return db.tx(async (q) => {
    const [user] = await q.query<{ active: boolean; password_hash: string | null }>(
      'SELECT active, password_hash FROM auth.users WHERE id = $1 FOR SHARE',
      [input.userId],
    );
    if (!user?.active || user.password_hash !== input.passwordHash) return undefined;
    const [session] = await q.query<{ id: string }>(
      'INSERT INTO auth.sessions (user_id, brand, keep, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
      [input.userId, input.brand, input.keep, now],
    );
    const refreshToken = await issueRefreshToken(q, { id: session.id, keep: input.keep }, now);
    return { refreshToken, sessionId: session.id };
  });
}

interface PresentedRow {
  id: string;
  session_id: string;
  user_id: string;
  brand: string;
  keep: boolean;
  expires_at: Date;
  rotated_at: Date | null;
  session_revoked_at: Date | null;
  active: boolean;
  has_role: boolean;
}

type Rotation = { ok: true; refreshToken: string; sessionId: string; userId: string; brand: string } | { ok: false };

/**
 * Spends `presented` and returns its successor in the same session. The session's row is locked first and held
 * until the successor is written, so a revocation of the session (which updates that row) cannot slip between
 * the two: it either comes first, and this refresh fails, or waits, and then revokes the successor with the rest.
 * A token presented again after it was spent means a copy is in someone else's hands: the session ends. Of two
 * concurrent refreshes with one token, the second sees the token spent, so it counts as that reuse.
 */
export async function rotateRefreshToken(db: Db, presented: string, company: string, now: Date) {
  const rotation = await db.tx(async (q): Promise<Rotation> => {
    const [found] = await q.query<{ family_id: string }>(
      'SELECT family_id FROM auth.refresh_tokens WHERE token_hash = $1',
      [hashToken(presented)],
    );
    if (!found) return { ok: false };
    await q.query('SELECT 1 FROM auth.sessions WHERE id = $1 FOR UPDATE', [found.family_id]);
    // Read under the lock: a rotation or revocation that committed while this one waited is seen.
    const [row] = await q.query<PresentedRow>(
      `SELECT t.id, s.id AS session_id, s.user_id, s.brand, s.keep, t.expires_at, t.rotated_at,
         s.revoked_at AS session_revoked_at, u.active,
         EXISTS (SELECT 1 FROM auth.roles r WHERE r.user_id = s.user_id AND r.brand IN (s.brand, 'all')) AS has_role
       FROM auth.refresh_tokens t JOIN auth.sessions s ON s.id = t.family_id JOIN auth.users u ON u.id = s.user_id
       WHERE t.token_hash = $1`,
      [hashToken(presented)],
    );
    if (row.session_revoked_at) return { ok: false };
    if (row.rotated_at) {
      await revokeSession(q, row.session_id, now);
      return { ok: false };
    }
    if (new Date(row.expires_at) <= now || !row.active || !row.has_role || row.brand !== company) {
      return { ok: false };
    }
    await q.query('UPDATE auth.refresh_tokens SET rotated_at = $2 WHERE id = $1', [row.id, now]);
    const refreshToken = await issueRefreshToken(q, { id: row.session_id, keep: row.keep }, now);
    return { ok: true, refreshToken, sessionId: row.session_id, userId: row.user_id, brand: row.brand };
  });
  if (!rotation.ok) throw sessionExpired();
  return rotation;
}
