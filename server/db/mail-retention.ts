import { DAY_MS } from '../../shared/time.js';
import type { Queryable } from './connection.js';

/** Mails one statement of that deletion removes: a large backlog is deleted in short statements. */
export const MAIL_PURGE_BATCH = 1_000;

/** Mail finished before this moment is past the retention of `days`. */
export const mailRetentionCutoff = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/**
 * Deletes the mails of `table` that `done` (a condition on its rows) says are finished, older than `days` by the
 * column `at`, a batch per statement (design section 18: their text names people). Used by the API's opportunity job
 * (its outbox) and the mailer's delivery loop (its queue), each on its own schema. Returns how many went.
 */
export async function purgeOldMail(
  q: Queryable,
  mail: { table: string; at: string; done: string },
  now: Date,
  days: number,
): Promise<number> {
  const cutoff = mailRetentionCutoff(now, days);
  let purged = 0;
  for (;;) {
    const rows = await q.query(
      `DELETE FROM ${mail.table} WHERE id IN (
         SELECT id FROM ${mail.table} WHERE ${mail.done} AND ${mail.at} < $1 LIMIT ${MAIL_PURGE_BATCH})
       RETURNING id`,
      [cutoff],
    );
    purged += rows.length;
    if (rows.length < MAIL_PURGE_BATCH) return purged;
  }
}

/** The API's outbox: a mail is done once handed to the mailer (or given up), when `sent_at` is set. */
export const API_OUTBOX = { table: 'api.mail_outbox', at: 'sent_at', done: 'sent_at IS NOT NULL' };
/** The mailer's queue: a message is done once delivered or refused for good. */
export const MAILER_QUEUE = { table: 'mailer.messages', at: 'created_at', done: "status <> 'queued'" };
