import { describe, expect, it, vi } from 'vitest';
import { loopOnFakeTimers } from '../../tests/fixtures/fake-timers.js';
import { createLogger, type Logger } from './logger.js';
import { startPolling } from './polling.js';

const INTERVAL = 1_000;
const silent = createLogger('silent');

/** A pass that notes when it started and ended, and how many passes ran at once. */
function passes(takesMs = 0) {
  const seen = { starts: [] as number[], ends: [] as number[], atOnce: 0, mostAtOnce: 0 };
  const pass = async () => {
    seen.starts.push(Date.now());
    seen.mostAtOnce = Math.max(seen.mostAtOnce, ++seen.atOnce);
    if (takesMs) await new Promise((resolve) => setTimeout(resolve, takesMs));
    seen.atOnce--;
    seen.ends.push(Date.now());
  };
  return { seen, pass };
}

describe('startPolling', () => {
  const loop = loopOnFakeTimers();

  it('runs the pass every interval, the first after one interval', async () => {
    const { seen, pass } = passes();
    loop.stop = startPolling({ name: 'test', logger: silent, pass, delayMs: () => INTERVAL });

    await vi.advanceTimersByTimeAsync(3 * INTERVAL);

    expect(seen.starts).toEqual([loop.start + INTERVAL, loop.start + 2 * INTERVAL, loop.start + 3 * INTERVAL]);
  });

  it('runs the first pass at once with firstDelayMs 0, or after firstDelayMs', async () => {
    const now = passes();
    const later = passes();
    loop.stop = startPolling({ name: 'now', logger: silent, pass: now.pass, firstDelayMs: 0, delayMs: () => INTERVAL });
    const stopLater = startPolling({
      name: 'later',
      logger: silent,
      pass: later.pass,
      firstDelayMs: 5 * INTERVAL,
      delayMs: () => INTERVAL,
    });

    await vi.advanceTimersByTimeAsync(0);
    expect(now.seen.starts).toEqual([loop.start]);
    await vi.advanceTimersByTimeAsync(6 * INTERVAL);
    await stopLater();

    expect(later.seen.starts).toEqual([loop.start + 5 * INTERVAL, loop.start + 6 * INTERVAL]);
  });

  it('never overlaps itself: a pass longer than the interval delays the next, which waits an interval after it', async () => {
    const { seen, pass } = passes(2.5 * INTERVAL);
    loop.stop = startPolling({ name: 'test', logger: silent, pass, delayMs: () => INTERVAL });

    await vi.advanceTimersByTimeAsync(10 * INTERVAL);

    expect(seen.mostAtOnce).toBe(1);
    expect(seen.starts).toEqual([loop.start + INTERVAL, loop.start + 4.5 * INTERVAL, loop.start + 8 * INTERVAL]);
  });

  it('asks delayMs again after each pass, so that a pass can time the next one', async () => {
    const { seen, pass } = passes();
    const delays = [INTERVAL, 3 * INTERVAL, 100];
    loop.stop = startPolling({
      name: 'test',
      logger: silent,
      pass,
      firstDelayMs: 0,
      delayMs: () => delays.shift() ?? 50,
    });

    await vi.advanceTimersByTimeAsync(4_100);

    expect(seen.starts).toEqual([loop.start, loop.start + INTERVAL, loop.start + 4 * INTERVAL, loop.start + 4_100]);
  });

  it('stop() waits for the pass in progress, and no pass starts after it', async () => {
    const { seen, pass } = passes(INTERVAL / 2);
    const stopping = startPolling({ name: 'test', logger: silent, pass, delayMs: () => INTERVAL });
    await vi.advanceTimersByTimeAsync(INTERVAL + 1);
    expect(seen.atOnce).toBe(1);

    let stopped = false;
    const done = stopping().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(INTERVAL / 2 - 2);
    expect(stopped).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(seen.ends).toEqual([loop.start + 1.5 * INTERVAL]);

    await vi.advanceTimersByTimeAsync(10 * INTERVAL);
    expect(seen.starts).toEqual([loop.start + INTERVAL]);
  });

  it('stop() before the first pass: none runs', async () => {
    const { seen, pass } = passes();
    await startPolling({ name: 'test', logger: silent, pass, delayMs: () => INTERVAL })();

    await vi.advanceTimersByTimeAsync(10 * INTERVAL);

    expect(seen.starts).toEqual([]);
  });

  it('logs a failed pass and goes on: "<name> pass failed", or in the loop’s own words', async () => {
    const errors: Array<[string, unknown]> = [];
    const logger: Logger = { ...silent, error: (msg, fields) => void errors.push([msg, fields]) };
    let calls = 0;
    const failing = async () => {
      calls++;
      throw new Error('down');
    };
    loop.stop = startPolling({ name: 'mail delivery', logger, pass: failing, delayMs: () => INTERVAL });
    const own: unknown[] = [];
    const stopOwn = startPolling({
      name: 'own',
      logger,
      pass: failing,
      delayMs: () => INTERVAL,
      failed: (err) => own.push(err),
    });

    await vi.advanceTimersByTimeAsync(2 * INTERVAL);
    await stopOwn();

    expect(calls).toBe(4);
    expect(errors).toEqual([
      ['mail delivery pass failed', { error: 'down' }],
      ['mail delivery pass failed', { error: 'down' }],
    ]);
    expect(own).toHaveLength(2);
  });
});
