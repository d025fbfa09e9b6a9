import type { Logger } from './logger.js';

/**
 * Work run again and again on a timer: the queue loops (the API's mail outbox, the mailer's messages), the lease
 * watch (api/jobs/lease-watch.ts) and the hourly job (api/jobs/index.ts).
 */
export interface Polling {
  /** Names the loop in the log ("<name> pass failed"). */
  name: string;
  logger: Logger;
  /** One pass over what is due. A failure is logged, and the loop goes on. */
  pass(): Promise<unknown>;
  /** How long to wait after a pass ends (asked again each time, so a pass can slow the next one down or hasten it). */
  delayMs(): number;
  /** How long to wait before the first pass; 0 starts it at once, before startPolling returns. Default: delayMs(). */
  firstDelayMs?: number;
  /** Logs a failed pass in the loop's own words; by default "<name> pass failed". */
  failed?: (err: unknown) => void;
}

/**
 * Runs `pass` again `delayMs()` after each pass ends, never two at once, the first after `firstDelayMs`. The timer
 * does not keep the process alive. The returned stop clears the timer and resolves once the pass in flight has ended;
 * no pass starts after it is called.
 */
export function startPolling(loop: Polling): () => Promise<void> {
  let running = true;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<unknown> = Promise.resolve();
  const failed =
    loop.failed ??
    ((err: unknown) =>
      loop.logger.error(`${loop.name} pass failed`, { error: err instanceof Error ? err.message : String(err) }));
  const run = () => {
    inFlight = Promise.resolve()
      .then(() => loop.pass())
      .catch(failed)
      .finally(() => schedule(loop.delayMs()));
  };
  const schedule = (ms: number) => {
    if (!running) return;
    timer = setTimeout(run, ms);
    timer.unref?.();
  };
  if (loop.firstDelayMs === 0) run();
  else schedule(loop.firstDelayMs ?? loop.delayMs());
  return async () => {
    running = false;
    if (timer) clearTimeout(timer);
    await inFlight;
  };
}
