import type { Logger } from './logger.js';

/** A loop that works through a queue table (the API's mail outbox, the mailer's messages) on a timer. */
export interface Polling {
  /** Names the loop in the log ("<name> pass failed"). */
  name: string;
  logger: Logger;
  /** One pass over what is due. A failure is logged, and the loop goes on. */
  pass(): Promise<unknown>;
  /** How long to wait after a pass ends (asked again each time, so a pass can slow the next one down). */
  delayMs(): number;
}

/**
 * Runs `pass` again `delayMs()` after each pass ends, never two at once, the first after one delay. The timer does not
 * keep the process alive. The returned stop clears the timer and resolves once the pass in flight has ended.
 */
export function startPolling(loop: Polling): () => Promise<void> {
  let running = true;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<unknown> = Promise.resolve();
  const schedule = () => {
    if (!running) return;
    timer = setTimeout(() => {
      inFlight = loop
        .pass()
        .catch((err) =>
          loop.logger.error(`${loop.name} pass failed`, { error: err instanceof Error ? err.message : String(err) }),
        )
        .finally(schedule);
    }, loop.delayMs());
    timer.unref?.();
  };
  schedule();
  return async () => {
    running = false;
    if (timer) clearTimeout(timer);
    await inFlight;
  };
}
