import type { RestTokens } from '../datasources/types.js';

/**
 * Refresh tokens rotate on every use and the reuse of a rotated one revokes the whole session (DESIGN section 4).
 * A page fires several operations at once, all with the same cookies: the first one that finds the access token
 * expiring refreshes, the others await the same promise (single flight, keyed by the refresh token). The new pair
 * is then kept for a short while, so that requests still carrying the old cookie (sent before the browser stored
 * the new one) reuse it instead of presenting the rotated token. The map lives in this process only: a replica
 * that never saw the first refresh gets a 401 and the client goes to login, which is the safe side.
 */
export const REFRESH_REUSE_WINDOW_MS = 60_000;

interface Recent {
  tokens: RestTokens;
  until: number;
}

export class RefreshSingleFlight {
  private readonly inflight = new Map<string, Promise<RestTokens>>();
  private readonly recent = new Map<string, Recent>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The new pair for `refreshToken`: from the flight in progress, a recent rotation, or `refresh()` itself. */
  run(refreshToken: string, refresh: () => Promise<RestTokens>): Promise<RestTokens> {
    this.forgetExpired();
    const done = this.recent.get(refreshToken);
    if (done) return Promise.resolve(done.tokens);
    const running = this.inflight.get(refreshToken);
    if (running) return running;
    const flight = refresh()
      .then((tokens) => {
        this.recent.set(refreshToken, { tokens, until: this.now() + REFRESH_REUSE_WINDOW_MS });
        return tokens;
      })
      .finally(() => this.inflight.delete(refreshToken));
    this.inflight.set(refreshToken, flight);
    return flight;
  }

  /**
   * Logout: the rotations of this session (the chain through `refreshToken`, both ways) are no longer handed out,
   * so a late copy of an old cookie cannot pick up a pair of a revoked session.
   */
  forget(refreshToken: string) {
    const chain = new Set([refreshToken]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const [key, r] of this.recent) {
        if (chain.has(key) || chain.has(r.tokens.refresh_token)) {
          this.recent.delete(key);
          chain.add(key).add(r.tokens.refresh_token);
          grew = true;
        }
      }
    }
  }

  private forgetExpired() {
    const now = this.now();
    for (const [key, r] of this.recent) if (r.until <= now) this.recent.delete(key);
  }
}
