import type { Db } from '../../db/connection.js';
import { badRequest, HttpError, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../lib/identities.js';
import { hashPassword } from '../../lib/password.js';
import { isPasswordTooLong, PASSWORD_POLICY, PASSWORD_TOO_LONG } from '../../lib/validation.js';
import { hashToken, newOpaqueToken } from './opaque-token.js';
import { revokeUserSessions } from './sessions.js';
import { findUserByEmail, findUserById, setPasswordHash, toAuthUser } from './users.js';

export const INVITE_TOKEN_TTL_SECONDS = 24 * 3600;
export const RESET_TOKEN_TTL_SECONDS = 3600;

export type PasswordTokenPurpose = 'invite' | 'reset';

/** A new resale or seller has a day to set a password; a reset link is good for an hour. */
const lifetimeSeconds = (purpose: PasswordTokenPurpose) =>
  purpose === 'invite' ? INVITE_TOKEN_TTL_SECONDS : RESET_TOKEN_TTL_SECONDS;

export const PASSWORD_POLICY_MESSAGE =
  'A senha deve ter no mínimo 8 caracteres, incluindo uma letra maiúscula, um caractere especial e um número';

export function assertPasswordPolicy(password: unknown): asserts password is string {
  if (typeof password === 'string' && isPasswordTooLong(password)) {
    throw badRequest(PASSWORD_TOO_LONG, { password: PASSWORD_TOO_LONG });
  }
  if (typeof password !== 'string' || !PASSWORD_POLICY.test(password)) {
    throw badRequest(PASSWORD_POLICY_MESSAGE, { password: PASSWORD_POLICY_MESSAGE });
  }
}

const invalidLink = () => new HttpError(400, 'Link inválido ou expirado. Solicite um novo.', 'INVALID_TOKEN');

/**
 * Issues a single-use link token for an active user, found by e-mail or id. Only its hash is kept, and the user's
 * earlier unused links of the same purpose stop working: the newest e-mail is the one that counts.
 */
export async function issuePasswordToken(
  db: Db,
  input: { email?: string | null; userId?: string | null; purpose: PasswordTokenPurpose },
  now: Date,
): Promise<{ token: string; user: AuthUser; expiresAt: Date }> {
  const user = input.userId ? await findUserById(db, input.userId) : await findUserByEmail(db, input.email ?? '');
  if (!user?.active) throw notFound();
  const token = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + lifetimeSeconds(input.purpose) * 1000);
  await db.tx(async (q) => {
    await q.query(
      'UPDATE auth.password_tokens SET used_at = $3 WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL',
      [user.id, input.purpose, now],
    );
    await q.query(
      'INSERT INTO auth.password_tokens (token_hash, user_id, purpose, expires_at) VALUES ($1, $2, $3, $4)',
      [hashToken(token), user.id, input.purpose, expiresAt],
    );
  });
  return { token, user: toAuthUser(user), expiresAt };
}

/** What an e-mailed link's token can still do; nothing about whose it is. */
export type PasswordTokenStatus = 'USABLE' | 'USED' | 'EXPIRED' | 'INVALID';

/**
 * Whether a link's token would still set a password, read without spending it, so that the page can say so when it
 * opens instead of after a password was typed. USED covers a link replaced by a newer one (issuePasswordToken spends
 * the older); an unknown token, or one whose user was deactivated, is INVALID. The answer names no user or e-mail.
 */
export async function passwordTokenStatus(db: Db, token: string, now: Date): Promise<PasswordTokenStatus> {
  const [row] = await db.query<{ used_at: Date | null; expires_at: Date; active: boolean }>(
    `SELECT t.used_at, t.expires_at, u.active FROM auth.password_tokens t JOIN auth.users u ON u.id = t.user_id
     WHERE t.token_hash = $1`,
    [hashToken(token)],
  );
  if (!row?.active) return 'INVALID';
  if (row.used_at) return 'USED';
  return new Date(row.expires_at).getTime() > now.getTime() ? 'USABLE' : 'EXPIRED';
}

/**
 * Sets the password from an e-mailed link. The token is spent by a conditional UPDATE (single use even under
 * concurrency); a reset also ends the user's sessions, since whoever held the old password may hold one of them.
 */
export async function redeemPasswordToken(
  db: Db,
  token: string,
  password: unknown,
  now: Date,
): Promise<{ userId: string; name: string }> {
  assertPasswordPolicy(password);
  // Hashed before the transaction: argon2 takes tens of milliseconds and PGlite runs one transaction at a time.
  const passwordHash = await hashPassword(password);
  const redeemed = await db.tx(async (q) => {
    const [spent] = await q.query<{ user_id: string; name: string; purpose: PasswordTokenPurpose }>(
      `UPDATE auth.password_tokens t SET used_at = $2 FROM auth.users u
       WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > $2 AND u.id = t.user_id AND u.active
       RETURNING t.user_id, u.name, t.purpose`,
      [hashToken(token), now],
    );
    if (!spent) return undefined;
    await setPasswordHash(q, spent.user_id, passwordHash, now);
    if (spent.purpose === 'reset') await revokeUserSessions(q, spent.user_id, now);
    return { userId: spent.user_id, name: spent.name };
  });
  if (!redeemed) throw invalidLink();
  return redeemed;
}
