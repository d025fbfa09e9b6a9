import type { RequestHandler } from 'express';
import { bearer } from '../access-token.js';
import { isServiceCall } from '../service-auth.js';
import { serviceMetrics } from './registry.js';
import { routeOf } from './route.js';

const statusClass = (res: { statusCode: number; writableFinished: boolean }) =>
  res.writableFinished ? `${Math.floor(res.statusCode / 100)}xx` : 'aborted';

/**
 * Times every request of `service` (http_request_duration_seconds by method, route pattern and status class: its
 * count is the request rate, the 5xx class the errors). A request the client gave up on counts as `aborted`.
 */
export function observeRequests(service: string): RequestHandler {
  const duration = serviceMetrics(service).histogram(
    'http_request_duration_seconds',
    'Duration of HTTP requests, by method, route pattern and status class',
    ['method', 'route', 'status_class'],
  );
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    res.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      duration.observe({ method: req.method, route: routeOf(req), status_class: statusClass(res) }, seconds);
    });
    next();
  };
}

/** The reply to a scrape without the service key: the services' error shape. */
const UNAUTHORIZED = { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Não autorizado' };

/**
 * GET /metrics: the Prometheus text page of `service`, only to a caller presenting the shared service key as a
 * bearer token (compared in constant time); 401 otherwise. Without a key configured, nobody may read it.
 */
export function metricsRoute(service: string, serviceKey: string | undefined): RequestHandler {
  const metrics = serviceMetrics(service);
  return async (req, res) => {
    if (!isServiceCall(bearer(req.get('authorization')), serviceKey ?? '')) {
      res.status(401).json(UNAUTHORIZED);
      return;
    }
    const text = await metrics.text();
    res.set('Cache-Control', 'no-store').type(metrics.contentType).send(text);
  };
}
