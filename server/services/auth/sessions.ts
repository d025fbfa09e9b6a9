/**
 * The end of sessions: logout, a password reset, a deactivation or a refresh-token reuse.
 *
 * A session row (auth.sessions) carries the revoked state of every token issued in it. Ending a session updates
 * that row, which waits for a refresh holding it (refresh-tokens.ts locks it while it rotates): whatever ran
 * alongside, once the revoking transaction commits no token of the session refreshes again, and its access tokens
 * are listed in auth.revocations until they would have expired anyway. Run these functions inside db.tx.
 */
import type { Queryable } from '../../db/connection.js';
import { hashToken } from './opaque-token.js';
import { recordRevocations } from './revocations.js';

/** Marks the sessions revoked and lists them, so that their access tokens stop working in every service. */
async function endSessions(q: Queryable, where: string, params: unknown[], now: Date): Promise<string[]> {
  const ended = await q.query<{ id: string }>(
    `UPDATE auth.sessions SET revoked_at = $1 WHERE revoked_at IS NULL AND ${where} RETURNING id`,
    [now, ...params],
  );
  const ids = ended.map((s) => s.id);
  await recordRevocations(q, 'session', ids, now);
  return ids;
}

/** Refresh-token reuse: the session whose rotated token came back ends. */
export const revokeSession = (q: Queryable, sessionId: string, now: Date) =>
  endSessions(q, 'id = $2', [sessionId], now);

/**
 * Logout: ends the session of `presented` (whichever of its tokens is shown, spent or not), when it was issued for
 * `company`. An unknown token changes nothing: the call is idempotent.
 */
export const revokeSessionOf = (q: Queryable, presented: string, company: string, now: Date) =>
  endSessions(
    q,
    `id = (SELECT t.family_id FROM auth.refresh_tokens t WHERE t.token_hash = $2) AND brand = $3`,
    [hashToken(presented), company],
    now,
  );

/** Password reset: every session of the user ends; sessions started afterwards (with the new password) work. */
export const revokeUserSessions = (q: Queryable, userId: string, now: Date) =>
  endSessions(q, 'user_id = $2', [userId], now);

/**
 * Deactivation: every session of the user ends, and every token issued to the user so far is refused, those
 * without a session id (issued before sessions were named) included.
 */
export async function revokeUser(q: Queryable, userId: string, now: Date): Promise<void> {
  await revokeUserSessions(q, userId, now);
  await recordRevocations(q, 'user', [userId], now);
}
