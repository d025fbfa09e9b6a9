import { API_OUTBOX, purgeOldMail } from '../../../db/mail-retention.js';
import { metrics } from '../../../lib/metrics/index.js';
import { startPolling } from '../../../lib/polling.js';
import { startAccountRecovery } from '../accounts/recovery.js';
import type { ApiContext } from '../context.js';
import { IDEMPOTENT_REPLIES, purgeKeptReplies } from '../idempotency.js';
import {
  nextApprovalLeaseEnd,
  type RecoveryResult,
  recoverInterruptedApprovals,
} from '../opportunities/decisions/approval-recovery.js';
import type { SequenceDeps } from '../opportunities/decisions/approval-sequence.js';
import { sendDecisionDigests } from '../opportunities/lifecycle/decision-digest.js';
import { applyValidity } from '../opportunities/lifecycle/validity.js';
import { anonymiseClosedContacts } from '../privacy/retention.js';
import { sweepWaitingLists } from '../watches/release.js';
import { recheckCompanies } from './company-recheck.js';
import { watchLeases } from './lease-watch.js';

/** The advisory lock key of the opportunity job: with several API replicas, one runs it. */
export const OPPORTUNITY_JOB_LOCK = 4_201_001;
/** The first full run comes shortly after start, so a restarted server catches up at once. */
const FIRST_RUN_DELAY_MS = 5_000;

export type JobDeps = SequenceDeps;

const logRecovery = (deps: JobDeps, r: RecoveryResult) => {
  if (r.finished || r.undone) deps.logger.info('interrupted approvals recovered', { ...r });
};

/** The recovery of interrupted approvals alone, under the job's lock (when a lease ended). */
export async function runApprovalRecovery(deps: JobDeps): Promise<RecoveryResult | undefined> {
  const { result } = await deps.db.withAdvisoryLock(OPPORTUNITY_JOB_LOCK, () => recoverInterruptedApprovals(deps));
  if (result) logRecovery(deps, result);
  return result;
}

/** A timer that fires this close to the interval after another replica's run still counts as the next run. */
const INTERVAL_SLACK = 0.1;

/**
 * Claims this interval's run of `name` for this replica: false when any replica ran it less than an interval ago
 * (minus a slack for timers that fire a little early). The advisory lock keeps runs from overlapping; this keeps
 * several replicas' timers from running the job once each.
 */
export async function claimScheduledRun(deps: Pick<JobDeps, 'db' | 'clock'>, name: string, intervalMs: number) {
  const now = deps.clock.now();
  const claimed = await deps.db.query(
    `INSERT INTO api.job_runs (name, last_run_at) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET last_run_at = EXCLUDED.last_run_at
       WHERE api.job_runs.last_run_at <= $2::timestamptz - make_interval(secs => $3)
     RETURNING name`,
    [name, now, (intervalMs * (1 - INTERVAL_SLACK)) / 1000],
  );
  return claimed.length > 0;
}

/** The scheduled run: the opportunity job, unless another replica already ran it in this interval. */
async function runScheduledOpportunityJob(deps: JobDeps) {
  const { result } = await deps.db.withAdvisoryLock(OPPORTUNITY_JOB_LOCK, async () =>
    claimScheduledRun(deps, 'opportunity-job', deps.config.jobIntervalMs),
  );
  return result ? runOpportunityJob(deps) : undefined;
}

/**
 * One run of the hourly opportunity job: approvals interrupted by a crash are finished or undone, then the validity
 * rules of design section 4 (validity ends → renovation → expired), the waiting lists' ends and missed lapses
 * (design section 16), the anonymisation of contacts past their brand's retention (design section 18), then the
 * re-check of customers' registration status (company-recheck.ts, design section 15). Kept replies of writes past
 * their hour (idempotency.ts) and mails past their retention (db/mail-retention.ts) are deleted.
 * Undefined when another replica holds the lock.
 */
export async function runOpportunityJob(deps: JobDeps) {
  const { ran, result } = await deps.db.withAdvisoryLock(OPPORTUNITY_JOB_LOCK, async () => {
    const approvals = await recoverInterruptedApprovals(deps);
    const validity = await applyValidity(deps);
    const watches = await sweepWaitingLists({ db: deps.db, config: deps.config, now: deps.clock.now() });
    const personalData = await anonymiseClosedContacts(deps);
    // The day's digest of late decisions, after the statuses the job moved (design section 17).
    const decisions = await sendDecisionDigests(deps);
    // Replies kept for writes sent twice (idempotency.ts): a retry comes within seconds.
    const keptReplies = await purgeKeptReplies(deps.db, IDEMPOTENT_REPLIES, deps.clock.now());
    // Mails handed to the mailer past their retention: their text names people (design section 18).
    const mailsPurged = await purgeOldMail(deps.db, API_OUTBOX, deps.clock.now(), deps.config.mailRetentionDays);
    return { approvals, ...validity, watches, personalData, decisions, keptReplies, mailsPurged };
  });
  if (!ran || !result) return undefined;
  logRecovery(deps, result.approvals);
  if (result.renovation || result.expired) deps.logger.info('opportunity job applied', result);
  if (result.watches.expired || result.watches.released) deps.logger.info('waiting lists swept', result.watches);
  if (result.decisions.digests) deps.logger.info('decision digests written', result.decisions);
  if (result.personalData.anonymised) deps.logger.info('closed contacts anonymised (LGPD)', { ...result.personalData });
  // After the lock: the re-check waits between remote lookups, and the recovery of approvals must not wait with it.
  const companies = await recheckCompanies(deps);
  if (companies.providerDown) deps.logger.warn('company re-check stopped: CNPJ lookup unavailable', { ...companies });
  if (companies.becameInactive) deps.logger.info('customers no longer active', { ...companies });
  return { ...result, companies };
}

/** Runs the job `name`, counting how it ended: no result means another replica held it (`skipped`). */
async function counted(name: string, work: () => Promise<unknown>) {
  try {
    const result = await work();
    metrics.jobRun(name, result === undefined ? 'skipped' : 'success');
    return result;
  } catch (err) {
    metrics.jobRun(name, 'failure');
    throw err;
  }
}

/**
 * Schedules the work: the recovery of interrupted approvals whenever a lease ends (lease-watch.ts; at once, too, so
 * that a restarted API finishes its predecessor's), the full job soon after start and then every config.jobIntervalMs
 * (JOB_INTERVAL_MS, hourly), both on lib/polling.ts. The returned stop resolves after a running run.
 */
export function startJobs(ctx: ApiContext): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const failed = (err: unknown) =>
    ctx.logger.error('opportunity job failed', { err: err instanceof Error ? err.message : String(err) });
  // One run at a time in this process: the recovery and the full job take the same advisory lock, and a run refused
  // it would be skipped (the full job until the next hour).
  const serially = (name: string, work: () => Promise<unknown>) => {
    running = running.then(() => (stopped ? undefined : counted(name, work))).catch(failed);
    return running;
  };
  const stopLeaseWatch = watchLeases(ctx, {
    name: 'approvals',
    nextLeaseEnd: () => nextApprovalLeaseEnd(ctx.db),
    recover: () => serially('approval-recovery', () => runApprovalRecovery(ctx)),
  });
  const stopAccountRecovery = startAccountRecovery(ctx);
  let lastStart = 0;
  const stopScheduled = startPolling({
    name: 'opportunity job',
    logger: ctx.logger,
    firstDelayMs: FIRST_RUN_DELAY_MS,
    pass: () => {
      lastStart = Date.now();
      return serially('opportunity-job', () => runScheduledOpportunityJob(ctx));
    },
    // Every interval from the start of the last run: a run's own length does not push the next ones later.
    delayMs: () => Math.max(0, ctx.config.jobIntervalMs - (Date.now() - lastStart)),
    failed,
  });
  return async () => {
    stopped = true;
    await Promise.all([stopScheduled(), stopLeaseWatch(), stopAccountRecovery()]);
    await running;
  };
}
