import type { Logger } from './logger.js';
import { type RevocableClaims, type RevocationCheck, type RevocationEntry, RevocationList } from './revocation-list.js';
import { SERVICE_KEY_HEADER } from './service-auth.js';

/** The authenticator's stream sends a heartbeat this often; a follower that hears nothing for 2.5 of them reconnects. */
export const REVOCATION_HEARTBEAT_MS = 15_000;
/** While a follower is out of sync it asks the authenticator per token, and remembers each answer this long. */
export const REVOCATION_CHECK_CACHE_MS = 2_000;
export const REVOCATION_CHECK_TIMEOUT_MS = 2_000;
/** Reconnection backoff of a follower whose stream dropped: doubles from the first to the last. */
export const REVOCATION_RETRY_FIRST_MS = 100;
export const REVOCATION_RETRY_MAX_MS = 5_000;

/** Silence longer than this on the stream (no event, no heartbeat) means a dead connection. */
const STREAM_SILENCE_MS = REVOCATION_HEARTBEAT_MS * 2.5;
/** Checks remembered while out of sync; past this many, the settled ones are forgotten. */
const MAX_REMEMBERED_CHECKS = 10_000;

export interface FollowerOptions {
  authUrl: string;
  serviceKey: string;
  /** The token clock: entries are dropped when every token they refuse has expired by it. */
  now: () => Date;
  logger: Logger;
  fetch?: typeof fetch;
}

/** A follower of the authenticator at `config.authUrl` for a service whose logger and token clock are given. */
export const followRevocations = (config: { authUrl: string; serviceKey: string }, logger: Logger, now: () => Date) =>
  new RevocationFollower({ authUrl: config.authUrl, serviceKey: config.serviceKey, logger, now });

interface Catchup {
  seq: number;
  reset: boolean;
  entries: RevocationEntry[];
}

/**
 * The authenticator's revocation list, followed by a service that verifies access tokens: logout and
 * deactivation refuse a token at once, with no call to the authenticator per request. It starts on first use (or
 * `start`): one long request to GET /internal/revocations/stream, which sends the unexpired entries after the last
 * seq applied, then each new one; a dropped stream is opened again with backoff and re-synced from that seq.
 *
 * While not in sync (before the first catch-up, or after the stream dropped) it fails closed: each token is checked
 * with the authenticator (POST /internal/revocations/check), a refusal remembered a few seconds. When the
 * authenticator cannot answer at all, the last list known decides: nobody can log out of an authenticator that is
 * down, and the services keep serving through its outage as they did before (design section 4).
 */
export class RevocationFollower implements RevocationCheck {
  readonly list: RevocationList;
  private synced = false;
  private started = false;
  private stopped = false;
  private stream: AbortController | undefined;
  private retry: NodeJS.Timeout | undefined;
  private wait = REVOCATION_RETRY_FIRST_MS;
  /** When the authenticator last could not be asked (performance.now()); undefined once it answers. */
  private unreachableAt: number | undefined;
  private readonly checks = new Map<string, { at: number; pending: boolean; revoked: Promise<boolean> }>();
  private readonly fetch: typeof fetch;

  constructor(private readonly opts: FollowerOptions) {
    this.list = new RevocationList(opts.now);
    this.fetch = opts.fetch ?? fetch;
  }

  /** True while the stream is open and caught up: checks are then answered from memory. */
  get inSync(): boolean {
    return this.synced;
  }

  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    void this.follow();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    this.stream?.abort();
  }

  async isRevoked(claims: RevocableClaims): Promise<boolean> {
    this.start();
    if (this.synced) return this.list.isRevoked(claims);
    return this.checkWithAuthenticator(claims);
  }

  private async follow(): Promise<void> {
    const controller = new AbortController();
    this.stream = controller;
    let silence: NodeJS.Timeout | undefined;
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(() => controller.abort(), STREAM_SILENCE_MS);
      silence.unref();
    };
    try {
      heard();
      const url = new URL(`/internal/revocations/stream?after=${this.list.seq}`, this.opts.authUrl);
      const res = await this.fetch(url, {
        headers: { accept: 'text/event-stream', [SERVICE_KEY_HEADER]: this.opts.serviceKey },
        signal: controller.signal,
      });
      if (!res.ok || !res.body) throw new Error(`authenticator answered ${res.status}`);
      for await (const event of serverSentEvents(res.body, heard)) this.apply(event);
    } catch (err) {
      if (!this.stopped) this.opts.logger.warn('revocation stream lost', { err: (err as Error).message });
    } finally {
      clearTimeout(silence);
      this.synced = false;
    }
    if (this.stopped) return;
    this.retry = setTimeout(() => void this.follow(), this.wait);
    this.retry.unref();
    this.wait = Math.min(this.wait * 2, REVOCATION_RETRY_MAX_MS);
  }

  private apply(event: { event: string; data: string }) {
    if (event.event === 'catchup') {
      const catchup = JSON.parse(event.data) as Catchup;
      if (catchup.reset) this.list.reset();
      this.list.apply(catchup.entries);
      this.synced = true;
      this.wait = REVOCATION_RETRY_FIRST_MS;
      this.checks.clear();
    } else if (event.event === 'revocation') {
      this.list.apply([JSON.parse(event.data) as RevocationEntry]);
    }
  }

  /**
   * Out of sync: the authenticator is asked. A refusal is remembered a few seconds (a revoked session stays revoked);
   * an acceptance is shared only by the checks made while it was on its way, never reused after, so that a logout
   * committed while the stream is down refuses the next request at once. While the authenticator cannot be reached,
   * the last list known answers for a few seconds before it is asked again, so that an outage does not cost every
   * request the check's timeout.
   */
  private checkWithAuthenticator(claims: RevocableClaims): Promise<boolean> {
    const key = `${claims.sid ?? ''}:${claims.sub}:${claims.iat}`;
    const now = performance.now();
    const known = this.checks.get(key);
    if (known && (known.pending || now - known.at < REVOCATION_CHECK_CACHE_MS)) return known.revoked;
    if (this.unreachableAt !== undefined && now - this.unreachableAt < REVOCATION_CHECK_CACHE_MS) {
      return Promise.resolve(this.list.isRevoked(claims));
    }
    if (this.checks.size >= MAX_REMEMBERED_CHECKS) {
      for (const [k, c] of this.checks)
        if (!c.pending && now - c.at >= REVOCATION_CHECK_CACHE_MS) this.checks.delete(k);
      if (this.checks.size >= MAX_REMEMBERED_CHECKS) this.checks.clear();
    }
    const check = { at: now, pending: true, revoked: this.ask(claims) };
    this.checks.set(key, check);
    void check.revoked.then((revoked) => {
      check.pending = false;
      check.at = performance.now();
      if (!revoked && this.checks.get(key) === check) this.checks.delete(key);
    });
    return check.revoked;
  }

  private async ask(claims: RevocableClaims): Promise<boolean> {
    try {
      const res = await this.fetch(new URL('/internal/revocations/check', this.opts.authUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SERVICE_KEY_HEADER]: this.opts.serviceKey },
        body: JSON.stringify({ sub: claims.sub, sid: claims.sid, iat: claims.iat }),
        signal: AbortSignal.timeout(REVOCATION_CHECK_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`authenticator answered ${res.status}`);
      const { revoked } = (await res.json()) as { revoked: boolean };
      this.unreachableAt = undefined;
      return revoked === true;
    } catch (err) {
      if (this.unreachableAt === undefined) {
        this.opts.logger.error('revocations cannot be checked: the last list known decides', {
          err: (err as Error).message,
        });
      }
      this.unreachableAt = performance.now();
      return this.list.isRevoked(claims);
    }
  }
}

/** The events of a text/event-stream body; `heard` is called on every chunk (events and heartbeats alike). */
async function* serverSentEvents(body: ReadableStream<Uint8Array>, heard: () => void) {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    heard();
    buffer += decoder.decode(chunk, { stream: true }).replace(/\r\n?/g, '\n');
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
      }
      if (data.length) yield { event, data: data.join('\n') };
    }
  }
}
