import type { Request, RequestHandler } from 'express';
import type { RestTokens } from '../datasources/types.js';

/**
 * Refresh tokens rotate on every use and the reuse of a rotated one revokes the whole family (DESIGN section 4).
 *
 * Requests of one session that reach this gateway process while its refresh is in progress are that same rotation,
 * not a reuse: a page fires several operations at once with the same cookies. Those that need the refresh while it
 * is in flight await the same call (single flight, keyed by the refresh token); those that had arrived before it
 * completed but get to their session later (the event loop serves one request at a time) take its result too.
 * Requests are numbered as they arrive to tell the two apart, and a rotation is remembered only while a request that
 * arrived before it completed is still being answered.
 *
 * There is no grace after that (issue 9): a refresh token presented in a request that arrived after its rotation
 * completed, even a millisecond after, goes to the authenticator, which sees the reuse and revokes the family, and
 * the session ends. A window that handed the new pair to a late copy of the old cookie handed it to whoever had
 * stolen that cookie as well. Legitimate concurrency does not need one: the web client refreshes before the gateway
 * would (its margin is larger than REFRESH_MARGIN_SECONDS), one tab at a time under a Web Lock, and holds its
 * operations until that refresh is done (client/src/apollo/session-refresh.ts). So one browser sends one refresh at a
 * time and never presents a rotated token, whichever gateway replica it reaches: nothing here needs to be shared
 * between replicas.
 */
export class RefreshSingleFlight {
  private lastArrival = 0;
  /** Arrival numbers of the requests still being answered. */
  private readonly open = new Set<number>();
  private readonly arrivals = new WeakMap<Request, number>();
  private readonly inflight = new Map<string, Promise<RestTokens>>();
  /** Completed rotations by the spent refresh token, with the last arrival number when each completed. */
  private readonly rotated = new Map<string, { tokens: RestTokens; lastArrival: number }>();

  /** Express middleware: numbers each request as it arrives, and forgets it once answered. */
  readonly admit: RequestHandler = (req, res, next) => {
    const arrival = this.arrive();
    this.arrivals.set(req, arrival.number);
    res.once('close', arrival.left);
    next();
  };

  /** A request arrives: its number, and `left` to call once it is answered. */
  arrive(): { number: number; left: () => void } {
    const number = ++this.lastArrival;
    this.open.add(number);
    return {
      number,
      left: () => {
        this.open.delete(number);
        this.prune();
      },
    };
  }

  /** The arrival number of a request that `admit` saw; any other request counts as arriving now. */
  arrivalOf(req: Request): number {
    return this.arrivals.get(req) ?? ++this.lastArrival;
  }

  /**
   * The new pair for `refreshToken`, presented by a request that arrived as number `arrival`: from the flight in
   * progress, from a rotation that completed after the request arrived, or from `refresh()` itself.
   */
  run(refreshToken: string, arrival: number, refresh: () => Promise<RestTokens>): Promise<RestTokens> {
    const done = this.rotated.get(refreshToken);
    if (done && arrival <= done.lastArrival) return Promise.resolve(done.tokens);
    const running = this.inflight.get(refreshToken);
    if (running) return running;
    const flight = refresh()
      .then((tokens) => {
        this.rotated.set(refreshToken, { tokens, lastArrival: this.lastArrival });
        this.prune();
        return tokens;
      })
      .finally(() => this.inflight.delete(refreshToken));
    this.inflight.set(refreshToken, flight);
    return flight;
  }

  /**
   * Logout: the rotations of this session (the chain through `refreshToken`, both ways) are no longer handed out, so
   * a request still open with an older cookie goes to the authenticator, which refuses the revoked family, instead
   * of setting the cookies of a session that has just ended.
   */
  forget(refreshToken: string) {
    const chain = new Set([refreshToken]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const [token, r] of this.rotated) {
        if (chain.has(token) || chain.has(r.tokens.refresh_token)) {
          this.rotated.delete(token);
          chain.add(token).add(r.tokens.refresh_token);
          grew = true;
        }
      }
    }
  }

  /** A rotation is kept while a request that arrived before it completed is open; later ones never get it. */
  private prune() {
    let oldest = Number.POSITIVE_INFINITY;
    for (const n of this.open) oldest = Math.min(oldest, n);
    for (const [token, r] of this.rotated) if (r.lastArrival < oldest) this.rotated.delete(token);
  }
}
