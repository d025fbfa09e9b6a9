import type { ApiContext } from '../context.js';
import { recoverStalledApprovals } from '../opportunities/approval-recovery.js';
import { applyValidity, type ValidityDeps } from '../opportunities/validity.js';

/** The advisory lock key of the opportunity job: with several API replicas, one runs it. */
export const OPPORTUNITY_JOB_LOCK = 4_201_001;
/** The first run comes shortly after start, so a restarted server catches up at once. */
const FIRST_RUN_DELAY_MS = 5_000;

/**
 * One run of the hourly opportunity job: approvals stalled by a crash go back to analysis, then the validity rules
 * of DESIGN section 4 (validity ends → renovation → expired). Undefined when another replica holds the lock.
 */
export async function runOpportunityJob(deps: ValidityDeps) {
  const { ran, result } = await deps.db.withAdvisoryLock(OPPORTUNITY_JOB_LOCK, async () => {
    const recovered = await recoverStalledApprovals(deps.db, deps.clock.now());
    return { recovered, ...(await applyValidity(deps)) };
  });
  if (ran && result && (result.recovered || result.renovation || result.expired)) {
    deps.logger.info('opportunity job applied', result);
  }
  return result;
}

/** Schedules the job (first run soon, then every config.jobIntervalMs); the returned stop waits for a running run. */
export function startJobs(ctx: ApiContext): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const run = () => {
    if (stopped) return;
    running = runOpportunityJob(ctx).catch((err) =>
      ctx.logger.error('opportunity job failed', { err: err instanceof Error ? err.message : String(err) }),
    );
  };
  const first = setTimeout(run, FIRST_RUN_DELAY_MS);
  const every = setInterval(run, ctx.config.jobIntervalMs);
  first.unref();
  every.unref();
  return async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(every);
    await running;
  };
}
