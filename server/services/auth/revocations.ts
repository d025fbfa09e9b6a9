/**
 * auth.revocations: the sessions and users whose access tokens must stop working before they expire.
 * Written in the transaction that revokes the refresh tokens; read by the RevocationHub, which serves them to the
 * other services.
 */
import type { Queryable } from '../../db/connection.js';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../lib/access-token.js';
import type { RevocableClaims, RevocationEntry, RevocationKind } from '../../lib/revocation-list.js';

/**
 * Revocation list. An entry outlives every access token it refuses by the clock skew allowed between the
 * authenticator and the verifying services.
 */
export const REVOCATION_SKEW_SECONDS = 60;

/** NOTIFY channel: every authenticator process reads the new entries when a transaction that wrote some commits. */
export const REVOCATIONS_CHANNEL = 'auth_revocations';
/** Advisory lock held by a writer until it commits, so that seq is taken in commit order. */
const REVOCATIONS_LOCK = 4_201_009;

const ENTRY_TTL_MS = (ACCESS_TOKEN_TTL_SECONDS + REVOCATION_SKEW_SECONDS) * 1000;

/**
 * Records that the tokens of `subjects` are revoked as of `now`. Call it inside the transaction that revokes their
 * refresh tokens: the lock it takes is held until that transaction ends. Expired entries are pruned on the way.
 */
export async function recordRevocations(
  q: Queryable,
  kind: RevocationKind,
  subjects: string[],
  now: Date,
): Promise<void> {
  const unique = [...new Set(subjects)];
  if (!unique.length) return;
  await q.query('SELECT pg_advisory_xact_lock($1)', [REVOCATIONS_LOCK]);
  await q.query('DELETE FROM auth.revocations WHERE expires_at <= $1', [now]);
  await q.query(
    `INSERT INTO auth.revocations (kind, subject, revoked_at, expires_at)
     SELECT $1, s, $3, $4 FROM unnest($2::uuid[]) AS s`,
    [kind, unique, now, new Date(now.getTime() + ENTRY_TTL_MS)],
  );
  await q.query(`SELECT pg_notify('${REVOCATIONS_CHANNEL}', '')`);
}

interface RevocationRow {
  seq: string | number;
  kind: RevocationKind;
  subject: string;
  revoked_at: Date | string;
  expires_at: Date | string;
}

/** Entries after `seq` in seq order (expired ones included: the list drops them, and its seq moves past them). */
export async function revocationsAfter(q: Queryable, seq: number): Promise<RevocationEntry[]> {
  const rows = await q.query<RevocationRow>(
    'SELECT seq, kind, subject, revoked_at, expires_at FROM auth.revocations WHERE seq > $1 ORDER BY seq',
    [seq],
  );
  return rows.map((r) => ({
    seq: Number(r.seq),
    kind: r.kind,
    subject: r.subject,
    revokedAt: new Date(r.revoked_at).getTime(),
    expiresAt: new Date(r.expires_at).getTime(),
  }));
}

/** The database's answer, for when the in-memory list may be behind. */
export async function isRevokedInDb(q: Queryable, claims: RevocableClaims, now: Date): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM auth.revocations
     WHERE expires_at > $4
       AND ((kind = 'session' AND subject::text = $1)
         OR (kind = 'user' AND subject::text = $2 AND $3 <= floor(extract(epoch FROM revoked_at))))
     LIMIT 1`,
    [claims.sid ?? '', claims.sub, claims.iat, now],
  );
  return rows.length > 0;
}
