import { finished } from 'node:stream';
import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLError } from 'graphql';
import { serviceMetrics } from '../lib/metrics/registry.js';
import { outgoingTraceparent, TRACEPARENT_HEADER } from '../lib/trace-context.js';
import type { UpstreamFetch } from './datasources/http.js';

const GATEWAY = 'gateway';

/** An operation's name and type, as the gateway knows them: the portal client's documents (codegen). */
export type KnownOperations = ReadonlyMap<string, string>;

/**
 * The `operation` label. A name is the client's to choose: one label per name sent let anyone add series without
 * bound (14 per name). So only the operations the server knows keep their name, with their own type; any other
 * named operation is `other`, an unnamed one `anonymous`, whatever the client sent.
 */
function operationLabel(known: KnownOperations, name: string | undefined, type: string): string {
  if (!name) return 'anonymous';
  return known.get(name) === type ? name : 'other';
}

/** The gateway's limits (limits/), told apart by what their errors carry: counted as rate-limit refusals. */
function limitOf(err: GraphQLError): string | undefined {
  const e = err.extensions ?? {};
  if (e.maxDepth !== undefined) return 'graphql:depth';
  if (e.maxAliases !== undefined) return 'graphql:aliases';
  if (e.maxCost !== undefined) return 'graphql:cost';
  return undefined;
}

/**
 * Times every GraphQL operation (graphql_operation_duration_seconds by operation name among the `known` ones, type,
 * and whether it answered with errors) and counts the refusals of the gateway's depth, alias and cost limits.
 */
export function graphqlMetricsPlugin(known: KnownOperations): ApolloServerPlugin {
  const m = serviceMetrics(GATEWAY);
  const duration = m.histogram(
    'graphql_operation_duration_seconds',
    'Duration of GraphQL operations, by operation name, type and whether errors were answered',
    ['operation', 'type', 'errored'],
  );
  const refusals = m.counter('rate_limit_refusals_total', 'Calls refused by a rate limit, by limiter', ['limiter']);
  return {
    async requestDidStart() {
      const start = process.hrtime.bigint();
      let errored = false;
      return {
        async didEncounterErrors({ errors }) {
          errored = true;
          for (const err of errors) {
            const limiter = limitOf(err);
            if (limiter) refusals.inc({ limiter });
          }
        },
        async willSendResponse({ operation }) {
          const seconds = Number(process.hrtime.bigint() - start) / 1e9;
          // A document that did not parse or validate has no operation: `invalid`, whatever name the client sent.
          const labels = operation
            ? {
                operation: operationLabel(known, operation.name?.value, operation.operation),
                type: operation.operation,
              }
            : { operation: 'invalid', type: 'unknown' };
          duration.observe({ ...labels, errored: String(errored) }, seconds);
        },
      };
    },
  };
}

/** The service behind each base URL the gateway calls (its API_URL, AUTH_URL, MAILER_URL). */
const upstreamNames = new Map<string, string>();

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

/** Tells the upstream metrics which service each base URL is. */
export function nameUpstreams(urls: Record<string, string>) {
  for (const [service, url] of Object.entries(urls)) upstreamNames.set(withSlash(url), service);
}

/**
 * `fetch` with each call timed (upstream_request_duration_seconds by the service called, method and status, `error`
 * when no reply came; until the whole body is read) and, when the OpenTelemetry SDK is off, the request's
 * `traceparent` sent, so that the service logs the same trace id. The service called is the `upstream` label:
 * `service` is every series' own (lib/metrics/registry.ts), `gateway` here.
 */
export function timedUpstreamFetch(fetch: UpstreamFetch, baseURL: string): UpstreamFetch {
  const duration = serviceMetrics(GATEWAY).histogram(
    'upstream_request_duration_seconds',
    'Duration of the gateway’s calls to the services, by service called (upstream), method and status',
    ['upstream', 'method', 'status'],
  );
  const upstream = upstreamNames.get(withSlash(baseURL)) ?? 'other';
  return async (url, init) => {
    const traceparent = outgoingTraceparent();
    if (traceparent) init.headers[TRACEPARENT_HEADER] = traceparent;
    const start = process.hrtime.bigint();
    const observe = (status: string) =>
      duration.observe({ upstream, method: init.method, status }, Number(process.hrtime.bigint() - start) / 1e9);
    let reply: Awaited<ReturnType<UpstreamFetch>>;
    try {
      reply = await fetch(url, init);
    } catch (err) {
      observe('error');
      throw err;
    }
    const status = String(reply.status);
    const { stream } = reply;
    return {
      status: reply.status,
      headers: reply.headers,
      text: () =>
        reply.text().then(
          (text) => {
            observe(status);
            return text;
          },
          (err) => {
            observe('error');
            throw err;
          },
        ),
      // A streamed body is timed to its end, as a read one; one cut short (the browser left) is an `error`.
      stream:
        stream &&
        (() => {
          const body = stream.call(reply);
          finished(body, (err) => observe(err ? 'error' : status));
          return body;
        }),
    };
  };
}
