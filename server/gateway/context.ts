import type { Request, Response } from 'express';
import type { Brand } from '../../brands/brands.js';
import { brandForHost } from '../../brands/brands.js';
import type { TokenVerifier } from '../lib/access-token.js';
import type { Clock } from '../lib/clock.js';
import type { Logger } from '../lib/logger.js';
import { ApiDataSource } from './datasources/api.js';
import { AuthDataSource } from './datasources/auth.js';
import { createLoaders, type Loaders } from './datasources/loaders.js';
import { MailerDataSource } from './datasources/mailer.js';
import type { UpstreamDeps } from './datasources/upstream.js';
import type { ApiTokenExchange } from './session/api-tokens.js';
import { CookieJar } from './session/cookies.js';
import { Session } from './session/session.js';

/** What every resolver receives; built anew for each request, so nothing in it is shared between requests. */
export interface GatewayContext {
  brand: Brand;
  /** Origin of the page (`http://scanora.localhost:4000`): e-mailed links are built from it. */
  origin: string;
  session: Session;
  cookies: CookieJar;
  dataSources: { api: ApiDataSource; auth: AuthDataSource; mailer: MailerDataSource };
  loaders: Loaders;
  clock: Clock;
  version: string;
}

export interface ContextDeps {
  apiUrl: string;
  authUrl: string;
  mailerUrl: string;
  clock: Clock;
  logger: Logger;
  verify: TokenVerifier;
  version: string;
  fetch?: UpstreamDeps['fetch'];
  /** How long a service may take to answer one call (UPSTREAM_TIMEOUT_MS). */
  upstreamTimeoutMs: number;
  /** Internal tools' API tokens, exchanged for access tokens (session/api-tokens.ts). */
  apiTokens?: ApiTokenExchange;
  /** SERVICE_KEY: the gateway's calls to the services' internal routes (the API-token exchange) carry it. */
  serviceKey?: string;
}

/**
 * The brand comes from the host name the browser used: `req.hostname` and `req.protocol` read X-Forwarded-Host
 * and X-Forwarded-Proto only when Express trusts the proxy (TRUST_PROXY), so a client cannot pick a brand by
 * sending the header itself.
 */
export function brandOf(req: Request): Brand {
  return brandForHost(req.hostname);
}

export const originOf = (req: Request) => `${req.protocol}://${req.host}`;

export function createContext(deps: ContextDeps, req: Request, res: Response): GatewayContext {
  const brand = brandOf(req);
  const origin = originOf(req);
  const cookies = new CookieJar(req, res);
  const session = new Session({
    brand: brand.slug,
    clock: deps.clock,
    verify: deps.verify,
    jar: cookies,
    authorization: req.get('authorization'),
    refresh: (refreshToken) => dataSources.auth.refresh(refreshToken),
    apiTokens: deps.apiTokens?.through(() => dataSources.auth),
    // The request log names the API token behind the request (gateway/index.ts requestLog).
    onApiToken: (viewer) => {
      res.locals.apiToken = viewer;
    },
  });
  // Every call made for this operation says when it began: the services serve the oldest operation first.
  const started = Date.now();
  const upstream = (baseURL: string): UpstreamDeps => ({
    baseURL,
    started,
    brand: brand.slug,
    origin,
    clientIp: req.ip,
    session,
    log: deps.logger,
    fetch: deps.fetch,
    timeoutMs: deps.upstreamTimeoutMs,
  });
  // Each built on first use: a list page needs the main API's alone, and no loader. Getters of these inner objects,
  // never of the context itself: Apollo copies the context for each operation, which reads every property it has.
  let api: ApiDataSource | undefined;
  let auth: AuthDataSource | undefined;
  let mailer: MailerDataSource | undefined;
  const dataSources: GatewayContext['dataSources'] = {
    get api() {
      api ??= new ApiDataSource(upstream(deps.apiUrl));
      return api;
    },
    get auth() {
      auth ??= new AuthDataSource({ ...upstream(deps.authUrl), serviceKey: deps.serviceKey });
      return auth;
    },
    get mailer() {
      mailer ??= new MailerDataSource(upstream(deps.mailerUrl));
      return mailer;
    },
  };
  return {
    brand,
    origin,
    session,
    cookies,
    dataSources,
    loaders: createLoaders(dataSources),
    clock: deps.clock,
    version: deps.version,
  };
}
