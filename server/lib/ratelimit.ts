import { createHmac } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  type IRateLimiterOptions,
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { tooManyRequests } from './errors.js';
import type { Logger } from './logger.js';
import { metrics } from './metrics/index.js';

/** How long a rate-limit call waits on Redis before the process's own counters answer instead. */
const REDIS_CONNECT_TIMEOUT_MS = 1000;
const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * The rate limits of every service (rate-limiter-flexible, atomic consume): in memory for one process, in Redis
 * (REDIS_URL) when replicas share them. With Redis, each limit is insured by an in-memory one, so that a Redis
 * outage never fails or stalls a call: the limits then hold per process (one warning logged) until Redis is back.
 */
export interface RateLimits {
  /** The limit `name`: `points` hits per `durationSeconds`, counted per key. The same name gives the same counters. */
  limit(name: string, points: number, durationSeconds: number): RateLimiterAbstract;
  /**
   * The key of a count about a person (an e-mail address): a keyed hash (HMAC-SHA256 with `keySecret`) of `parts`, so
   * neither the process's counters nor Redis hold the address (design section 18), while every replica given the same
   * secret counts the same person under the same key.
   */
  personalKey(...parts: string[]): string;
  /**
   * Resolves once Redis answers, or after its connect timeout (the limits then start in the process): awaited before
   * serving, so that the first calls of a replica do not count apart from the others.
   */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export function createRateLimits(opts: {
  redisUrl?: string;
  prefix: string;
  logger: Logger;
  /** The secret of `personalKey`: the same in every replica sharing the counters (SERVICE_KEY). */
  keySecret: string;
}): RateLimits {
  const limits = new Map<string, RateLimiterAbstract>();
  const redis = opts.redisUrl ? connectRedis(opts.redisUrl, opts.logger) : undefined;
  return {
    limit(name, points, durationSeconds) {
      let limiter = limits.get(name);
      if (!limiter) {
        const base: IRateLimiterOptions = { keyPrefix: `${opts.prefix}${name}`, points, duration: durationSeconds };
        limiter = redis
          ? new RateLimiterRedis({
              ...base,
              storeClient: redis.client,
              rejectIfRedisNotReady: true,
              insuranceLimiter: new InsuranceLimiter(base, redis.onFallback),
            })
          : new RateLimiterMemory(base);
        limits.set(name, limiter);
        limiterNames.set(limiter, name);
      }
      return limiter;
    },
    personalKey(...parts) {
      // U+001F cannot occur in an address or an IP: no two lists of parts join into the same text.
      return createHmac('sha256', opts.keySecret).update(parts.join('\u001f')).digest('base64url');
    },
    async ready() {
      const client = redis?.client;
      if (!client || client.status === 'ready') return;
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          client.off('ready', done);
          resolve();
        };
        const timer = setTimeout(done, REDIS_CONNECT_TIMEOUT_MS);
        client.once('ready', done);
      });
    },
    async close() {
      redis?.client.disconnect();
    },
  };
}

/** Each limit's name, for the refusal metrics (the limiter's keyPrefix also holds the deployment's prefix). */
const limiterNames = new WeakMap<RateLimiterAbstract, string>();

/** Counts a refusal of `limiter` in the metrics of the service serving the request. */
export const countRefusal = (limiter: RateLimiterAbstract) =>
  metrics.rateLimited(limiterNames.get(limiter) ?? 'unnamed');

/**
 * Counts one hit of `key`; past the limit, refuses with 429, `message` and the seconds until the window ends.
 * `points` > 1 counts several hits at once.
 */
export async function consumeOrRefuse(limiter: RateLimiterAbstract, key: string, message: string, points = 1) {
  try {
    return await limiter.consume(key, points);
  } catch (err) {
    if (!(err instanceof RateLimiterRes)) throw err;
    countRefusal(limiter);
    throw tooManyRequests(message, retryAfterSeconds(err));
  }
}

export const retryAfterSeconds = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/** The in-memory counters used while Redis does not answer; the first use of an outage logs a warning. */
class InsuranceLimiter extends RateLimiterMemory {
  constructor(
    opts: IRateLimiterOptions,
    private readonly onUse: () => void,
  ) {
    super(opts);
  }
  override consume(...args: Parameters<RateLimiterMemory['consume']>) {
    this.onUse();
    return super.consume(...args);
  }
  override reward(...args: Parameters<RateLimiterMemory['reward']>) {
    this.onUse();
    return super.reward(...args);
  }
  override delete(...args: Parameters<RateLimiterMemory['delete']>) {
    this.onUse();
    return super.delete(...args);
  }
}

/**
 * One ioredis client for every limit. No offline queue and short timeouts: while Redis is down a call fails at once
 * and the insurance limiter answers; ioredis keeps reconnecting, and the limits are back on Redis once it is ready.
 */
function connectRedis(url: string, logger: Logger) {
  let fallenBack = false;
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  });
  // Without a listener ioredis prints every failed reconnection; the fallback warning below says it once.
  client.on('error', () => {});
  client.on('ready', () => {
    if (!fallenBack) return;
    fallenBack = false;
    logger.info('rate limits back on Redis');
  });
  const onFallback = () => {
    if (fallenBack) return;
    fallenBack = true;
    logger.warn('Redis unavailable: rate limits fall back to this process until it returns', {
      status: client.status,
    });
  };
  return { client, onFallback };
}
