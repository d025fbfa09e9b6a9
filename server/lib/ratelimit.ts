import { Redis } from 'ioredis';

/** Fixed-window counters: in memory for one process, in Redis (REDIS_URL) when replicas share limits. */
export interface RateLimiter {
  /** Counts one hit for `key`; `allowed` is false once the window holds more than `limit`. */
  hit(
    key: string,
    limit: number,
    windowSeconds: number,
  ): Promise<{ allowed: boolean; retryAfter: number; count: number }>;
  /** Current count without counting a hit. */
  count(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  constructor(private readonly now: () => number = Date.now) {}
  async hit(key: string, limit: number, windowSeconds: number) {
    const t = this.now();
    let w = this.windows.get(key);
    if (!w || w.resetAt <= t) {
      w = { count: 0, resetAt: t + windowSeconds * 1000 };
      this.windows.set(key, w);
    }
    w.count += 1;
    if (this.windows.size > 50_000) this.sweep(t);
    return { allowed: w.count <= limit, retryAfter: Math.ceil((w.resetAt - t) / 1000), count: w.count };
  }
  async count(key: string) {
    const w = this.windows.get(key);
    return w && w.resetAt > this.now() ? w.count : 0;
  }
  async reset(key: string) {
    this.windows.delete(key);
  }
  async close() {}
  private sweep(t: number) {
    for (const [k, w] of this.windows) if (w.resetAt <= t) this.windows.delete(k);
  }
}

export class RedisRateLimiter implements RateLimiter {
  private readonly redis: Redis;
  constructor(
    url: string,
    private readonly prefix = 'rl:',
  ) {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  }
  async hit(key: string, limit: number, windowSeconds: number) {
    const k = this.prefix + key;
    const [[, count], [, ttl]] = (await this.redis.multi().incr(k).ttl(k).exec()) as [[null, number], [null, number]];
    if (ttl < 0) await this.redis.expire(k, windowSeconds);
    return { allowed: count <= limit, retryAfter: ttl > 0 ? ttl : windowSeconds, count };
  }
  async count(key: string) {
    return Number((await this.redis.get(this.prefix + key)) ?? 0);
  }
  async reset(key: string) {
    await this.redis.del(this.prefix + key);
  }
  async close() {
    this.redis.disconnect();
  }
}

export function createRateLimiter(redisUrl: string | undefined, prefix: string): RateLimiter {
  return redisUrl ? new RedisRateLimiter(redisUrl, prefix) : new MemoryRateLimiter();
}
