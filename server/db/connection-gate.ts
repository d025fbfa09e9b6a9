import { DatabaseBusyError } from './errors.js';

interface Waiter {
  start: number;
  seq: number;
  grant(): void;
  timer: NodeJS.Timeout;
}

const before = (a: Waiter, b: Waiter) => a.start < b.start || (a.start === b.start && a.seq < b.seq);

/**
 * The permits of a pool's connections, handed out oldest request first (request-start.ts) instead of in the order
 * the calls were made. pg.Pool queues its waiters first come, first served: a request of ten statements queued ten
 * times behind whatever arrived meanwhile, and under load approvals and details pages made the slowest answers.
 * Bounded like the pool it fronts: at most `queueLimit` calls wait, none longer than `waitMs`.
 */
export class ConnectionGate {
  private free: number;
  private seq = 0;
  /** Sorted by request start, then by arrival: the first one is served next. */
  private readonly waiters: Waiter[] = [];

  constructor(
    permits: number,
    private readonly queueLimit: number,
    private readonly waitMs: number,
  ) {
    this.free = permits;
  }

  get waiting() {
    return this.waiters.length;
  }

  /** A permit for a call of a request that began at `start`; the returned function gives it back, once. */
  async enter(start: number): Promise<() => void> {
    if (this.free > 0 && this.waiters.length === 0) {
      this.free--;
      return this.leaver();
    }
    // A call that would wait behind `queueLimit` others is refused at once.
    if (this.waiters.length >= this.queueLimit) throw DatabaseBusyError.queueFull(this.waiters.length);
    await new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start,
        seq: this.seq++,
        grant: resolve,
        timer: setTimeout(() => {
          this.waiters.splice(this.waiters.indexOf(waiter), 1);
          reject(DatabaseBusyError.waitedTooLong(this.waitMs));
        }, this.waitMs),
      };
      this.insert(waiter);
    });
    return this.leaver();
  }

  private insert(w: Waiter) {
    let lo = 0;
    let hi = this.waiters.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (before(this.waiters[mid], w)) lo = mid + 1;
      else hi = mid;
    }
    this.waiters.splice(lo, 0, w);
  }

  private leaver() {
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const next = this.waiters.shift();
      if (!next) {
        this.free++;
        return;
      }
      // The permit passes straight to the oldest waiter: a call arriving now cannot take it first.
      clearTimeout(next.timer);
      next.grant();
    };
  }
}
