import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import type { GraphQLSchema } from 'graphql';
import { createTokenVerifier } from '../lib/access-token.js';
import { type Clock, systemClock } from '../lib/clock.js';
import { type Config, DEFAULT_UPSTREAM_TIMEOUT_MS } from '../lib/config.js';
import { createLogger, type Logger } from '../lib/logger.js';
import { metricsRoute, observeRequests } from '../lib/metrics/index.js';
import { fromRoot } from '../lib/paths.js';
import { createRateLimits } from '../lib/ratelimit.js';
import { requestStartScope } from '../lib/request-start.js';
import { followRevocations } from '../lib/revocation-follower.js';
import { readinessOf } from '../lib/shutdown.js';
import { traceOf, traceRequests } from '../lib/trace-context.js';
import { CLIENT_OPERATIONS } from './__generated__/client-operations.js';
import { type ContextDeps, createContext, type GatewayContext } from './context.js';
import type { UpstreamFetch } from './datasources/http.js';
import { formatError, GENERIC_MESSAGE, serviceUnavailablePlugin } from './errors.js';
import { costLimitPlugin, limitRules, MAX_TOKENS } from './limits/index.js';
import { graphqlMetricsPlugin, nameUpstreams } from './metrics.js';
import {
  mockOpportunityExportRoute,
  OPPORTUNITY_EXPORT_PATH,
  opportunityExportRoute,
} from './modules/opportunities/export-route.js';
import { spaRoutes, UNHASHED_ASSET_CACHE } from './page/index.js';
import { healthHandler, readVersion } from './probes.js';
import { buildSchema } from './schema.js';
import { securityHeaders } from './security.js';
import { apiTokenPlugin } from './session/api-token-plugin.js';
import { createApiTokenExchange } from './session/api-tokens.js';
import { credentialPlugin } from './session/credential-plugin.js';
import { variablesPlugin } from './variables.js';

export interface GatewayOptions {
  apiUrl: string;
  authUrl: string;
  mailerUrl: string;
  /**
   * SERVICE_KEY: the gateway follows the authenticator's revocation list with it (an internal call, never one the
   * gateway serves), so that a token whose session ended is refused at once. Without it the list cannot be read
   * and only expiry ends a token.
   */
  serviceKey?: string;
  /** NODE_ENV=production: no introspection, no field suggestions, no error details. */
  production?: boolean;
  /** REDIS_URL / REDIS_PREFIX: the API tokens' rate limits count across replicas there (in memory without it). */
  redisUrl?: string;
  redisPrefix?: string;
  /**
   * The proxies in front of the gateway (Express's `trust proxy`): a hop count or a list of their addresses. Only
   * behind them are X-Forwarded-For / -Host / -Proto read, and the client address is the one the last trusted hop saw.
   */
  trustProxy?: number | string | false;
  /** Decides when an access token counts as expiring (tests pass the stack's ManualClock). */
  clock?: Clock;
  logger?: Logger;
  /** fetch used for upstream calls (tests count them). */
  fetch?: UpstreamFetch;
  /**
   * UPSTREAM_TIMEOUT_MS: how long a service may take to answer one call (the export: to start its reply); past it
   * the call is SERVICE_UNAVAILABLE with Retry-After.
   */
  upstreamTimeoutMs?: number;
  /** The built client; default client/dist. */
  clientDist?: string;
  /** Serve the schema with mock data instead of calling the services (npm run dev:mock). */
  mock?: MockMode;
  version?: string;
}

/**
 * The mock mode (npm run dev:mock; server/mock/ builds it): a schema that answers with mock data, and how a request
 * names its scenario (X-Mock-Scenario), which rides in its context so that the schema is built once. Handed in by the
 * caller, so that the gateway loads none of the mock's code (its data generator, faker with every locale, is some
 * 15 MB of heap) when it serves for real.
 */
export interface MockMode {
  schema: GraphQLSchema;
  readScenario(header: (name: string) => string | undefined): unknown;
}

export interface Gateway {
  app: Express;
  schema: GraphQLSchema;
  stop(): Promise<void>;
}

/**
 * The gateway's options from the shared configuration (API_URL, AUTH_URL, MAILER_URL, NODE_ENV, TRUST_PROXY,
 * UPSTREAM_TIMEOUT_MS).
 */
export function gatewayOptionsFromConfig(config: Config, env: NodeJS.ProcessEnv = process.env): GatewayOptions {
  return {
    apiUrl: config.apiUrl,
    authUrl: config.authUrl,
    mailerUrl: config.mailerUrl,
    serviceKey: config.serviceKey,
    production: config.production,
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    upstreamTimeoutMs: config.upstreamTimeoutMs,
    logger: createLogger(config.logLevel, { service: 'gateway' }),
  };
}

/**
 * TRUST_PROXY: unset or `false` trusts no proxy; `true` one hop (the reverse proxy in front of the gateway); a number,
 * that many hops; anything else is Express's list of trusted addresses (`loopback, 10.0.0.0/8`). Never Express's own
 * `true`, which trusts every hop and so lets a client choose its address with the left-most X-Forwarded-For.
 */
export function trustProxySetting(value: string | undefined): number | string | false {
  const v = value?.trim() ?? '';
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return 1;
  if (/^\d+$/.test(v)) return Number(v);
  return v;
}

const NDJSON = /^application\/x-ndjson\b/;

/**
 * gzip or brotli for every text reply (GraphQL JSON, HTML, JS, CSS), as the browser accepts; images stay as they are.
 * A client that accepts no encoding (an internal tool, curl) skips the middleware, which would wrap the reply's
 * methods only to write it plain; the reply still tells caches that it varies by Accept-Encoding.
 */
function compressReplies(): RequestHandler {
  // The export's NDJSON (tens of MB for a large list) is text too, but not in the media types the middleware knows.
  const compress = compression({
    filter: (req, res) => NDJSON.test(String(res.getHeader('Content-Type'))) || compression.filter(req, res),
  });
  return (req, res, next) => {
    if (req.headers['accept-encoding']) return compress(req, res, next);
    res.vary('Accept-Encoding');
    next();
  };
}

/** GraphQL replies carry one user's data: no cache keeps them. */
const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};

function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    // Read now: by 'finish', the mount of /graphql has rewritten req.path to `/`.
    const path = req.originalUrl.split('?')[0];
    res.on('finish', () => {
      const ms = Math.round(Number(process.hrtime.bigint() - start) / 1e5) / 10;
      logger.info('request', {
        method: req.method,
        path,
        status: res.statusCode,
        ms,
        traceId: traceOf(res)?.traceId,
        // An internal tool's API token shows by its name (design section 13).
        token: res.locals.apiToken?.name,
      });
    });
    next();
  };
}

/**
 * The gateway (design section 1): security headers, /healthz, /version.txt, brand assets, /graphql (Apollo Server
 * on Express 5) and the built client. Resolves once Apollo has started; `stop` drains it.
 */
export async function createGateway(opts: GatewayOptions): Promise<Gateway> {
  const production = opts.production ?? false;
  const logger = opts.logger ?? createLogger('silent');
  const clock = opts.clock ?? systemClock;
  const version = opts.version ?? readVersion();
  const now = () => clock.now();
  const revocations = followRevocations({ authUrl: opts.authUrl, serviceKey: opts.serviceKey ?? '' }, logger, now);
  const deps: ContextDeps = {
    apiUrl: opts.apiUrl,
    authUrl: opts.authUrl,
    mailerUrl: opts.mailerUrl,
    clock,
    logger,
    verify: createTokenVerifier(opts.authUrl, revocations, now, { remember: true }),
    version,
    fetch: opts.fetch,
    upstreamTimeoutMs: opts.upstreamTimeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS,
    apiTokens: createApiTokenExchange({ now }),
    serviceKey: opts.serviceKey ?? '',
  };
  const rateLimits = createRateLimits({
    redisUrl: opts.redisUrl,
    prefix: opts.redisPrefix ?? 'portal:',
    logger,
    keySecret: opts.serviceKey ?? '',
  });
  const schema = opts.mock ? opts.mock.schema : buildSchema();
  const readMockScenario = opts.mock?.readScenario;
  const mockContext =
    readMockScenario &&
    (async (req: express.Request, res: express.Response) => ({
      ...createContext(deps, req, res),
      mockScenario: readMockScenario((h) => req.get(h)),
    }));
  const server = new ApolloServer<GatewayContext>({
    schema,
    introspection: !production,
    hideSchemaDetailsFromClientErrors: production,
    includeStacktraceInErrorResponses: !production,
    csrfPrevention: true,
    // Apollo's own SIGTERM handler stops it and raises the signal again, which ended the process at once: the
    // process stops gracefully instead (lib/shutdown.ts), and `stop` stops Apollo once the requests are done.
    stopOnTerminationSignals: false,
    allowBatchedHttpRequests: false,
    parseOptions: { maxTokens: MAX_TOKENS },
    validationRules: limitRules,
    formatError: formatError(production, (err) => logger.error('graphql error', { err: String(err) })),
    // The hosted Sandbox loads from a CDN that the Content-Security-Policy refuses; tools use curl or their own UI.
    // Variables are checked first: their field errors answer before the cost, which counts their coerced values.
    // No field carries a cache hint, so Apollo's cache-control plugin only ever answered `no-store`, at the cost of
    // a hook around every field resolved: the header is set once below instead (noStore).
    plugins: [
      graphqlMetricsPlugin(CLIENT_OPERATIONS),
      variablesPlugin(),
      costLimitPlugin(),
      credentialPlugin(),
      apiTokenPlugin(rateLimits),
      serviceUnavailablePlugin(),
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
    ],
  });
  await Promise.all([server.start(), rateLimits.ready()]);
  // Follow the revocation list from the start, as the services do: a gateway that opened its stream only at its first
  // signed-in request answered from a remembered check (fail-closed, kept 2 s) until the stream caught up, and so
  // could accept a session that another gateway had just logged out.
  if (!opts.mock) revocations.start();

  const app = express();
  app.disable('x-powered-by');
  // No ETag from res.send: it hashed every GraphQL reply (no-store, never revalidated) and index.html, which is
  // written per request with the brand. Files under /assets and /brands keep serve-static's own ETag.
  app.set('etag', false);
  app.set('trust proxy', opts.trustProxy ?? false);
  // The metrics and spans name the services called and the one answering (server/lib/metrics, tracing-sdk.ts).
  nameUpstreams({ api: opts.apiUrl, auth: opts.authUrl, mailer: opts.mailerUrl });
  app.locals.service = 'gateway';
  // The request's trace (the caller's traceparent, or a new one), kept for the log line and for the calls to the
  // services, which then log the same trace id; then every request is timed.
  app.use(traceRequests, requestStartScope('gateway'), observeRequests('gateway'));
  // While a graceful stop drains the gateway, every reply closes its connection (lib/shutdown.ts).
  const readiness = readinessOf(app);
  app.use(readiness.closeConnectionsWhileDraining);
  app.use(securityHeaders());
  app.use(compressReplies());
  if (logger.enabled?.('info') ?? true) app.use(requestLog(logger));
  app.get('/metrics', metricsRoute('gateway', opts.serviceKey));
  // Readiness, apart from liveness (/healthz): 503 from the first moment of a graceful stop (lib/shutdown.ts).
  app.get('/readyz', readiness.handler);
  app.get('/version.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'no-cache').send(version);
  });
  app.get(
    '/healthz',
    opts.mock
      ? (_req, res) => void res.json({ status: 'ok', service: 'gateway', mode: 'mock' })
      : healthHandler((req, res) => createContext(deps, req, res)),
  );
  app.use(
    '/brands',
    express.static(fromRoot('brands/assets'), {
      index: false,
      fallthrough: false,
      setHeaders: (res) => res.setHeader('Cache-Control', UNHASHED_ASSET_CACHE),
    }),
  );
  app.use(
    '/graphql',
    noStore,
    express.json({ limit: '1mb' }),
    expressMiddleware(server, {
      context: mockContext
        ? async ({ req, res }) => mockContext(req, res)
        : async ({ req, res }) => createContext(deps, req, res),
    }),
  );
  app.get(
    OPPORTUNITY_EXPORT_PATH,
    mockContext ? mockOpportunityExportRoute(schema, mockContext) : opportunityExportRoute(deps, schema),
  );
  app.use(spaRoutes(opts.clientDist ?? fromRoot('client/dist')));
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Não encontrado');
  });
  // Express's own handler would print a stack trace outside production: answer a short text instead.
  const onError: ErrorRequestHandler = (err, req, res, _next) => {
    const status = Number(err?.status ?? err?.statusCode) || 500;
    if (status >= 500) logger.error('request failed', { path: req.path, err: String(err?.stack ?? err) });
    res
      .status(status)
      .type('text/plain')
      .send(status === 404 ? 'Não encontrado' : status < 500 ? 'Requisição inválida' : GENERIC_MESSAGE);
  };
  app.use(onError);
  return {
    app,
    schema,
    stop: async () => {
      await Promise.all([server.stop(), revocations.stop()]);
      await rateLimits.close();
    },
  };
}
