import {
  type AugmentedRequest,
  type DataSourceConfig,
  type DataSourceRequest,
  RESTDataSource,
} from '@apollo/datasource-rest';
import type { FetcherResponse } from '@apollo/utils.fetcher';
import type { Logger } from '../../lib/logger.js';
import { UpstreamError, upstreamError } from '../errors.js';
import type { Session } from '../session/session.js';

export interface UpstreamDeps {
  baseURL: string;
  /** Slug of the request's brand: the `company` header of every call. */
  brand: string;
  /** Origin of the page (scheme and host the browser used): the services build e-mailed links from it. */
  origin: string;
  /** Address of the browser: the services' per-IP limits (login, CNPJ, sign-up, contact) count it, not ours. */
  clientIp: string | undefined;
  session: Session;
  log: Logger;
  fetch?: DataSourceConfig['fetch'];
}

/**
 * The HTTP cache every data source is given: none. A data source lives for one request and the services' replies
 * carry no freshness, so RESTDataSource's own cache (a new LRU per instance) never served a reply; only its cost was
 * paid on each call.
 */
const NO_HTTP_CACHE: NonNullable<DataSourceConfig['cache']> = {
  get: async () => undefined,
  set: async () => {},
  delete: async () => {},
};

/** Per-call options on top of RESTDataSource's: a call may opt out of the refresh-and-retry on 401. */
export type CallOptions = DataSourceRequest & { retryOn401?: boolean };

/**
 * What the three data sources share: the `company` header and the session's bearer token on every call, the
 * upstream status mapped to a GraphQL error in one place (errors.ts), and one retry after a 401 once the session
 * renewed its token. Created per request (context.ts), so nothing it holds outlives the request.
 */
export abstract class UpstreamDataSource extends RESTDataSource {
  protected readonly brand: string;
  protected readonly session: Session;
  protected readonly origin: string;
  private readonly clientIp: string | undefined;
  private readonly log: Logger;

  constructor(deps: UpstreamDeps) {
    super({ fetch: deps.fetch, cache: NO_HTTP_CACHE });
    this.log = deps.log;
    this.baseURL = deps.baseURL.endsWith('/') ? deps.baseURL : `${deps.baseURL}/`;
    this.brand = deps.brand;
    this.session = deps.session;
    this.origin = deps.origin;
    this.clientIp = deps.clientIp;
  }

  protected override async willSendRequest(_path: string, request: AugmentedRequest) {
    request.headers.company = this.brand;
    request.headers.origin = this.origin;
    if (this.clientIp) request.headers['x-forwarded-for'] = this.clientIp;
    if (!request.headers.authorization) {
      const token = await this.session.upstreamToken();
      if (token) request.headers.authorization = `Bearer ${token}`;
    }
  }

  /**
   * Concurrent identical GETs of one request still share one upstream call, but not a deep copy of its reply each:
   * resolvers only read replies (they map them to new objects), so the callers can share it.
   */
  protected override cloneParsedBody<T>(parsedBody: T): T {
    return parsedBody;
  }

  protected override async errorFromResponse(options: { response: FetcherResponse; parsedBody: unknown }) {
    return upstreamError(options.response.status, options.parsedBody, options.response.headers.get('retry-after'));
  }

  /** Paths are relative to baseURL (a leading slash would drop a base path such as `/api/`). */
  protected override resolveURL(path: string, request: AugmentedRequest) {
    return super.resolveURL(path.replace(/^\/+/, ''), request);
  }

  /** One call, its error mapped; after a 401 the session renews its token and the call is made once more. */
  protected async call<T>(path: string, options: CallOptions = {}): Promise<T> {
    const { retryOn401 = true, ...request } = options;
    // A call with its own credentials (login, refresh) never goes through the session: it is how the session is made.
    const ownCredentials = Object.keys(request.headers ?? {}).some((h) => h.toLowerCase() === 'authorization');
    if (ownCredentials || !retryOn401) return this.send<T>(path, request);
    const usedToken = await this.session.upstreamToken();
    try {
      return await this.send<T>(path, request);
    } catch (err) {
      if (!(err instanceof UpstreamError) || err.status !== 401) throw err;
      if (!(await this.session.recover(usedToken))) {
        this.session.end();
        throw err;
      }
      try {
        return await this.send<T>(path, request);
      } catch (retryErr) {
        if (retryErr instanceof UpstreamError && retryErr.status === 401) this.session.end();
        throw retryErr;
      }
    }
  }

  private async send<T>(path: string, request: DataSourceRequest): Promise<T> {
    try {
      return (await this.fetch<T>(path, request)).parsedBody;
    } catch (err) {
      if (err instanceof UpstreamError) throw err;
      // No reply at all (connection refused, reset, DNS, timeout): the caller is told to try again shortly
      // (SERVICE_UNAVAILABLE), the log sees why.
      this.log.error('upstream call failed', { base: this.baseURL, path, err: (err as Error).message });
      throw upstreamError(undefined, undefined);
    }
  }
}
