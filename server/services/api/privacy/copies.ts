import type { Queryable } from '../../../db/connection.js';
import { IDEMPOTENT_REPLIES, rewriteKeptReplies } from '../idempotency.js';
import { ANONYMISED } from './anonymise.js';

/** What identifies the person of an erasure: the values the erased rows held, and the address asked about. */
export interface Subject {
  names: string[];
  emails: string[];
  phones: string[];
}

const folded = (values: string[]) => [...new Set(values.map((v) => v.trim().toLowerCase()).filter(Boolean))];

/** The contact values of the opportunities `ids` and the address asked about, read before they are anonymised. */
export async function subjectOf(q: Queryable, ids: string[], email: string): Promise<Subject> {
  const rows = await q.query<{ contact: string | null; email: string | null; phone: string | null }>(
    `SELECT contact, email, phone FROM api.opportunities WHERE id = ANY($1::uuid[]) AND personal_data_erased_at IS NULL`,
    [ids],
  );
  const present = (k: 'contact' | 'email' | 'phone') => rows.map((r) => r[k]).filter((v): v is string => !!v);
  return {
    names: folded(present('contact')),
    emails: folded([email, ...present('email')]),
    phones: folded(present('phone')),
  };
}

/**
 * A JSON text with the person's values anonymised as the opportunity's own columns are: a value that is the name
 * becomes ANONYMISED, one that is the e-mail or phone becomes null, and a longer text holding the e-mail or phone has
 * it replaced by ANONYMISED. A text that is not JSON gets the last rule.
 */
export function anonymiseText(subject: Subject, body: string): string {
  const hidden = [...subject.emails, ...subject.phones];
  const withinText = (s: string) =>
    hidden.reduce((acc, h) => acc.replace(new RegExp(h.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), ANONYMISED), s);
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const v = value.trim().toLowerCase();
      if (subject.names.includes(v)) return ANONYMISED;
      if (hidden.includes(v)) return null;
      return withinText(value);
    }
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    }
    return value;
  };
  try {
    return JSON.stringify(walk(JSON.parse(body)));
  } catch {
    return withinText(body);
  }
}

/**
 * Reaches the copies of the person's data the main API keeps beside the opportunities, in the erasure's transaction
 * (design section 18): the kept replies of writes (a registration's, an approval's) are anonymised in place, and the
 * outbox's mails holding the e-mail or phone anywhere, their last error included, are deleted, sent or not (a notice
 * still waiting that names an erased person is not sent). No template of the portal names a customer contact: the
 * mails that may are the contact form's, which the person may have written.
 */
export async function eraseCopies(q: Queryable, subject: Subject): Promise<void> {
  await rewriteKeptReplies(q, IDEMPOTENT_REPLIES, [...subject.names, ...subject.emails, ...subject.phones], (body) =>
    anonymiseText(subject, body),
  );
  const hidden = [...subject.emails, ...subject.phones];
  if (!hidden.length) return;
  await q.query(
    `DELETE FROM api.mail_outbox m WHERE EXISTS (
       SELECT 1 FROM unnest($1::text[]) n
       WHERE strpos(lower(concat_ws(' ', array_to_string(m.recipients, ' '), m.subject, m.content, m.last_error)), n) > 0)`,
    [hidden],
  );
}
