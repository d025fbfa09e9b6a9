/**
 * The mailer's queue (mailer.messages). Rows are claimed with FOR UPDATE SKIP LOCKED and leased by moving
 * next_attempt_at forward, so two replicas never deliver the same message at once, and a replica that dies
 * mid-delivery only delays its messages until the lease ends.
 */
import type { Queryable } from '../../db/connection.js';
import type { OutboxBacklog } from '../../lib/metrics/index.js';

export type ContentType = 'text/html' | 'text/plain';

export interface QueuedMessage {
  id: string;
  subject: string;
  content: string;
  content_type: ContentType;
  recipients: string[];
  domain: string | null;
  /** Where answers go: the sender of a user's message; null for the portal's own mail. */
  reply_to: string | null;
  status: 'queued' | 'sent' | 'failed';
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
  message_id: string | null;
  sent_at: Date | null;
  created_at: Date;
}

/** How long a claimed message stays invisible to the other replicas: longer than one SMTP delivery can take. */
export const CLAIM_LEASE_MS = 2 * 60_000;
const BACKOFF_BASE_MS = 5_000;
/**
 * Retries never stop while the failure may pass (design section 4: a mail server that is down delays mail and loses
 * nothing); the wait between two tries stops growing here, so mail goes out at most this long after the server is back.
 */
const BACKOFF_CAP_MS = 30 * 60_000;

/** 5 s, 10 s, 20 s … after the 1st, 2nd, 3rd failed attempt, never more than 30 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_CAP_MS);
}

export async function enqueue(
  q: Queryable,
  m: {
    subject: string;
    content: string;
    contentType: ContentType;
    recipients: string[];
    domain: string;
    replyTo?: string | null;
    /** The caller's name for this message: queued once per key, whatever the caller resends. */
    idempotencyKey?: string | null;
  },
  now: Date,
): Promise<{ id: string; replayed: boolean }> {
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO mailer.messages (subject, content, content_type, recipients, domain, reply_to, idempotency_key,
       next_attempt_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    [m.subject, m.content, m.contentType, m.recipients, m.domain, m.replyTo ?? null, m.idempotencyKey ?? null, now],
  );
  if (row) return { id: row.id, replayed: false };
  // Queued before under this key (the insert waited for a concurrent one to commit): answer with that message.
  const [first] = await q.query<{ id: string }>('SELECT id FROM mailer.messages WHERE idempotency_key = $1', [
    m.idempotencyKey,
  ]);
  return { id: first.id, replayed: true };
}

/** Takes up to `limit` due messages for this process; each claim counts as an attempt. */
export async function claimDue(
  q: Queryable,
  now: Date,
  limit: number,
  leaseMs = CLAIM_LEASE_MS,
): Promise<QueuedMessage[]> {
  return q.query<QueuedMessage>(
    `UPDATE mailer.messages m
        SET attempts = m.attempts + 1, next_attempt_at = $2
      WHERE m.id IN (
        SELECT id FROM mailer.messages
         WHERE status = 'queued' AND next_attempt_at <= $1
         ORDER BY next_attempt_at, id
         LIMIT $3
         FOR UPDATE SKIP LOCKED)
      RETURNING m.*`,
    [now, new Date(now.getTime() + leaseMs), limit],
  );
}

export async function markSent(q: Queryable, id: string, messageId: string, now: Date): Promise<void> {
  await q.query(
    `UPDATE mailer.messages SET status = 'sent', message_id = $2, sent_at = $3, last_error = NULL WHERE id = $1`,
    [id, messageId, now],
  );
}

/**
 * A failed attempt: retried after the backoff, however many attempts it took, unless the mail server refused the
 * message itself for good (`permanent`), which no retry can change.
 */
export async function markFailedAttempt(
  q: Queryable,
  m: QueuedMessage,
  error: string,
  now: Date,
  permanent: boolean,
): Promise<'retry' | 'failed'> {
  const outcome = permanent ? 'failed' : 'retry';
  await q.query(`UPDATE mailer.messages SET status = $2, last_error = $3, next_attempt_at = $4 WHERE id = $1`, [
    m.id,
    outcome === 'failed' ? 'failed' : 'queued',
    error.slice(0, 1000),
    new Date(now.getTime() + retryDelayMs(m.attempts)),
  ]);
  return outcome;
}

export async function listRecent(q: Queryable, limit: number) {
  return q.query<
    Pick<QueuedMessage, 'id' | 'recipients' | 'subject' | 'status' | 'attempts' | 'created_at' | 'sent_at'>
  >(
    `SELECT id, recipients, subject, status, attempts, created_at, sent_at
       FROM mailer.messages ORDER BY created_at DESC, id DESC LIMIT $1`,
    [limit],
  );
}

export async function findMessage(q: Queryable, id: string): Promise<QueuedMessage | undefined> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
  const [row] = await q.query<QueuedMessage>('SELECT * FROM mailer.messages WHERE id = $1', [id]);
  return row;
}

/** The messages still queued (not sent, not given up) and the age of the oldest (the metrics read it on scrape). */
export async function queueBacklog(q: Queryable): Promise<OutboxBacklog> {
  const [row] = await q.query<{ pending: number; oldest: number | null }>(
    `SELECT count(*)::int AS pending, EXTRACT(EPOCH FROM now() - min(created_at))::float8 AS oldest
       FROM mailer.messages WHERE status = 'queued'`,
  );
  return { pending: row.pending, oldestAgeSeconds: row.oldest };
}
