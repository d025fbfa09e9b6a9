import type { Clock } from '../../../lib/clock.js';
import type { Config } from '../../../lib/config.js';
import type { Logger } from '../../../lib/logger.js';
import { startPolling } from '../../../lib/polling.js';

/**
 * How often each replica looks for a lease that ended (LEASE_CHECK_MS). A look is one indexed read, so it can come
 * often; and since every lease outlasts it, each lease end is seen coming and its recovery timed to it.
 */
export const LEASE_CHECK_INTERVAL_MS = 30_000;
/** A recovery timed for a lease's end comes this much later, so that the lease has surely ended. */
export const AFTER_LEASE_END_MS = 1_000;

/** Work done as a recoverable sequence: claims held under a lease, and the recovery of those whose lease ended. */
export interface LeasedWork {
  /** Names the work in the log. */
  name: string;
  /** When the earliest lease still held ends (a past instant when one has ended); undefined when none is held. */
  nextLeaseEnd(): Promise<Date | undefined>;
  /** Finishes or undoes every claim whose lease ended, under the work's advisory lock (one replica does it). */
  recover(): Promise<unknown>;
}

export type LeaseWatchDeps = { clock: Clock; logger: Logger; config: Pick<Config, 'leaseCheckMs'> };

/**
 * Recovers the claims of `work` soon after their lease ends, whoever left them: a process that died, or this one or
 * another replica whose sequence failed without a crash (a dropped database connection), which nothing would
 * otherwise recover before a restart or the hourly job. Looks at once (a restarted process finishes what its
 * predecessor left) and then every LEASE_CHECK_MS, one look at a time (lib/polling.ts); the recovery runs only when a
 * lease ended, and a lease that ends before the next look has the next look timed to its end. The returned stop
 * resolves after a running look.
 */
export function watchLeases(deps: LeaseWatchDeps, work: LeasedWork): () => Promise<void> {
  const everyMs = deps.config.leaseCheckMs ?? LEASE_CHECK_INTERVAL_MS;
  const untilEnd = (end: Date) => end.getTime() - deps.clock.now().getTime();
  let nextLookMs = everyMs;

  const look = async () => {
    nextLookMs = everyMs;
    let next = await work.nextLeaseEnd();
    if (next && untilEnd(next) <= 0) {
      await work.recover();
      next = await work.nextLeaseEnd();
    }
    // A lease that ended and is still held (another replica is recovering it) is left to the next look.
    if (!next || untilEnd(next) <= 0 || untilEnd(next) >= everyMs) return;
    nextLookMs = untilEnd(next) + AFTER_LEASE_END_MS;
  };

  return startPolling({
    name: `lease check of ${work.name}`,
    logger: deps.logger,
    pass: look,
    firstDelayMs: 0,
    delayMs: () => nextLookMs,
    failed: (err) =>
      deps.logger.error('lease check failed', {
        work: work.name,
        err: err instanceof Error ? err.message : String(err),
      }),
  });
}
