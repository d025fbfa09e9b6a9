import { startAccountRecovery } from '../accounts/recovery.js';
import type { ApiContext } from '../context.js';
import { type RecoveryResult, recoverInterruptedApprovals } from '../opportunities/approval-recovery.js';
import type { SequenceDeps } from '../opportunities/approval-sequence.js';
import { applyValidity } from '../opportunities/validity.js';

/** The advisory lock key of the opportunity job: with several API replicas, one runs it. */
export const OPPORTUNITY_JOB_LOCK = 4_201_001;
/** The first full run comes shortly after start, so a restarted server catches up at once. */
const FIRST_RUN_DELAY_MS = 5_000;
/** A recovery pass scheduled after a lease end runs this much later, so that the lease has surely ended. */
const AFTER_LEASE_END_MS = 1_000;

export type JobDeps = SequenceDeps;

const logRecovery = (deps: JobDeps, r: RecoveryResult) => {
  if (r.finished || r.undone) deps.logger.info('interrupted approvals recovered', { ...r });
};

/** The recovery of interrupted approvals alone, under the job's lock (at start-up, and after a lease it found). */
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
 * rules of DESIGN section 4 (validity ends → renovation → expired). Undefined when another replica holds the lock.
 */
export async function runOpportunityJob(deps: JobDeps) {
  const { ran, result } = await deps.db.withAdvisoryLock(OPPORTUNITY_JOB_LOCK, async () => {
    const approvals = await recoverInterruptedApprovals(deps);
    return { approvals, ...(await applyValidity(deps)) };
  });
  if (ran && result) {
    logRecovery(deps, result.approvals);
    if (result.renovation || result.expired) deps.logger.info('opportunity job applied', result);
  }
  return result;
}

/**
 * Schedules the work: the recovery of interrupted approvals at once (a restarted API finishes its predecessor's), the
 * full job soon after and then every config.jobIntervalMs (JOB_INTERVAL_MS, hourly). A pass that leaves claims behind runs again right after the
 * latest of their leases, so that a predecessor's claims, still leased at start-up, do not wait for the hour.
 * The returned stop resolves after a running run.
 */
export function startJobs(ctx: ApiContext): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let again: NodeJS.Timeout | undefined;
  const failed = (err: unknown) =>
    ctx.logger.error('opportunity job failed', { err: err instanceof Error ? err.message : String(err) });
  const recoverAgainAfter = (r: RecoveryResult | undefined) => {
    if (stopped || !r?.latestLeaseEnd) return;
    clearTimeout(again);
    const delay = Math.max(0, r.latestLeaseEnd.getTime() - ctx.clock.now().getTime()) + AFTER_LEASE_END_MS;
    again = setTimeout(() => run(() => runApprovalRecovery(ctx)), delay);
    again.unref();
  };
  const run = (work: () => Promise<RecoveryResult | undefined>) => {
    if (stopped) return;
    running = running.then(() => (stopped ? undefined : work().then(recoverAgainAfter, failed)));
  };
  run(() => runApprovalRecovery(ctx));
  const stopAccountRecovery = startAccountRecovery(ctx);
  const scheduled = () => run(async () => (await runScheduledOpportunityJob(ctx))?.approvals);
  const first = setTimeout(scheduled, FIRST_RUN_DELAY_MS);
  const every = setInterval(scheduled, ctx.config.jobIntervalMs);
  first.unref();
  every.unref();
  return async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(every);
    clearTimeout(again);
    await Promise.all([running, stopAccountRecovery()]);
  };
}
