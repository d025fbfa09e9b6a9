/**
 * The delivery loop: every poll, claim the due messages, hand each to the transport, and record the outcome. A
 * transient failure (mail server down, refused connection, timeout, SMTP 4xx) schedules a retry with backoff, for as
 * long as it takes; only a permanent SMTP 5xx refusal of the message or its recipients marks it failed, logged as an
 * error. Accepting a message (POST /mailer/outlook) never waits for this.
 */

import { MAILER_QUEUE, mailRetentionCutoff, purgeOldMail } from '../../db/mail-retention.js';
import { withoutPersonalData } from '../../lib/logger.js';
import { startPolling } from '../../lib/polling.js';
import type { ServiceDeps } from '../service.js';
import { buildMessage } from './message.js';
import { claimDue, markFailedAttempt, markSent } from './queue.js';
import { isPermanentRejection, type MailTransport } from './transport.js';

const BATCH_SIZE = 20;
/** One pass stops after this many batches, so that stop() is never kept waiting by a huge backlog. */
const MAX_BATCHES_PER_PASS = 25;
/** How often a pass also deletes messages past MAIL_RETENTION_DAYS (design section 18). */
const PURGE_EVERY_MS = 3_600_000;

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
}

export interface Delivery {
  /** Delivers every message that is due now (by deps.clock); safe to call while the loop runs. */
  deliverDue(): Promise<DeliveryReport>;
  start(): void;
  stop(): Promise<void>;
}

export function createDelivery(deps: ServiceDeps, transport: MailTransport, pollMs: number): Delivery {
  const { db, clock, logger, config } = deps;
  let stopPolling: (() => Promise<void>) | undefined;

  async function deliverBatch(report: DeliveryReport): Promise<number> {
    const batch = await claimDue(db, clock.now(), BATCH_SIZE, config.mailerClaimLeaseMs);
    for (const m of batch) {
      try {
        const messageId = await transport.send(buildMessage(m, config));
        await markSent(db, m.id, messageId, clock.now());
        report.sent += 1;
        logger.info('mail sent', { id: m.id, attempts: m.attempts, transport: transport.kind });
      } catch (err) {
        // A refusal may name the recipient: the log and the row keep it without the address.
        const error = withoutPersonalData(err instanceof Error ? err.message : String(err));
        const outcome = await markFailedAttempt(db, m, error, clock.now(), isPermanentRejection(err));
        if (outcome === 'failed') {
          report.failed += 1;
          logger.error('mail failed for good', { id: m.id, attempts: m.attempts, error });
        } else {
          report.retried += 1;
          logger.warn('mail delivery failed, will retry', { id: m.id, attempts: m.attempts, error });
        }
      }
    }
    return batch.length;
  }

  let purgedAt = Number.NEGATIVE_INFINITY;
  /**
   * Messages delivered or refused for good past the retention go, with the transport's copies, at most hourly; a
   * failure waits for the next.
   */
  async function purgeIfDue() {
    const now = clock.now();
    if (now.getTime() - purgedAt < PURGE_EVERY_MS) return;
    purgedAt = now.getTime();
    try {
      const purged = await purgeOldMail(db, MAILER_QUEUE, now, config.mailRetentionDays);
      // The transport's own copies (the development outbox's .eml files) are kept no longer than the rows.
      const files = await transport.purgeOlderThan(mailRetentionCutoff(now, config.mailRetentionDays));
      if (purged || files) logger.info('old mail deleted', { purged, files });
    } catch (err) {
      logger.warn('old mail not deleted', { err: err instanceof Error ? err.message : String(err) });
    }
  }

  async function deliverDue(): Promise<DeliveryReport> {
    await purgeIfDue();
    const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
    for (let i = 0; i < MAX_BATCHES_PER_PASS; i++) {
      if ((await deliverBatch(report)) < BATCH_SIZE) break;
    }
    return report;
  }

  return {
    deliverDue,
    start() {
      stopPolling ??= startPolling({ name: 'mail delivery', logger, pass: deliverDue, delayMs: () => pollMs });
    },
    async stop() {
      const stop = stopPolling;
      stopPolling = undefined;
      await stop?.();
    },
  };
}
