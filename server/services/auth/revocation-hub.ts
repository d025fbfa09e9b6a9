import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import type { Logger } from '../../lib/logger.js';
import {
  type RevocableClaims,
  type RevocationCheck,
  type RevocationEntry,
  RevocationList,
} from '../../lib/revocation-list.js';
import { isRevokedInDb, REVOCATIONS_CHANNEL, revocationsAfter } from './revocations.js';

/** After a failed read of the table, the next try. */
const RETRY_READ_MS = 1_000;

export interface RevocationSubscriber {
  /** New entries, in seq order. */
  send(entries: RevocationEntry[]): void;
  /** The hub lost track (notifications or reads failing): the follower must re-sync elsewhere or later. */
  end(): void;
}

/**
 * The authenticator's copy of auth.revocations. It reads the table at start and again on every NOTIFY
 * (sent by any authenticator process on commit: LISTEN on PostgreSQL, PGlite's own notifications in one process),
 * checks this service's own tokens against it, and streams it to the other services. While notifications may be
 * missed (the LISTEN connection dropped) or a read failed, it is out of sync: its own checks then ask the table, and
 * its followers are cut off so that they do the same through the authenticator.
 */
export class RevocationHub implements RevocationCheck {
  readonly list: RevocationList;
  private listening = false;
  private fresh = false;
  private starting: Promise<void> | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private reading: Promise<void> | undefined;
  private readAgain = false;
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly subscribers = new Set<RevocationSubscriber>();

  constructor(private readonly deps: { db: Db; clock: Clock; logger: Logger }) {
    this.list = new RevocationList(() => deps.clock.now());
  }

  get inSync(): boolean {
    return this.listening && this.fresh;
  }

  /** Listens and reads the table once; idempotent. Resolves when the first read is done (or failed). */
  start(): Promise<void> {
    this.starting ??= (async () => {
      this.unlisten = await this.deps.db.listen(REVOCATIONS_CHANNEL, {
        notify: () => void this.catchUp(),
        listening: (on) => {
          this.listening = on;
          if (on) void this.catchUp();
          else this.cutOff();
        },
      });
      await this.catchUp();
    })().catch((err: Error) => {
      // Tried again on the next use; until then this process is out of sync and asks the table.
      this.starting = undefined;
      this.deps.logger.error('revocations not followed', { err: err.message });
    });
    return this.starting;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    this.cutOff();
    await this.starting?.catch(() => {});
    await this.unlisten?.();
  }

  /**
   * Reads the entries committed since the last read and hands them to the followers. Awaited by the requests that
   * revoke, so that their reply leaves after the followers were sent the entries. Reads never overlap: a call
   * during a read gets one more read after it.
   */
  catchUp(): Promise<void> {
    if (this.reading) {
      this.readAgain = true;
      return this.reading;
    }
    this.reading = (async () => {
      do {
        this.readAgain = false;
        await this.read();
      } while (this.readAgain && !this.stopped);
    })().finally(() => {
      this.reading = undefined;
    });
    return this.reading;
  }

  async isRevoked(claims: RevocableClaims): Promise<boolean> {
    await this.start();
    if (this.inSync) return this.list.isRevoked(claims);
    return isRevokedInDb(this.deps.db, claims, this.deps.clock.now());
  }

  /**
   * A follower joins: the entries after `after` (all of them with `reset` when `after` is ahead of this list, whose
   * history was replaced), then every new entry. Undefined while out of sync.
   */
  subscribe(after: number, subscriber: RevocationSubscriber) {
    if (!this.inSync) return undefined;
    const reset = after > this.list.seq;
    const catchup = { seq: this.list.seq, reset, entries: this.list.after(reset ? 0 : after) };
    this.subscribers.add(subscriber);
    return { catchup, unsubscribe: () => this.subscribers.delete(subscriber) };
  }

  private async read() {
    try {
      const entries = await revocationsAfter(this.deps.db, this.list.seq);
      this.list.apply(entries);
      this.fresh = true;
      const live = entries.filter((e) => e.expiresAt > this.deps.clock.now().getTime());
      if (live.length) for (const s of this.subscribers) s.send(live);
    } catch (err) {
      this.deps.logger.warn('revocations unreadable', { err: (err as Error).message });
      this.cutOff();
      if (!this.stopped) {
        this.retry = setTimeout(() => void this.catchUp(), RETRY_READ_MS);
        this.retry.unref();
      }
    }
  }

  private cutOff() {
    this.fresh = false;
    for (const s of this.subscribers) s.end();
    this.subscribers.clear();
  }
}
