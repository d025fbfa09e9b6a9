/** Time source, injectable so that jobs and expiry rules can be tested on a controlled clock. */
import { DAY_MS } from '../../shared/time.js';
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that only moves when told to (tests). */
export class ManualClock implements Clock {
  constructor(private current = new Date()) {}
  now() {
    return new Date(this.current);
  }
  set(d: Date) {
    this.current = new Date(d);
  }
  advanceDays(days: number) {
    this.current = new Date(this.current.getTime() + days * DAY_MS);
  }
}
