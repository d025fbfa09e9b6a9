import { describe, expect, it, vi } from 'vitest';
import { loopOnFakeTimers } from '../../../../tests/fixtures/fake-timers.js';
import { systemClock } from '../../../lib/clock.js';
import { createLogger } from '../../../lib/logger.js';
import { AFTER_LEASE_END_MS, LEASE_CHECK_INTERVAL_MS, type LeasedWork, watchLeases } from './lease-watch.js';

const SECOND = 1_000;

/**
 * Claims held until their lease end, as a table of them would: the recovery clears those whose lease ended, and
 * notes when it ran and what it found.
 */
function claims(...leaseEnds: number[]) {
  const held = new Set(leaseEnds);
  const recoveries: Array<{ at: number; recovered: number[] }> = [];
  const work: LeasedWork = {
    name: 'test',
    nextLeaseEnd: async () => (held.size ? new Date(Math.min(...held)) : undefined),
    recover: async () => {
      const recovered = [...held].filter((end) => end <= Date.now());
      for (const end of recovered) held.delete(end);
      recoveries.push({ at: Date.now(), recovered });
    },
  };
  return { work, held, recoveries, lookups: vi.spyOn(work, 'nextLeaseEnd') };
}

const deps = { clock: systemClock, logger: createLogger('silent'), config: {} };

describe('the lease watch', () => {
  const loop = loopOnFakeTimers();

  it('recovers at once the claims whose lease ended before it started (a restarted process)', async () => {
    const c = claims(loop.start - 5 * SECOND, loop.start + 10 * LEASE_CHECK_INTERVAL_MS);
    loop.stop = watchLeases(deps, c.work);
    await vi.advanceTimersByTimeAsync(0);
    expect(c.recoveries).toEqual([{ at: loop.start, recovered: [loop.start - 5 * SECOND] }]);
  });

  it('recovers a claim left after its start just after its lease ends, not before', async () => {
    const c = claims();
    loop.stop = watchLeases(deps, c.work);
    // A sequence claims, then fails without a crash: its claim stays, with three minutes of lease.
    await vi.advanceTimersByTimeAsync(7 * SECOND);
    const leaseEnd = Date.now() + 180 * SECOND;
    c.held.add(leaseEnd);

    await vi.advanceTimersByTimeAsync(leaseEnd - Date.now() + AFTER_LEASE_END_MS - 1);
    expect(c.recoveries).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(c.recoveries).toEqual([{ at: leaseEnd + AFTER_LEASE_END_MS, recovered: [leaseEnd] }]);
    expect(c.held.size).toBe(0);
  });

  it('follows LEASE_CHECK_MS, and recovers nothing while no lease ended: it only looks', async () => {
    const c = claims(loop.start + 10 * LEASE_CHECK_INTERVAL_MS);
    loop.stop = watchLeases({ ...deps, config: { leaseCheckMs: 5 * SECOND } }, c.work);
    await vi.advanceTimersByTimeAsync(60 * SECOND);
    expect(c.lookups).toHaveBeenCalledTimes(1 + 60 / 5);
    expect(c.recoveries).toEqual([]);
  });

  it('looks no more once stopped', async () => {
    const c = claims();
    loop.stop = watchLeases(deps, c.work);
    await vi.advanceTimersByTimeAsync(0);
    await loop.stop();
    c.held.add(Date.now() + SECOND);
    await vi.advanceTimersByTimeAsync(10 * LEASE_CHECK_INTERVAL_MS);
    expect(c.lookups).toHaveBeenCalledTimes(1);
    expect(c.recoveries).toEqual([]);
  });
});
