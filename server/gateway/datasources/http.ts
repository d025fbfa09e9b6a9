import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, request } from 'undici';
import { IDEMPOTENCY_KEY_HEADER } from '../../lib/idempotency-key.js';

/** What the gateway needs of an upstream reply; the global fetch's Response has it too (tests pass their own). */
export interface UpstreamReply {
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
  /**
   * The body as it arrives, never gathered (the opportunities export), instead of text(). A fetch without it (a
   * test's) hands over its text in one piece.
   */
  stream?(): Readable;
}

export interface UpstreamRequest {
  method: string;
  headers: Record<string, string>;
  body?: string;
  /** Ends the call, reply and body alike: the call's deadline (upstream.ts). */
  signal?: AbortSignal;
}

/** How the gateway calls a service; `fetch` fits it, so tests can count or hold calls. */
export type UpstreamFetch = (url: string, init: UpstreamRequest) => Promise<UpstreamReply>;

/**
 * How long an idle connection to a service is reused: less than the 5 s a Node server keeps one open. At 10 s the
 * gateway reused sockets a service had just closed, and under load those calls failed ("other side closed",
 * ECONNRESET) as SERVICE_UNAVAILABLE.
 */
export const UPSTREAM_KEEP_ALIVE_MS = 4_000;

/**
 * Keep-alive connections to the services, shared by every request, through undici's request API: measured against
 * the RESTDataSource and node-fetch it replaced, 131 -> 162 GraphQL list pages per second.
 */
const agent = new Agent({ keepAliveTimeout: UPSTREAM_KEEP_ALIVE_MS, connections: 128 });

/**
 * How long a call whose connection the service refused is tried again (UPSTREAM_RESTART_WAIT_MS, default 5 s): a
 * service restarting (a rolling restart, design section 14) listens again within a few seconds, and a refused
 * connection never reached it, so any call, a write included, can be sent again. A read (GET) is also sent again when
 * its connection was reset or closed before any reply: a service that stops listening resets the connections still
 * waiting in its accept queue (seen in CI as a details page failing mid-restart), and reading twice changes nothing;
 * so is a write named by an Idempotency-Key (the main API's, upstream.ts), which the service does at most once.
 * A service that stays down is SERVICE_UNAVAILABLE after this long; the call's own deadline (UPSTREAM_TIMEOUT_MS)
 * ends the waiting too.
 */
export const RESTART_WAIT_MS = Number(process.env.UPSTREAM_RESTART_WAIT_MS ?? 5_000);
const RETRY_DELAYS_MS = [50, 100, 200, 400, 800];
const MAX_RETRY_DELAY_MS = 1_000;

/** The error's codes as undici reports them: its own, and its cause's. */
const codesOf = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return [e?.code, e?.cause?.code];
};
/** The connection was refused: nothing listens on the port yet, so the call never reached the service. */
const REFUSED = new Set(['ECONNREFUSED']);
/** The connection ended before any reply: reset, or closed by the service ("other side closed"). */
const CUT_BEFORE_REPLY = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);
/**
 * Which failures a call may be sent again after: any call when refused; when cut before its reply, a read, or a
 * write that carries an Idempotency-Key (the service answers a second attempt with the first one's reply,
 * services/api/idempotency.ts).
 */
const retriable = (init: UpstreamRequest, err: unknown) => {
  const method = init.method.toUpperCase();
  const repeatable = method === 'GET' || method === 'HEAD' || init.headers[IDEMPOTENCY_KEY_HEADER] !== undefined;
  const codes = repeatable ? CUT_BEFORE_REPLY : REFUSED;
  return codesOf(err).some((code) => code !== undefined && codes.has(code));
};

const send = (url: string, init: UpstreamRequest) =>
  request(url, {
    method: init.method as 'GET',
    headers: init.headers,
    body: init.body,
    signal: init.signal,
    dispatcher: agent,
  });

export const upstreamFetch: UpstreamFetch = async (url, init) => {
  let res: Awaited<ReturnType<typeof send>>;
  const giveUpAt = Date.now() + RESTART_WAIT_MS;
  for (let attempt = 0; ; attempt++) {
    try {
      res = await send(url, init);
      break;
    } catch (err) {
      const delay = Math.min(RETRY_DELAYS_MS[attempt] ?? MAX_RETRY_DELAY_MS, giveUpAt - Date.now());
      if (!retriable(init, err) || init.signal?.aborted || delay <= 0) throw err;
      await sleep(delay, undefined, init.signal ? { signal: init.signal } : undefined).catch(() => {
        throw err;
      });
    }
  }
  return {
    status: res.statusCode,
    headers: {
      get(name) {
        const v = res.headers[name.toLowerCase()];
        return v === undefined ? null : Array.isArray(v) ? v.join(', ') : v;
      },
    },
    text: () => res.body.text(),
    stream: () => res.body,
  };
};
