import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import querystring from 'node:querystring';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import { ZodError } from 'zod';
import { HttpError, SERVICE_UNAVAILABLE_MESSAGE, type Unavailable } from './errors.js';
import { type Logger, withoutPersonalData } from './logger.js';
import { metricsRoute, observeRequests } from './metrics/index.js';
import { requestStartScope } from './request-start.js';
import { readinessOf } from './shutdown.js';
import { traceOf, traceRequests } from './trace-context.js';
import { fieldErrors, INVALID_CHARACTER, unstorableTexts } from './validation.js';

const BODY_LIMIT = '1mb';
const FORM_TYPE = 'application/x-www-form-urlencoded';
/** As many fields as body-parser's form parser allowed. */
const MAX_FORM_FIELDS = 1000;

export interface AppOptions {
  /**
   * The shared service key (SERVICE_KEY): every request is timed, and GET /metrics shows the service's metrics to a
   * caller presenting the key as a bearer token (server/lib/metrics). Without it, neither.
   */
  metricsKey?: string;
}

/**
 * The Express app every service starts from: JSON and form bodies, one structured log line per request (method,
 * path without query string, status, duration, trace id: never headers or bodies, which carry tokens and passwords),
 * `/healthz`, `/readyz` and `/metrics`. Routes are added by the caller, then `finishApp` adds the 404 and error replies.
 *
 * Bytes that are not UTF-8 become U+FFFD before any route sees them, wherever they arrive: the JSON parser and the
 * query string parser (Express 5's, node:querystring) decode that way, and so does formBody below.
 */
export function createApp(service: string, logger: Logger, opts: AppOptions = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  // Read by the trace spans (tracing-sdk.ts), which name the service that answered.
  app.locals.service = service;
  // First: the trace id of the request (the caller's traceparent, or a new one) is in its log line whatever happens.
  app.use(traceRequests);
  // While a graceful stop drains the process, every reply closes its connection (lib/shutdown.ts).
  const readiness = readinessOf(app);
  app.use(readiness.closeConnectionsWhileDraining);
  if (opts.metricsKey !== undefined) app.use(observeRequests(service));
  app.use(express.json({ limit: BODY_LIMIT }));
  app.use(express.text({ type: FORM_TYPE, limit: BODY_LIMIT }), formBody);
  // One line per request at `info`; below that level no request pays for timing it.
  if (logger.enabled?.('info') ?? true) app.use(requestLog(logger));
  app.use(storableTextsOnly);
  app.use(requestStartScope(service));
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service });
  });
  // Readiness, apart from liveness: 503 from the first moment of a graceful stop (lib/shutdown.ts).
  app.get('/readyz', readiness.handler);
  if (opts.metricsKey !== undefined) app.get('/metrics', metricsRoute(service, opts.metricsKey));
  return app;
}

function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    // Read now: by 'finish', a mounted router has rewritten req.url (and req.path) without its mount prefix.
    const path = withoutPersonalData(req.originalUrl.split('?')[0]);
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      logger.info('request', {
        method: req.method,
        path,
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        user: res.locals.viewer?.id,
        // An internal tool's API token shows by its name (design section 13).
        token: res.locals.viewer?.apiToken ? res.locals.viewer.name : undefined,
        traceId: traceOf(res)?.traceId,
      });
    });
    next();
  };
}

/**
 * A form body, read as the query string is (node:querystring: flat keys, a repeated key gives a list). Not
 * body-parser's form parser: qs keeps a value whose escapes are not UTF-8 (`%C3%28`, `%FF`) undecoded, so `Jos%C3%A9
 * %FF` would be stored as typed; here the bytes are decoded and only the invalid ones become U+FFFD.
 */
const formBody: RequestHandler = (req, _res, next) => {
  if (typeof req.body !== 'string' || !req.is(FORM_TYPE)) return next();
  let fields = 1;
  for (let i = req.body.indexOf('&'); i >= 0; i = req.body.indexOf('&', i + 1)) {
    if (++fields > MAX_FORM_FIELDS) return next(new HttpError(413, 'Requisição grande demais', 'PAYLOAD_TOO_LARGE'));
  }
  req.body = { ...querystring.parse(req.body, '&', '=', { maxKeys: MAX_FORM_FIELDS }) };
  next();
};

/**
 * Every text a service receives (body, query string, path) is refused with a field error when it holds a NUL byte
 * or a lone UTF-16 surrogate (design section 4): PostgreSQL refuses the first with a server error and silently
 * replaces the second. Checked once here, before any route, so that no route has to remember it.
 */
const storableTextsOnly: RequestHandler = (req, _res, next) => {
  const fields = {
    ...unstorableTexts(req.query),
    ...unstorableTexts(req.body),
    ...(/%00/i.test(req.originalUrl.split('?')[0]) ? { _path: INVALID_CHARACTER } : {}),
  };
  if (Object.keys(fields).length) return next(new HttpError(400, INVALID_INPUT, 'BAD_REQUEST', fields));
  next();
};

/** The message of a 400 whose `fields` say what is wrong. */
export const INVALID_INPUT = 'Dados inválidos';

/**
 * Reply shape of every error: `{ statusCode, code, message, fields? }`. `unavailable` tells which errors mean the
 * service's own dependencies failed (its database: db/errors.ts's `databaseUnavailable`): they are answered 503 with
 * Retry-After, never 500.
 */
export function finishApp(app: Express, logger: Logger, unavailable: (err: unknown) => Unavailable | undefined) {
  app.use((req, _res, next) => next(new HttpError(404, `Rota não encontrada: ${req.method} ${req.path}`)));
  const onError: ErrorRequestHandler = (err, _req, res, _next) => {
    if (err instanceof ZodError) {
      const fields = fieldErrors(err.issues);
      res.status(400).json({ statusCode: 400, code: 'BAD_REQUEST', message: INVALID_INPUT, fields });
      return;
    }
    if (err instanceof HttpError) {
      if (err.status === 429 && err.extra?.retryAfter) res.setHeader('Retry-After', String(err.extra.retryAfter));
      res.status(err.status).json({
        statusCode: err.status,
        code: err.code,
        message: err.message,
        ...(err.fields ? { fields: err.fields } : {}),
        ...(err.extra ?? {}),
      });
      return;
    }
    if (err?.type === 'entity.too.large') {
      res.status(413).json({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Requisição grande demais' });
      return;
    }
    if (err?.type === 'entity.parse.failed' || err?.status === 400) {
      res.status(400).json({ statusCode: 400, code: 'BAD_REQUEST', message: 'Corpo da requisição inválido' });
      return;
    }
    const down = unavailable(err);
    if (down) {
      logger.warn(down.reason, { err: err instanceof Error ? err.message : String(err) });
      res.setHeader('Retry-After', String(down.retryAfterSeconds));
      res.status(503).json({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: SERVICE_UNAVAILABLE_MESSAGE });
      return;
    }
    logger.error('unhandled error', { err: err instanceof Error ? (err.stack ?? err.message) : String(err) });
    res.status(500).json({ statusCode: 500, code: 'INTERNAL', message: 'Houve um erro. Tente novamente mais tarde!' });
  };
  app.use(onError);
}

/** Listens on `port` (0 = any free port) and resolves with the server and its base URL. */
export function listen(app: Express, port: number, host = '127.0.0.1'): Promise<{ server: Server; url: string }> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, (err?: Error) => {
      if (err) return reject(err);
      const { port: actual } = server.address() as AddressInfo;
      resolve({ server, url: `http://${host}:${actual}` });
    });
    server.on('error', reject);
  });
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });
}
