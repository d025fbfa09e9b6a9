import type { Express } from 'express';
import type { Db } from '../db/connection.js';
import type { Clock } from '../lib/clock.js';
import type { Config } from '../lib/config.js';
import type { Logger } from '../lib/logger.js';
import type { RateLimits } from '../lib/ratelimit.js';

/** What every service is built from; tests pass their own clock, config and database. */
export interface ServiceDeps {
  db: Db;
  config: Config;
  logger: Logger;
  clock: Clock;
  limiter: RateLimits;
}

/** A built service: its Express app, background work it starts (jobs, delivery loops), and a clean stop. */
export interface Service {
  app: Express;
  start(): void;
  /** Called as a graceful stop begins (lib/shutdown.ts): ends long-lived replies such as event streams. */
  draining?(): Promise<void> | void;
  /** Ends the leases still held by requests cut at the stop's deadline (lib/held-leases.ts). */
  handBackLeases?(): Promise<number>;
  stop(): Promise<void>;
}
