import type { Queryable } from '../../../db/connection.js';
import type { OutboxBacklog } from '../../../lib/metrics/index.js';

/** What a notification says: the templates build it, the caller addresses it. */
export interface MailContent {
  kind: string;
  brand: string;
  subject: string;
  /** HTML body; the mailer wraps it in the brand's template (logo, footer). */
  html: string;
}

/** Everyone holding `role` on `brand` (active accounts), looked up when the mail is sent, not when it is written. */
export interface RoleRecipients {
  role: 'REPRESENTATIVE';
  brand: string;
}

/** Content with fixed addresses, as the templates for one known person return it. */
export interface AddressedMail extends MailContent {
  to: string[];
}

/**
 * A notification the main API owes someone; written in the same transaction as the change that caused it. Fixed
 * addresses (`to`), a role (`toRole`), or both; the role's brand is the mail's own brand.
 */
export interface OutgoingMail extends MailContent {
  to?: string[];
  toRole?: RoleRecipients;
  /**
   * Its place among the mails one change writes that must leave in order (the waiting list's, in the order asked):
   * due that many milliseconds after the first, as the dispatcher takes due rows oldest first. None: due at once.
   */
  position?: number;
}

/** Writes the notification; a mail with no fixed address and no role has no one to go to and is not written. */
export async function enqueueMail(q: Queryable, mail: OutgoingMail): Promise<void> {
  const to = [...new Set((mail.to ?? []).map((t) => t.trim()).filter(Boolean))];
  if (mail.toRole && mail.toRole.brand !== mail.brand) {
    // The outbox row keeps one brand, used for the role lookup and the mail's template alike.
    throw new Error(`mail ${mail.kind} of brand ${mail.brand} addressed to the role of brand ${mail.toRole.brand}`);
  }
  if (!to.length && !mail.toRole) return;
  await q.query(
    `INSERT INTO api.mail_outbox (kind, brand, recipients, recipient_role, subject, content, next_attempt_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7::float8 / 1000))`,
    [mail.kind, mail.brand, to, mail.toRole?.role ?? null, mail.subject, mail.html, mail.position ?? 0],
  );
}

/** The mails not handed to the mailer yet and the age of the oldest (the metrics read it on scrape). */
export async function outboxBacklog(q: Queryable): Promise<OutboxBacklog> {
  const [row] = await q.query<{ pending: number; oldest: number | null }>(
    `SELECT count(*)::int AS pending, EXTRACT(EPOCH FROM now() - min(created_at))::float8 AS oldest
       FROM api.mail_outbox WHERE sent_at IS NULL`,
  );
  return { pending: row.pending, oldestAgeSeconds: row.oldest };
}
