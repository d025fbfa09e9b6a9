import {
  LOGIN_FAILURE_WINDOW_SECONDS,
  LOGIN_FAILURES_PER_EMAIL_IP,
  LOGIN_FAILURES_PER_IP_DAY,
} from '../../lib/constants.js';
import { tooManyRequests } from '../../lib/errors.js';
import type { RateLimiter } from '../../lib/ratelimit.js';

const DAY_SECONDS = 24 * 3600;
const RATE_LIMITED_MESSAGE = 'Muitas tentativas. Tente novamente mais tarde.';

/**
 * Login throttling of DESIGN section 4: 10 failures per e-mail+IP in 15 minutes, 100 failures per IP a day. Only
 * failures count; once a limit is reached every attempt is refused until the window ends, even with the right
 * password, so that guessing cannot continue by interleaving a known password.
 */
export function loginThrottle(limiter: RateLimiter) {
  const limits = (email: string, ip: string) => [
    {
      key: `auth:login:email-ip:${email}|${ip}`,
      limit: LOGIN_FAILURES_PER_EMAIL_IP,
      window: LOGIN_FAILURE_WINDOW_SECONDS,
    },
    { key: `auth:login:ip:${ip}`, limit: LOGIN_FAILURES_PER_IP_DAY, window: DAY_SECONDS },
  ];
  return {
    async assertAllowed(email: string, ip: string): Promise<void> {
      for (const { key, limit, window } of limits(email, ip)) {
        if ((await limiter.count(key)) < limit) continue;
        // The counter is already past its limit and windows are fixed: one more hit only yields the time left.
        const { retryAfter } = await limiter.hit(key, limit, window);
        throw tooManyRequests(RATE_LIMITED_MESSAGE, Math.max(1, retryAfter));
      }
    },
    async recordFailure(email: string, ip: string): Promise<void> {
      await Promise.all(limits(email, ip).map(({ key, limit, window }) => limiter.hit(key, limit, window)));
    },
    /** A success clears the e-mail+IP count (the owner got in); the IP's daily count stays. */
    async recordSuccess(email: string, ip: string): Promise<void> {
      await limiter.reset(limits(email, ip)[0].key);
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;
