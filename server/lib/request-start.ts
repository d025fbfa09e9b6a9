import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';

/**
 * When the user's request began, in ms since the epoch: the gateway sends it with every call it makes for one
 * GraphQL request, and a service's database calls wait for a connection in that order (connection-gate.ts). Under
 * load the oldest request is served first, so a request of several statements (an approval, a details page) does
 * not queue again behind newer ones at each of its statements.
 */
export const REQUEST_START_HEADER = 'x-request-start';

/**
 * How much earlier than its arrival a call may say its request began. The header is not authenticated: a client
 * calling a service directly gains at most this much precedence, no more than a request that already waited the
 * pool's whole wait bound (pool-limits.ts).
 */
export const REQUEST_START_LEAD_MS = 2_000;

/**
 * The W3C trace context of one request (https://www.w3.org/TR/trace-context/): which trace it belongs to and the id
 * of this process's part of it. Every request log line carries the trace id, so that one browser request can be
 * followed through the gateway and the services it called, whether or not spans are exported. Defined here, with the
 * request scope that carries it, so that trace-context.ts (which reads the scope) is the only one of the two to
 * import the other.
 */
export interface TraceIds {
  traceId: string;
  spanId: string;
  sampled: boolean;
}

/**
 * What the code serving one request may ask of it wherever it runs: when it began, its trace (trace-context.ts: sent
 * on the calls it makes) and which service serves it (the metrics of code shared by services count there). One
 * store for all three: one AsyncLocalStorage.run per request.
 */
export interface RequestScope {
  start: number;
  trace?: TraceIds;
  service?: string;
}

const scope = new AsyncLocalStorage<RequestScope>();

/** The start a call claims, kept within [arrival − REQUEST_START_LEAD_MS, arrival]; its arrival without a claim. */
export function requestStartOf(header: unknown, arrival: number): number {
  const claimed = typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : arrival;
  return Math.min(arrival, Math.max(arrival - REQUEST_START_LEAD_MS, claimed));
}

/** Runs `fn`, and everything it starts, as work of a request that began at `start`. */
export const withRequestStart = <T>(start: number, fn: () => T): T => scope.run({ start }, fn);

/** Runs `fn`, and everything it starts, as work of the request `s`. */
export const withRequestScope = <T>(s: RequestScope, fn: () => T): T => scope.run(s, fn);

/** The request this code serves; undefined outside any request (jobs, start-up). */
export const requestScope = (): RequestScope | undefined => scope.getStore();

/** When the request this code serves began; now outside any request (jobs, start-up). */
export const requestStart = (): number => scope.getStore()?.start ?? Date.now();

/**
 * Marks each request of `service` with its start (the gateway's, if it sent one) and its trace (trace-context.ts's
 * `traceRequests`, earlier in the chain) for the rest of its handling.
 */
export const requestStartScope =
  (service: string): RequestHandler =>
  (req, res, next) => {
    const start = requestStartOf(req.get(REQUEST_START_HEADER), Date.now());
    scope.run({ start, trace: res.locals.trace, service }, next);
  };
