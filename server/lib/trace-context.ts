import { randomUUID } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import { requestScope, type TraceIds } from './request-start.js';

/** The header that carries the trace context between processes. */
export const TRACEPARENT_HEADER = 'traceparent';

const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-|$)/;
const ZEROS = /^0+$/;

/** The caller's trace context, or undefined when the header is missing or malformed (a new trace starts then). */
export function parseTraceparent(header: unknown): { traceId: string; parentId: string; sampled: boolean } | undefined {
  if (typeof header !== 'string') return undefined;
  const m = TRACEPARENT.exec(header.trim());
  // Version ff is invalid; version 00 has exactly four fields; a later version may add fields after a dash.
  if (!m || m[1] === 'ff' || (m[1] === '00' && m[5] === '-')) return undefined;
  if (ZEROS.test(m[2]) || ZEROS.test(m[3])) return undefined;
  return { traceId: m[2], parentId: m[3], sampled: (Number.parseInt(m[4], 16) & 1) === 1 };
}

/** A random id of 32 (trace) or 16 (span) hex digits; randomUUID draws from a cached pool, cheaper than randomBytes. */
const randomHex = (digits: 16 | 32) => randomUUID().replaceAll('-', '').slice(0, digits);

/**
 * With the OpenTelemetry SDK on (tracing.ts), the active span's ids; the SDK module sets it, so that with tracing off
 * none of the SDK is loaded.
 */
let activeSpan: (() => TraceIds | undefined) | undefined;

export function readSpansWith(reader: () => TraceIds | undefined) {
  activeSpan = reader;
}

/**
 * This request's trace: the SDK's span when tracing is on, else the caller's trace (a valid `traceparent`) continued
 * with a span id of our own, else a new trace.
 */
export function incomingTrace(traceparent: unknown): TraceIds {
  const span = activeSpan?.();
  if (span) return span;
  const parent = parseTraceparent(traceparent);
  return parent
    ? { traceId: parent.traceId, spanId: randomHex(16), sampled: parent.sampled }
    : { traceId: randomHex(32), spanId: randomHex(16), sampled: true };
}

export const formatTraceparent = (t: TraceIds) => `00-${t.traceId}-${t.spanId}-${t.sampled ? '01' : '00'}`;

/**
 * The `traceparent` to send on a call made for the current request; undefined with the SDK on (its undici and http
 * instrumentations send their own, naming the client span) or outside a request.
 */
export function outgoingTraceparent(): string | undefined {
  if (activeSpan) return undefined;
  const trace = requestScope()?.trace;
  return trace && formatTraceparent(trace);
}

/** The trace of the request a reply answers (set by `traceRequests`). */
export const traceOf = (res: Response): TraceIds | undefined => res.locals.trace;

/** The first middleware of every app: works out the request's trace and keeps it with the reply for the log line. */
export const traceRequests: RequestHandler = (req, res, next) => {
  res.locals.trace = incomingTrace(req.headers[TRACEPARENT_HEADER]);
  next();
};
