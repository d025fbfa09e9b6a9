import type { Queryable } from '../../../db/connection.js';

/** A notification the main API owes someone; written in the same transaction as the change that caused it. */
export interface OutgoingMail {
  kind: string;
  brand: string;
  to: string[];
  subject: string;
  /** HTML body; the mailer wraps it in the brand's template (logo, footer). */
  html: string;
}

export async function enqueueMail(q: Queryable, mail: OutgoingMail): Promise<void> {
  const to = [...new Set(mail.to.map((t) => t.trim()).filter(Boolean))];
  if (!to.length) return;
  await q.query('INSERT INTO api.mail_outbox (kind, brand, recipients, subject, content) VALUES ($1, $2, $3, $4, $5)', [
    mail.kind,
    mail.brand,
    to,
    mail.subject,
    mail.html,
  ]);
}
