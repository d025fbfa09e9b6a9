import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import type { Request, RequestHandler, Response } from 'express';
import {
  coerceInputValue,
  type GraphQLInputType,
  type GraphQLSchema,
  graphql,
  type OperationDefinitionNode,
  parse,
} from 'graphql';
import { hasAnyRole } from '../../../lib/roles.js';
import { outgoingTraceparent, TRACEPARENT_HEADER } from '../../../lib/trace-context.js';
import type { OpportunityFilter, OpportunityOrder } from '../../__generated__/resolvers-types.js';
import { type ContextDeps, createContext, type GatewayContext } from '../../context.js';
import { OpportunityStatus } from '../../datasources/enums.js';
import { toQuery } from '../../datasources/query.js';
import { CREDENTIAL_REFUSAL_MESSAGES, LOGIN_REQUIRED_MESSAGE, UpstreamError, upstreamError } from '../../errors.js';
import { INVALID_VARIABLES, variableErrors } from '../../variables.js';
import { listParams } from './args.js';

/** How often a compressed export is flushed to the browser while its rows stream. */
const EXPORT_FLUSH_MS = 250;

/** The route the web client's "Exportar" reads (docs/rest-api.md, "Gateway"). */
export const OPPORTUNITY_EXPORT_PATH = '/opportunities/export';

/** The variables of the route, checked by the same rules as a GraphQL operation's (variables.ts). */
const VARIABLES = parse('query OpportunityExport($filter: OpportunityFilter, $order: OpportunityOrder) { __typename }');
const OPERATION = VARIABLES.definitions[0] as OperationDefinitionNode;

/** The GraphQL names of the stored statuses: the rows leave the gateway in the schema's vocabulary. */
const STATUS_NAMES = new Map<string, string>(Object.entries(OpportunityStatus).map(([name, value]) => [value, name]));

/** Who has an opportunities list (spec section 6), and so may export it. */
const EXPORTING_ROLES = ['RESALE', 'SELLER', 'REPRESENTATIVE', 'SUPPORT'] as const;

type Failure = { status: number; code: string; message: string; fields?: Record<string, string> };

const fail = (res: Response, f: Failure) =>
  void res.status(f.status).json({ error: { code: f.code, message: f.message, fields: f.fields } });

/** No viewer: no credential (UNAUTHENTICATED), or why the ones sent do not hold, as GraphQL says it (errors.ts). */
async function refusalOf(ctx: GatewayContext): Promise<Failure> {
  const refusal = await ctx.session.refusal();
  return refusal
    ? { status: 401, code: refusal, message: CREDENTIAL_REFUSAL_MESSAGES[refusal] }
    : { status: 401, code: 'UNAUTHENTICATED', message: LOGIN_REQUIRED_MESSAGE };
}

/** An upstream failure, with the Retry-After that GraphQL replies carry for SERVICE_UNAVAILABLE (errors.ts). */
function failUpstream(res: Response, err: UpstreamError) {
  const { code, retryAfter } = err.extensions;
  if (retryAfter !== undefined) res.set('Retry-After', String(retryAfter));
  fail(res, { status: err.status, code: String(code), message: err.message });
}

/** `filter` and `order` of the query string (JSON, as the GraphQL variables of the list): parsed, checked, coerced. */
function exportVariables(schema: GraphQLSchema, req: Request) {
  const raw: Record<string, unknown> = {};
  for (const name of ['filter', 'order'] as const) {
    const text = req.query[name];
    if (text === undefined) continue;
    try {
      raw[name] = typeof text === 'string' ? JSON.parse(text) : Symbol('not JSON');
    } catch {
      raw[name] = Symbol('not JSON');
    }
  }
  const fields = variableErrors(schema, VARIABLES, OPERATION, raw);
  if (fields) return { fields };
  const coerce = (name: 'filter' | 'order', type: string) =>
    raw[name] === undefined || raw[name] === null
      ? null
      : coerceInputValue(raw[name], schema.getType(type) as GraphQLInputType);
  return {
    filter: coerce('filter', 'OpportunityFilter') as OpportunityFilter | null,
    order: coerce('order', 'OpportunityOrder') as OpportunityOrder | null,
  };
}

/**
 * A row's status as the API writes it, first in its object: inside a JSON string the quotes would be escaped, so
 * this matches the key itself and never a text that merely looks like it.
 */
const ROW_STATUS = /\{"status":"([a-z_]+)"/g;

/**
 * NDJSON lines of the API's export, each row's status renamed to the schema's enum name; other lines as they are.
 * Whole lines only (a chunk may end inside one), renamed in place rather than parsed: the rows pass at the speed
 * of a text scan.
 */
export function renameStatuses() {
  let pending = '';
  // A chunk may also end inside a character: the decoder keeps its first bytes for the next one.
  const decoder = new StringDecoder('utf8');
  const rename = (text: string) =>
    text.replace(ROW_STATUS, (match, status: string) => {
      const name = STATUS_NAMES.get(status);
      return name ? `{"status":"${name}"` : match;
    });
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      const text = pending + decoder.write(chunk);
      const cut = text.lastIndexOf('\n') + 1;
      pending = text.slice(cut);
      done(null, rename(text.slice(0, cut)));
    },
    flush(done: TransformCallback) {
      done(null, rename(pending + decoder.end()));
    },
  });
}

/** GET of the API's export with the session's token; after a 401 once more with a renewed one. */
async function fetchExport(
  ctx: GatewayContext,
  deps: ContextDeps,
  req: Request,
  query: URLSearchParams,
  signal: AbortSignal,
) {
  const url = `${deps.apiUrl.replace(/\/+$/, '')}/opportunity/export?${query}`;
  // The browser's trace goes on to the API, as on every other call (with the SDK on, its instrumentation sends it).
  const traceparent = outgoingTraceparent();
  const send = (token: string | undefined) =>
    fetch(url, {
      signal,
      headers: {
        company: ctx.brand.slug,
        origin: ctx.origin,
        ...(traceparent ? { [TRACEPARENT_HEADER]: traceparent } : {}),
        ...(req.ip ? { 'x-forwarded-for': req.ip } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
  const used = await ctx.session.upstreamToken();
  const first = await send(used);
  if (first.status !== 401) return first;
  await first.body?.cancel();
  if (!(await ctx.session.recover(used))) {
    ctx.session.end();
    return first;
  }
  return send(await ctx.session.upstreamToken());
}

/**
 * The opportunities export for the browser (its httpOnly session cookies, or a bearer token): the list's rows for
 * `filter` and `order`, streamed from the API as NDJSON and passed on line by line, never gathered. The API applies
 * the viewer's scope, the filters and the cap on rows, exactly as for the list; a browser that goes away aborts
 * the upstream call, which stops the API's query.
 */
export function opportunityExportRoute(deps: ContextDeps, schema: GraphQLSchema): RequestHandler {
  return async (req, res, next) => {
    try {
      const ctx = createContext(deps, req, res);
      const viewer = await ctx.session.viewer();
      if (!viewer) return fail(res, await refusalOf(ctx));
      const variables = exportVariables(schema, req);
      if ('fields' in variables) {
        return fail(res, { status: 400, code: 'BAD_USER_INPUT', message: INVALID_VARIABLES, fields: variables.fields });
      }
      if (!hasAnyRole(viewer, EXPORTING_ROLES))
        return fail(res, { status: 403, code: 'FORBIDDEN', message: 'Permission denied' });
      const query = toQuery({ ...listParams(variables.filter, variables.order), brandName: ctx.brand.slug });
      const abort = new AbortController();
      res.once('close', () => abort.abort());
      // The rows may stream for long, but the API's reply must start within the deadline of any upstream call: a
      // service that hangs before answering is SERVICE_UNAVAILABLE, as for GraphQL.
      const deadline = new AbortController();
      const timer = setTimeout(() => deadline.abort(), deps.upstreamTimeoutMs);
      const upstream = await fetchExport(ctx, deps, req, query, AbortSignal.any([abort.signal, deadline.signal]))
        .catch(() => undefined)
        .finally(() => clearTimeout(timer));
      if (!upstream?.ok || !upstream.body) {
        const body = await upstream?.json().catch(() => undefined);
        return failUpstream(res, upstreamError(upstream?.status, body, upstream?.headers.get('retry-after')));
      }
      res.status(200).set({ 'Content-Type': 'application/x-ndjson; charset=utf-8', 'Cache-Control': 'no-store' });
      // A compressed reply is held by the compressor until it has a block to send: flushed a few times a second,
      // the total and the rows reach the browser's progress bar as they arrive.
      const flushing = setInterval(() => (res as Response & { flush?: () => void }).flush?.(), EXPORT_FLUSH_MS);
      await pipeline(Readable.fromWeb(upstream.body as import('node:stream/web').ReadableStream), renameStatuses(), res)
        .catch((err) => {
          // A reply cut short (the browser left, the API failed) ends without its last line: the client knows.
          if (!abort.signal.aborted) deps.logger.warn('export stream failed', { err: String(err) });
          res.destroy();
        })
        .finally(() => clearInterval(flushing));
    } catch (err) {
      if (err instanceof UpstreamError) return failUpstream(res, err);
      next(err);
    }
  };
}

/** The mock list fills pages of at most 100 rows (server/mock/schema.ts): the mock export reads it page by page. */
const MOCK_EXPORT_PAGE = 100;

/** The export's columns as the list query names them (what the mock serves; the services send the same fields). */
const MOCK_EXPORT = `query OpportunityExport($filter: OpportunityFilter, $order: OpportunityOrder, $page: Int!) {
  opportunities(filter: $filter, order: $order, page: $page, pageSize: ${MOCK_EXPORT_PAGE}) {
    items {
      status name createdAt corporateName fantasyName cnpj estimated approveDate resaleName state city email register
      waitingBusinessDays decisionOverdue companyUnverified companyStatus seller
    }
    pageInfo { total }
  }
}`;

/** npm run dev:mock: the same route over the mock schema's list, so that the client's export works unchanged. */
export function mockOpportunityExportRoute(
  schema: GraphQLSchema,
  contextOf: (req: Request, res: Response) => Promise<object>,
): RequestHandler {
  return async (req, res) => {
    // The GraphQL route's context, the request's scenario (X-Mock-Scenario) with it: `many` exports a thousand rows,
    // `errors:CODE` fails with that code, `slow` waits, `expired-session` is a 401; a scenario asked wrongly, a 400.
    let contextValue: object;
    try {
      contextValue = await contextOf(req, res);
    } catch (err) {
      return fail(res, { status: 400, code: 'BAD_REQUEST', message: (err as Error).message });
    }
    const variables = exportVariables(schema, req);
    if ('fields' in variables) {
      return fail(res, { status: 400, code: 'BAD_USER_INPUT', message: INVALID_VARIABLES, fields: variables.fields });
    }
    const raw = Object.fromEntries(['filter', 'order'].map((k) => [k, JSON.parse(String(req.query[k] ?? 'null'))]));
    const items: unknown[] = [];
    for (let page = 1; ; page++) {
      const variableValues = { ...raw, page };
      const { data, errors } = await graphql({ schema, source: MOCK_EXPORT, variableValues, contextValue });
      if (errors?.length) {
        const [err] = errors;
        if (err.originalError instanceof UpstreamError) return failUpstream(res, err.originalError);
        const code = String(err.extensions.code ?? 'INTERNAL_SERVER_ERROR');
        return fail(res, { status: MOCK_ERROR_STATUS[code] ?? 500, code, message: err.message });
      }
      const list = data?.opportunities as { items: unknown[]; pageInfo: { total: number } };
      items.push(...list.items);
      if (!list.items.length || items.length >= list.pageInfo.total) break;
    }
    res.status(200).type('application/x-ndjson');
    res.end([{ total: items.length }, ...items, { end: true }].map((line) => `${JSON.stringify(line)}\n`).join(''));
  };
}

/** The statuses of the gateway's own refusals, as the real route answers them (the services' carry theirs). */
const MOCK_ERROR_STATUS: Record<string, number> = {
  UNAUTHENTICATED: 401,
  SESSION_EXPIRED: 401,
  TOKEN_REVOKED: 401,
  WRONG_BRAND: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  QUERY_TOO_COMPLEX: 400,
};
