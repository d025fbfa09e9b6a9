/**
 * Hands the main API's outbox (api.mail_outbox) to the mailer (POST /mailer/outlook). A mailer that is down or
 * answers 5xx delays the mail, never loses it: the row stays, with its attempts counted and the next try pushed back.
 * A row addressed to a role gets that role's addresses from the authenticator here, at sending time; an authenticator
 * that cannot answer delays the row the same way.
 * Rows are claimed with FOR UPDATE SKIP LOCKED and a lease, so two API replicas never hand over the same row at once.
 * A mailer that does not answer (down, or hanging until the timeout) ends the pass at the first such row: the rows
 * not yet tried are handed back untouched, and the loop waits with a growing delay before the next pass, so a hanging
 * mailer costs one timeout per pass instead of one per row. Nothing is lost (rows stay until sent) or sent twice (the
 * mailer honours the Idempotency-Key of a row it accepted without our hearing back).
 */
import type { Queryable } from '../../../db/connection.js';
import { startPolling } from '../../../lib/polling.js';
import { SERVICE_KEY_HEADER } from '../../../lib/service-auth.js';
import type { ApiContext } from '../context.js';
import { type Addressing, addressesOf, roleLookup } from './role-recipients.js';

const DEFAULT_DISPATCH_MS = 1_000;
const BATCH_SIZE = 20;
const MAX_BATCHES_PER_PASS = 25;
/** Longer than one call to the mailer can take (its timeout below). */
const CLAIM_LEASE_MS = 60_000;
const MAILER_TIMEOUT_MS = 15_000;
const BACKOFF_BASE_MS = 5_000;
const BACKOFF_CAP_MS = 10 * 60_000;

interface OutboxRow {
  id: string;
  kind: string;
  brand: string;
  recipients: string[];
  recipient_role: string | null;
  subject: string;
  content: string;
  attempts: number;
}

/** What a dispatch pass needs; tests pass it with another mailerUrl (a mailer that is down) or a shorter timeout. */
export type DispatchDeps = Pick<ApiContext, 'db' | 'config' | 'clock' | 'logger' | 'auth'> & {
  mailerTimeoutMs?: number;
};

export interface DispatchReport {
  sent: number;
  retried: number;
  rejected: number;
  /** Addressed to a role nobody active holds: closed as sent, with nothing delivered. */
  unaddressed: number;
  /** The mailer did not answer: the pass ended there, and these claimed rows were handed back untried. */
  deferred: number;
  mailerUnavailable: boolean;
}

export function dispatchRetryDelayMs(attempts: number, baseMs = BACKOFF_BASE_MS): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), BACKOFF_CAP_MS);
}

// A row never tried is due at once: enqueueMail stamps it with the database's now(), which a test's ManualClock may
// trail; only retries wait for their backoff.
async function claimDue(q: Queryable, now: Date, leaseMs: number): Promise<OutboxRow[]> {
  return q.query<OutboxRow>(
    `UPDATE api.mail_outbox o
        SET attempts = o.attempts + 1, next_attempt_at = $2
      WHERE o.id IN (
        SELECT id FROM api.mail_outbox
         WHERE sent_at IS NULL AND (attempts = 0 OR next_attempt_at <= $1)
         ORDER BY next_attempt_at, id
         LIMIT $3
         FOR UPDATE SKIP LOCKED)
      RETURNING o.id, o.kind, o.brand, o.recipients, o.recipient_role, o.subject, o.content, o.attempts`,
    [now, new Date(now.getTime() + leaseMs), BATCH_SIZE],
  );
}

/** `unavailable`: no reply at all (refused, reset, timed out) or a 502/503/504: the next row would fare the same. */
type Outcome = { ok: true } | { ok: false; permanent: boolean; unavailable?: boolean; error: string };

const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

async function handOver(ctx: DispatchDeps, row: OutboxRow, to: string[]): Promise<Outcome> {
  const form = new URLSearchParams({
    subject: row.subject,
    content: row.content,
    to: to.join(','),
    domain: row.brand,
    contentType: 'text/html',
  });
  try {
    const res = await fetch(new URL('/mailer/outlook', ctx.config.mailerUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        [SERVICE_KEY_HEADER]: ctx.config.serviceKey,
        // The mailer queues a row once however often it is handed over (a slow mailer times out here, and the row
        // is handed over again while the first call may still be accepted): the key is the row's id.
        'idempotency-key': `api-outbox:${row.id}`,
      },
      body: form,
      signal: AbortSignal.timeout(ctx.mailerTimeoutMs ?? MAILER_TIMEOUT_MS),
    });
    const text = await res.text();
    if (res.ok) return { ok: true };
    // 400: the mailer refuses this message as it is (e.g. a malformed address); asking again cannot help.
    return {
      ok: false,
      permanent: res.status === 400,
      unavailable: UNAVAILABLE_STATUSES.has(res.status),
      error: `mailer answered ${res.status}: ${text.slice(0, 500)}`,
    };
  } catch (err) {
    return { ok: false, permanent: false, unavailable: true, error: err instanceof Error ? err.message : String(err) };
  }
}

/** One pass: every due row handed to the mailer, or rescheduled. Exported for tests, which drive it directly. */
export async function dispatchDue(ctx: DispatchDeps): Promise<DispatchReport> {
  const report: DispatchReport = {
    sent: 0,
    retried: 0,
    rejected: 0,
    unaddressed: 0,
    deferred: 0,
    mailerUnavailable: false,
  };
  // One lookup per role and brand in a pass: many rows for one brand ask once, and a down authenticator is waited
  // for once rather than per row.
  const lookup = roleLookup(ctx.auth);
  for (let i = 0; i < MAX_BATCHES_PER_PASS; i++) {
    const rows = await claimDue(ctx.db, ctx.clock.now(), ctx.config.mailDispatchLeaseMs ?? CLAIM_LEASE_MS);
    for (const [index, row] of rows.entries()) {
      const addressing = await addressesOf(lookup, row);
      if (addressing.kind === 'nobody') {
        await closeUnaddressed(ctx, row, addressing);
        report.unaddressed += 1;
        continue;
      }
      const outcome: Outcome =
        addressing.kind === 'unknown'
          ? { ok: false, permanent: addressing.permanent, error: addressing.error }
          : await handOver(ctx, row, addressing.to);
      if (outcome.ok) {
        await ctx.db.query('UPDATE api.mail_outbox SET sent_at = $2, last_error = NULL WHERE id = $1', [
          row.id,
          ctx.clock.now(),
        ]);
        report.sent += 1;
        continue;
      }
      // A rejected row is parked (next try at 'infinity'), kept with its error for an operator to look at.
      const next = outcome.permanent
        ? 'infinity'
        : new Date(ctx.clock.now().getTime() + dispatchRetryDelayMs(row.attempts, ctx.config.mailDispatchRetryMs));
      await ctx.db.query('UPDATE api.mail_outbox SET next_attempt_at = $2, last_error = $3 WHERE id = $1', [
        row.id,
        next,
        outcome.error.slice(0, 1000),
      ]);
      if (outcome.permanent) {
        report.rejected += 1;
        ctx.logger.error(
          addressing.kind === 'unknown' ? 'mail without a known addressee' : 'mail refused by the mailer',
          { id: row.id, kind: row.kind, error: outcome.error },
        );
      } else {
        report.retried += 1;
        ctx.logger.warn(
          addressing.kind === 'unknown' ? 'recipients unknown, will retry' : 'mailer unreachable, will retry',
          {
            id: row.id,
            kind: row.kind,
            attempts: row.attempts,
            error: outcome.error,
          },
        );
      }
      if (outcome.unavailable) {
        report.deferred = await handBack(ctx, rows.slice(index + 1));
        report.mailerUnavailable = true;
        return report;
      }
    }
    if (rows.length < BATCH_SIZE) break;
  }
  return report;
}

/**
 * Claimed rows that were not tried: their claim is undone (the attempt it counted, the lease), so that they are due
 * again as they were, and are not pushed back for the failure of another row.
 */
async function handBack(ctx: DispatchDeps, rows: OutboxRow[]): Promise<number> {
  if (!rows.length) return 0;
  await ctx.db.query(
    'UPDATE api.mail_outbox SET attempts = attempts - 1, next_attempt_at = $2 WHERE id = ANY($1) AND sent_at IS NULL',
    [rows.map((r) => r.id), ctx.clock.now()],
  );
  return rows.length;
}

/** Nothing to deliver: kept as sent, with a note saying so, rather than asked about again forever. */
async function closeUnaddressed(
  ctx: DispatchDeps,
  row: OutboxRow,
  addressing: Extract<Addressing, { kind: 'nobody' }>,
) {
  await ctx.db.query('UPDATE api.mail_outbox SET sent_at = $2, last_error = $3 WHERE id = $1', [
    row.id,
    ctx.clock.now(),
    addressing.note,
  ]);
  ctx.logger.warn('mail without recipients', { id: row.id, kind: row.kind, note: addressing.note });
}

function dispatchMsFromEnv(): number {
  const v = process.env.MAIL_DISPATCH_MS;
  return v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : DEFAULT_DISPATCH_MS;
}

/** Starts the dispatch loop; the returned stop() waits for the pass in flight. */
export function startMailDispatcher(ctx: DispatchDeps): () => Promise<void> {
  const intervalMs = dispatchMsFromEnv();
  // Passes in a row that found the mailer unavailable: the next one waits as a row's retry would.
  let unavailablePasses = 0;
  return startPolling({
    name: 'mail dispatch',
    logger: ctx.logger,
    pass: async () => {
      const report = await dispatchDue(ctx);
      unavailablePasses = report.mailerUnavailable ? unavailablePasses + 1 : 0;
    },
    delayMs: () => (unavailablePasses ? Math.max(intervalMs, dispatchRetryDelayMs(unavailablePasses)) : intervalMs),
  });
}
