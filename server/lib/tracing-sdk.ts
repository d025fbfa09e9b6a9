import { createRequire } from 'node:module';
import { trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, SimpleSpanProcessor, type SpanExporter } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { Request } from 'express';
import { routeOf } from './metrics/route.js';
import { readSpansWith } from './trace-context.js';

/** Requests that are not a user's: probes and scrapes make no trace. */
const UNTRACED = new Set(['/healthz', '/metrics', '/version.txt']);

/**
 * Starts the OpenTelemetry SDK (loaded by tracing.ts only when tracing is on): spans of incoming HTTP requests, of
 * the gateway's calls to the services (undici) and of PostgreSQL statements (pg), in one trace per browser request
 * through W3C `traceparent`; exported by OTLP/HTTP (OTEL_EXPORTER_OTLP_ENDPOINT and the other OTEL_EXPORTER_OTLP_*
 * variables), or to `exporter` (tests: an InMemorySpanExporter, each span handed over as it ends).
 */
export function startSdk(opts: { service: string; exporter?: SpanExporter }) {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': opts.service }),
    spanProcessors: [
      opts.exporter ? new SimpleSpanProcessor(opts.exporter) : new BatchSpanProcessor(new OTLPTraceExporter()),
    ],
  });
  // The AsyncLocalStorage context manager and the W3C trace-context propagator.
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => UNTRACED.has((req.url ?? '').split('?')[0]),
        // Express has matched the route by the time the reply ends: the span is named by its pattern, never by a
        // path with ids, and says which service answered (one process may run them all).
        applyCustomAttributesOnSpan: (span, req) => {
          if (!('baseUrl' in req)) return;
          const route = routeOf(req as Request);
          span.setAttribute('http.route', route);
          span.updateName(`${req.method} ${route}`);
          const service = (req as Request).app?.locals?.service;
          if (typeof service === 'string') span.setAttribute('portal.service', service);
        },
      }),
      new UndiciInstrumentation(),
      new PgInstrumentation(),
    ],
  });
  // pg is CommonJS imported from ES modules, which the require hook of the instrumentation does not see: required
  // here once, it is patched in Node's module cache, where the later imports find it.
  createRequire(import.meta.url)('pg');
  readSpansWith(() => {
    const ctx = trace.getActiveSpan()?.spanContext();
    return ctx && { traceId: ctx.traceId, spanId: ctx.spanId, sampled: (ctx.traceFlags & 1) === 1 };
  });
  return provider;
}
