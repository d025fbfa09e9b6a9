import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../../lib/errors.js';
import { metrics } from '../../lib/metrics/index.js';
import { countRefusal, type RateLimits, retryAfterSeconds } from '../../lib/ratelimit.js';

export const LOGIN_FAILURES_PER_EMAIL_IP = 10;
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;
export const LOGIN_FAILURES_PER_IP_DAY = 100;

const DAY_SECONDS = 24 * 3600;
const RATE_LIMITED_MESSAGE = 'Muitas tentativas. Tente novamente mais tarde.';

/**
 * Login throttling of design section 4: 10 failures per e-mail+IP in 15 minutes, 100 failures per IP a day. Every
 * attempt takes its point before the password is checked (an atomic consume), so that parallel attempts check at
 * most the limit; a success gives its points back. Once a limit is reached every attempt is refused until the window
 * ends, even with the right password, so that guessing cannot continue by interleaving a known password.
 */
export function loginThrottle(limits: RateLimits) {
  const perEmailIp = limits.limit('auth:login:email-ip', LOGIN_FAILURES_PER_EMAIL_IP, LOGIN_FAILURE_WINDOW_SECONDS);
  const perIpDay = limits.limit('auth:login:ip', LOGIN_FAILURES_PER_IP_DAY, DAY_SECONDS);
  // The address is a person's: its counters are keyed by a keyed hash, never by the address (design section 18).
  const emailIpKey = (email: string, ip: string) => limits.personalKey(email, ip);
  const refused = (limiter: RateLimiterAbstract, err: unknown) => {
    if (!(err instanceof RateLimiterRes)) return err;
    countRefusal(limiter);
    metrics.loginAttempt('throttled');
    return tooManyRequests(RATE_LIMITED_MESSAGE, retryAfterSeconds(err));
  };

  return {
    /** Takes this attempt's points, or refuses with 429; a refused attempt keeps no point of the other limit. */
    async begin(email: string, ip: string): Promise<void> {
      try {
        await perEmailIp.consume(emailIpKey(email, ip));
      } catch (err) {
        throw refused(perEmailIp, err);
      }
      try {
        await perIpDay.consume(ip);
      } catch (err) {
        await perEmailIp.reward(emailIpKey(email, ip));
        throw refused(perIpDay, err);
      }
    },
    /** A success clears the e-mail+IP count (the owner got in) and gives back its point of the IP's day. */
    async succeeded(email: string, ip: string): Promise<void> {
      metrics.loginAttempt('success');
      await Promise.all([perEmailIp.delete(emailIpKey(email, ip)), perIpDay.reward(ip)]);
    },
    /** A refused attempt (wrong credentials, inactive account, no role): counted; hands `err` back to be thrown. */
    failed<E>(err: E): E {
      metrics.loginAttempt('failure');
      return err;
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;
