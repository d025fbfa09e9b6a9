import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Express, RequestHandler } from 'express';
import type { Logger } from './logger.js';

/**
 * How a process stops without failing a request (design section 14): on SIGTERM it answers `/readyz` with 503 at
 * once, so that a load balancer stops sending it new work, keeps serving for SHUTDOWN_DELAY_MS while that happens
 * (every reply then closes its connection, so clients open new ones elsewhere), stops listening, lets the requests in
 * flight finish within SHUTDOWN_TIMEOUT_MS, stops its background work (which hands back its leases) and exits 0.
 */
export class Readiness {
  private draining = false;

  get ready(): boolean {
    return !this.draining;
  }

  /** From now on `/readyz` answers 503 and every reply closes its connection. */
  drain(): void {
    this.draining = true;
  }

  /** GET /readyz: 200 while the process takes new work, 503 from the first moment of its shutdown. */
  readonly handler: RequestHandler = (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (this.ready) res.json({ status: 'ready' });
    else res.status(503).json({ status: 'draining' });
  };

  /**
   * While draining, each reply says `Connection: close`: the client does not send its next request on a connection
   * this process is about to close (a request on a closing connection could be lost in between).
   */
  readonly closeConnectionsWhileDraining: RequestHandler = (_req, res, next) => {
    if (this.draining) res.set('Connection', 'close');
    next();
  };
}

/** The readiness of an app: one per Express app, made on first use (createApp, the gateway). */
export function readinessOf(app: Express): Readiness {
  app.locals.readiness ??= new Readiness();
  return app.locals.readiness as Readiness;
}

/**
 * Stops `server` gracefully: no new connection is accepted, idle keep-alive connections close, requests in flight
 * finish (their connections close after the reply), and whatever is still open after `timeoutMs` is cut.
 * Resolves true when everything finished in time.
 */
export function drainServer(server: Server, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (clean: boolean) => {
      if (done) return;
      done = true;
      clearInterval(idle);
      clearTimeout(cut);
      resolve(clean);
    };
    // close() stops listening and closes the idle connections; one that turns idle later is closed on the next tick.
    server.close(() => finish(true));
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    idle.unref();
    const cut = setTimeout(() => {
      server.closeAllConnections();
      finish(false);
    }, timeoutMs);
    cut.unref();
  });
}

/** SHUTDOWN_DELAY_MS / SHUTDOWN_TIMEOUT_MS: how long to keep serving once draining, and how long in-flight work may take. */
export interface ShutdownSettings {
  delayMs: number;
  timeoutMs: number;
}

export const shutdownSettings = (env: NodeJS.ProcessEnv = process.env): ShutdownSettings => ({
  delayMs: nonNegative(env.SHUTDOWN_DELAY_MS, 0),
  timeoutMs: nonNegative(env.SHUTDOWN_TIMEOUT_MS, 10_000),
});

function nonNegative(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
}

/** A listening part of the process: a service or the gateway. */
export interface Stoppable {
  name: string;
  app: Express;
  server: Server;
  /** Called as its drain starts: ends the long-lived replies (event streams) that would otherwise hold it. */
  draining?(): Promise<void> | void;
  /** Ends the leases of sequences whose request was cut at the deadline (lib/held-leases.ts); how many. */
  handBackLeases?(): Promise<number>;
  /** Stops its background work (jobs, delivery loops, followers) once its requests are done. */
  stop(): Promise<void>;
}

/**
 * The graceful stop of a process, `layers` in order (the gateway before the main API, which calls the authenticator
 * and the mailer, before those two): every part answers `/readyz` with 503 at once, keeps serving for `delayMs`, then
 * each layer stops listening, finishes its requests within `timeoutMs`, hands back its leases and stops its work.
 * Resolves whether the stop was clean: no request cut at the deadline.
 */
export async function stopGracefully(
  layers: Stoppable[][],
  settings: ShutdownSettings,
  logger: Logger,
): Promise<boolean> {
  let clean = true;
  for (const part of layers.flat()) readinessOf(part.app).drain();
  logger.info('draining', { delayMs: settings.delayMs, timeoutMs: settings.timeoutMs });
  if (settings.delayMs > 0) await sleep(settings.delayMs);
  for (const layer of layers) {
    await Promise.all(
      layer.map(async (part) => {
        await part.draining?.();
        if (!(await drainServer(part.server, settings.timeoutMs))) {
          clean = false;
          logger.warn('requests cut at the shutdown deadline', { service: part.name });
        }
        const handedBack = (await part.handBackLeases?.()) ?? 0;
        if (handedBack) logger.warn('leases handed back', { service: part.name, leases: handedBack });
        await part.stop();
      }),
    );
  }
  return clean;
}
