import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { DEFAULT_UPSTREAM_TIMEOUT_MS } from '../../lib/config.js';
import { IDEMPOTENCY_KEY_HEADER } from '../../lib/idempotency-key.js';
import type { Logger } from '../../lib/logger.js';
import { REQUEST_START_HEADER } from '../../lib/request-start.js';
import { SERVICE_KEY_HEADER } from '../../lib/service-auth.js';
import { credentialRefused, UpstreamError, upstreamError } from '../errors.js';
import { timedUpstreamFetch } from '../metrics.js';
import type { Session } from '../session/session.js';
import { type UpstreamFetch, type UpstreamReply, type UpstreamRequest, upstreamFetch } from './http.js';

export interface UpstreamDeps {
  baseURL: string;
  /** Slug of the request's brand: the `company` header of every call. */
  brand: string;
  /** Origin of the page (scheme and host the browser used): the services build e-mailed links from it. */
  origin: string;
  /** Address of the browser: the services' per-IP limits (login, CNPJ, sign-up, contact) count it, not ours. */
  clientIp: string | undefined;
  /** When the GraphQL request began (ms since the epoch): sent as X-Request-Start (request-start.ts). */
  started?: number;
  session: Session;
  log: Logger;
  fetch?: UpstreamFetch;
  /** How long one call may take, reply and body (UPSTREAM_TIMEOUT_MS). */
  timeoutMs?: number;
}

export interface UpstreamCall {
  method?: string;
  /** Query string: a record (undefined and null left out) or URLSearchParams (query.ts's toQuery). */
  params?: URLSearchParams | Record<string, string | number | boolean | undefined | null>;
  headers?: Record<string, string>;
  /** Sent as JSON; a string as it is. */
  body?: unknown;
}

/** Per-call options: a call may opt out of the refresh-and-retry on 401. */
export type CallOptions = UpstreamCall & { retryOn401?: boolean };

/**
 * Headers by which a call brings its own credentials: a user's (login, refresh) or the service key (the API-token
 * exchange). Such a call never goes through the session: it is how the session is made.
 */
const OWN_CREDENTIALS = ['authorization', SERVICE_KEY_HEADER];
const bringsOwnCredentials = (headers: Record<string, string> | undefined) =>
  Object.keys(headers ?? {}).some((h) => OWN_CREDENTIALS.includes(h.toLowerCase()));

/**
 * What the three data sources share: the `company` header and the session's bearer token on every call, the
 * upstream status mapped to a GraphQL error in one place (errors.ts), and one retry after a 401 once the session
 * renewed its token. Created per request (context.ts), so nothing it holds outlives the request.
 *
 * Not Apollo's RESTDataSource: per call it built an HTTP cache policy that no reply ever used (the services' replies
 * carry no freshness), and node-fetch's Response; what it did that we need is here: identical concurrent GETs of one
 * request share one call, JSON in and out, an error for any status from 400.
 */
export abstract class UpstreamDataSource {
  protected readonly baseURL: string;
  protected readonly brand: string;
  protected readonly session: Session;
  protected readonly origin: string;
  private readonly clientIp: string | undefined;
  private readonly started: number | undefined;
  private readonly log: Logger;
  private readonly fetch: UpstreamFetch;
  private readonly timeoutMs: number;
  /**
   * Whether the service answers a write's second attempt with its first reply (services/api/idempotency.ts): each write with
   * credentials then carries a key of its own, and is sent again when its connection is cut before the reply (http.ts).
   */
  protected readonly idempotentWrites: boolean = false;
  /** GETs under way in this request, by URL and credentials: a second identical one waits for the first. */
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(deps: UpstreamDeps) {
    this.log = deps.log;
    this.baseURL = deps.baseURL.endsWith('/') ? deps.baseURL : `${deps.baseURL}/`;
    this.brand = deps.brand;
    this.session = deps.session;
    this.origin = deps.origin;
    this.clientIp = deps.clientIp;
    this.started = deps.started;
    this.fetch = timedUpstreamFetch(deps.fetch ?? upstreamFetch, this.baseURL);
    this.timeoutMs = deps.timeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS;
  }

  /** Paths are relative to baseURL (a leading slash would drop a base path such as `/api/`). */
  private urlFor(path: string, params: UpstreamCall['params']): string {
    const url = new URL(path.replace(/^\/+/, ''), this.baseURL);
    // The query string is written once: each change through url.searchParams writes the whole URL again.
    let query: URLSearchParams | undefined;
    if (params instanceof URLSearchParams) query = params;
    else if (params) {
      query = new URLSearchParams();
      for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null) query.set(k, String(v));
    }
    if (query?.size) url.search = query.toString();
    return url.toString();
  }

  private async headersFor(call: UpstreamCall): Promise<Record<string, string>> {
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(call.headers ?? {})) headers[k.toLowerCase()] = v;
    headers.company = this.brand;
    headers.origin = this.origin;
    if (this.clientIp) headers['x-forwarded-for'] = this.clientIp;
    if (this.started) headers[REQUEST_START_HEADER] = String(this.started);
    if (!bringsOwnCredentials(headers)) {
      const token = await this.session.upstreamToken();
      if (token) headers.authorization = `Bearer ${token}`;
    }
    if (call.body !== undefined && typeof call.body !== 'string' && !headers['content-type']) {
      headers['content-type'] = 'application/json';
    }
    return headers;
  }

  /** One call, its error mapped; after a 401 the session renews its token and the call is made once more. */
  protected call<T>(path: string, options: CallOptions = {}): Promise<T> {
    return this.renewingOn401(options, (request) => this.send<T>(path, request));
  }

  /**
   * A GET whose body is handed over as it arrives, never gathered (the opportunities export), with everything a call
   * has: its error mapped, the renewal after a 401, the retry of a refused connection, metrics and trace. The reply
   * must begin within the deadline; its body then streams as long as it takes, until `signal` ends it.
   */
  protected stream(path: string, options: CallOptions & { signal?: AbortSignal } = {}): Promise<Readable> {
    const { signal, ...rest } = options;
    return this.renewingOn401(rest, (request) => this.open(path, request, signal));
  }

  private async renewingOn401<T>(options: CallOptions, attempt: (request: UpstreamCall) => Promise<T>): Promise<T> {
    const { retryOn401 = true, ...request } = options;
    if (bringsOwnCredentials(request.headers) || !retryOn401) return attempt(request);
    const usedToken = await this.session.upstreamToken();
    try {
      return await attempt(request);
    } catch (err) {
      if (!(err instanceof UpstreamError) || err.status !== 401) throw err;
      if (!(await this.session.recover(usedToken))) {
        this.session.end();
        throw this.lapsed(usedToken, err);
      }
      try {
        return await attempt(request);
      } catch (retryErr) {
        if (!(retryErr instanceof UpstreamError) || retryErr.status !== 401) throw retryErr;
        this.session.end();
        throw this.lapsed(usedToken, retryErr);
      }
    }
  }

  /**
   * An upstream 401 to credentials the gateway had accepted: they were revoked or lapsed meanwhile, which is their
   * refusal (SESSION_EXPIRED, TOKEN_REVOKED), not a missing login. A call made without credentials keeps the 401.
   */
  private lapsed(usedToken: string | undefined, err: UpstreamError) {
    return usedToken ? credentialRefused(this.session.lapsed()) : err;
  }

  private async send<T>(path: string, call: UpstreamCall): Promise<T> {
    const method = (call.method ?? 'GET').toUpperCase();
    const url = this.urlFor(path, call.params);
    const headers = await this.headersFor(call);
    if (method !== 'GET') {
      // The API keeps replies for authenticated callers only: an anonymous write's key would promise a replay that
      // never comes, and the retry it allows (http.ts) could do the write twice.
      if (this.idempotentWrites && headers.authorization) headers[IDEMPOTENCY_KEY_HEADER] = randomUUID();
      return this.exchange<T>(path, url, { method, headers, body: bodyOf(call.body) });
    }
    // Resolvers only read replies (they map them to new objects), so the callers of one GET can share its reply.
    const key = `${url} ${headers.authorization ?? ''}`;
    const pending = this.inFlight.get(key);
    if (pending) return pending as Promise<T>;
    const reply = this.exchange<T>(path, url, { method, headers }).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, reply);
    return reply;
  }

  private async exchange<T>(path: string, url: string, init: UpstreamRequest): Promise<T> {
    let status: number;
    let retryAfter: string | null;
    let body: unknown;
    // A service that accepts the call and never answers would hold the request (and its socket) for undici's
    // default of 300 s: past the deadline it counts as a service that did not answer.
    const deadline = AbortSignal.timeout(this.timeoutMs);
    try {
      const res = await this.fetch(url, { ...init, signal: deadline });
      status = res.status;
      retryAfter = res.headers.get('retry-after');
      body = await bodyOfReply(res);
    } catch (err) {
      throw this.noReply(path, deadline, err);
    }
    if (status >= 400) throw upstreamError(status, body, retryAfter);
    return body as T;
  }

  private async open(path: string, call: UpstreamCall, signal: AbortSignal | undefined): Promise<Readable> {
    const url = this.urlFor(path, call.params);
    const headers = await this.headersFor(call);
    // The deadline holds until the reply begins (and over an error's body); the rows then take as long as they take.
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), this.timeoutMs);
    try {
      const res = await this.fetch(url, {
        method: 'GET',
        headers,
        signal: signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal,
      });
      if (res.status < 400) return res.stream ? res.stream() : Readable.from([await res.text()]);
      const body = await bodyOfReply(res);
      throw upstreamError(res.status, body, res.headers.get('retry-after'));
    } catch (err) {
      if (err instanceof UpstreamError) throw err;
      // The caller went away (the browser left the export): nothing failed upstream, and no one reads the answer.
      if (signal?.aborted) throw upstreamError(undefined, undefined);
      throw this.noReply(path, deadline.signal, err);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * No reply at all (connection refused, reset, DNS, deadline passed), or a reply cut short: the caller is told to
   * try again shortly (SERVICE_UNAVAILABLE), the log sees why.
   */
  private noReply(path: string, deadline: AbortSignal, err: unknown) {
    const why = deadline.aborted ? `no reply within ${this.timeoutMs} ms` : (err as Error).message;
    this.log.error('upstream call failed', { base: this.baseURL, path, err: why });
    return upstreamError(undefined, undefined);
  }
}

/** A reply's body: parsed when it says it is JSON, its text otherwise. */
async function bodyOfReply(res: UpstreamReply): Promise<unknown> {
  const text = await res.text();
  return isJson(res.headers.get('content-type')) && text ? JSON.parse(text) : text;
}

const bodyOf = (body: unknown) => (body === undefined || typeof body === 'string' ? body : JSON.stringify(body));
const isJson = (contentType: string | null) => !!contentType && /^application\/(.*\+)?json\b/i.test(contentType);
