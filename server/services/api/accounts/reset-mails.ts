import { RateLimiterRes } from 'rate-limiter-flexible';
import { countRefusal, type RateLimits } from '../../../lib/ratelimit.js';

/**
 * Password-reset mails per window, per account whoever asks and per client address whichever account: a flood of
 * requests, from many addresses or about many accounts, fills no inbox. The owner needs one mail; an office behind one
 * address has room for its people. The window is a reset link's life, so the last mail of a full window still works.
 */
export const RESET_MAILS_PER_ACCOUNT = 5;
export const RESET_MAILS_PER_IP = 20;
export const RESET_MAIL_WINDOW_SECONDS = 3600;

/**
 * How many password-reset mails may go out: per account, whichever addresses ask, and per client address, whichever
 * accounts it names. The per e-mail+IP limit of the route cannot see either: a request from each of a hundred
 * addresses used to queue a hundred mails to one inbox.
 *
 * A request past a bound is answered as one that sent its mail, so the reply tells nobody that a bound was reached,
 * nor which. The owner loses nothing: a link is only replaced by a newer one that is mailed, and the window is no
 * longer than a link's life, so the last mail of a window that is full still holds a working link.
 */
export function resetMailThrottle(limits: RateLimits) {
  const perAccount = limits.limit('reset-mail:account', RESET_MAILS_PER_ACCOUNT, RESET_MAIL_WINDOW_SECONDS);
  const perIp = limits.limit('reset-mail:ip', RESET_MAILS_PER_IP, RESET_MAIL_WINDOW_SECONDS);
  /** A refusal of the bound answers false; a failure of the counters themselves is an error, not a refusal. */
  const refusal = (limiter: typeof perAccount, err: unknown) => {
    if (!(err instanceof RateLimiterRes)) throw err;
    countRefusal(limiter);
    return false;
  };

  return {
    /**
     * Takes one mail of both bounds (an atomic consume each, so parallel requests stay within them), or none: a mail
     * refused by the address's bound leaves the account's count as it was, so one address cannot use up the mails of
     * accounts it names.
     */
    async mayMail(userId: string, ip: string): Promise<boolean> {
      try {
        await perAccount.consume(userId);
      } catch (err) {
        return refusal(perAccount, err);
      }
      try {
        await perIp.consume(ip);
      } catch (err) {
        await perAccount.reward(userId);
        return refusal(perIp, err);
      }
      return true;
    },
  };
}
