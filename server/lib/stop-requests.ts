import type { Logger } from './logger.js';

/** What asked a process to stop: a signal, or the process that started it going away. */
export type StopCause = 'SIGINT' | 'SIGTERM' | 'parent-exited';

/** How often the parent is looked at: a stop begins at most this long after it went away. */
export const PARENT_CHECK_MS = 1_000;

export interface StopRequests {
  /** From now on a stop request runs `stop` (which resolves whether it was clean) and exits 0 after it. */
  arm(stop: () => Promise<boolean>): void;
}

/**
 * Ends the process when it is asked to: on SIGINT, on SIGTERM, and when the process that started it goes away.
 *
 * The last is for `npm start`. Sent SIGTERM or SIGINT, npm 11 passes the signal to the `sh -c` that runs the script,
 * which dies without passing it on, and npm exits 143 at once: the portal was left running with no parent, on its
 * ports and holding its database, and a process manager, a container or a Ctrl-C on the wrapper could not stop it.
 * So the parent is looked at every PARENT_CHECK_MS (one getppid call): once this process has been handed to another
 * (init or a subreaper), it stops as if it had been sent SIGTERM. A process started by init (ppid 1) or with no
 * parent is not watched.
 *
 * The log's last line says how the process ended: `stopped` with the cause, whether the stop was clean (every request
 * finished in time) and the exit code. A request before `arm` (during start-up: nothing serves yet) exits 1 at once.
 * Requests during a stop are ignored: a Ctrl-C in a terminal is sent to this process twice, by the terminal and by
 * npm passing it on (the two are often, not always, delivered as one), and the stop is bounded anyway (SHUTDOWN_DELAY_MS + SHUTDOWN_TIMEOUT_MS per layer).
 */
export function exitOnStopRequest(logger: Logger, parentCheckMs = PARENT_CHECK_MS): StopRequests {
  const parent = process.ppid;
  let stop: (() => Promise<boolean>) | undefined;
  let cause: StopCause | undefined;
  const exit = (fields: { clean: boolean; exitCode: number; duringStartUp?: true }) => {
    logger[fields.clean ? 'info' : 'warn']('stopped', { cause, ...fields });
    process.exit(fields.exitCode);
  };
  const request = (requested: StopCause) => {
    if (cause) return;
    cause = requested;
    clearInterval(watch);
    if (!stop) {
      exit({ clean: false, exitCode: 1, duringStartUp: true });
      return;
    }
    logger.info('stopping', { cause, ...(cause === 'parent-exited' ? { parentPid: parent } : {}) });
    stop().then(
      (clean) => exit({ clean, exitCode: 0 }),
      (err: unknown) => {
        logger.error('stop failed', { err: String(err) });
        exit({ clean: false, exitCode: 1 });
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => request(signal));
  const watch =
    parent > 1
      ? setInterval(() => {
          if (process.ppid !== parent) request('parent-exited');
        }, parentCheckMs).unref()
      : undefined;
  return {
    arm(fn) {
      stop = fn;
    },
  };
}
