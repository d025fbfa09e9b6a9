import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import type { Request, RequestHandler, Response } from 'express';
import {
  coerceInputValue,
  GraphQLError,
  type GraphQLInputType,
  type GraphQLSchema,
  graphql,
  type OperationDefinitionNode,
  parse,
} from 'graphql';
import { hasAnyRole } from '../../../lib/roles.js';
import type { OpportunityFilter, OpportunityOrder } from '../../__generated__/resolvers-types.js';
import { type ContextDeps, createContext } from '../../context.js';
import { OpportunityStatus } from '../../datasources/enums.js';
import { toQuery } from '../../datasources/query.js';
import { requireViewer, rolesOf } from '../../directives/auth.js';
import { badUserInput, forbidden, sendRestError, UpstreamError } from '../../errors.js';
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

/**
 * The opportunities export for the browser (its httpOnly session cookies, or a bearer token): the list's rows for
 * `filter` and `order`, streamed from the API as NDJSON (ApiDataSource.opportunityExport) and passed on line by line,
 * never gathered. Whoever may read the list (the `@auth` of `Query.opportunities`) may export it. The API applies
 * the viewer's scope, the filters and the cap on rows, exactly as for the list; a browser that goes away aborts the
 * upstream call, which stops the API's query. Refusals and upstream errors answer as GraphQL words them (errors.ts).
 */
export function opportunityExportRoute(deps: ContextDeps, schema: GraphQLSchema): RequestHandler {
  const exportingRoles = rolesOf(schema, 'Query', 'opportunities');
  return async (req, res, next) => {
    try {
      const ctx = createContext(deps, req, res);
      const viewer = await requireViewer(ctx.session);
      const variables = exportVariables(schema, req);
      if ('fields' in variables) throw badUserInput(INVALID_VARIABLES, variables.fields);
      if (!hasAnyRole(viewer, exportingRoles)) throw forbidden();
      const query = toQuery({ ...listParams(variables.filter, variables.order), brandName: ctx.brand.slug });
      const abort = new AbortController();
      res.once('close', () => abort.abort());
      // The rows may stream for long, but the API's reply must start within the deadline of any upstream call: a
      // service that hangs before answering is SERVICE_UNAVAILABLE, as for GraphQL.
      const rows = await ctx.dataSources.api.opportunityExport(query, abort.signal);
      res.status(200).set({ 'Content-Type': 'application/x-ndjson; charset=utf-8', 'Cache-Control': 'no-store' });
      // A compressed reply is held by the compressor until it has a block to send: flushed a few times a second,
      // the total and the rows reach the browser's progress bar as they arrive.
      const flushing = setInterval(() => (res as Response & { flush?: () => void }).flush?.(), EXPORT_FLUSH_MS);
      await pipeline(rows, renameStatuses(), res)
        .catch((err) => {
          // A reply cut short (the browser left, the API failed) ends without its last line: the client knows.
          if (!abort.signal.aborted) deps.logger.warn('export stream failed', { err: String(err) });
          res.destroy();
        })
        .finally(() => clearInterval(flushing));
    } catch (err) {
      if (err instanceof GraphQLError) return sendRestError(res, err);
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
      return sendRestError(res, new GraphQLError((err as Error).message, { extensions: { code: 'BAD_REQUEST' } }));
    }
    const variables = exportVariables(schema, req);
    if ('fields' in variables) return sendRestError(res, badUserInput(INVALID_VARIABLES, variables.fields));
    const raw = Object.fromEntries(['filter', 'order'].map((k) => [k, JSON.parse(String(req.query[k] ?? 'null'))]));
    const items: unknown[] = [];
    for (let page = 1; ; page++) {
      const variableValues = { ...raw, page };
      const { data, errors } = await graphql({ schema, source: MOCK_EXPORT, variableValues, contextValue });
      if (errors?.length) {
        const [err] = errors;
        return sendRestError(res, err.originalError instanceof UpstreamError ? err.originalError : err);
      }
      const list = data?.opportunities as { items: unknown[]; pageInfo: { total: number } };
      items.push(...list.items);
      if (!list.items.length || items.length >= list.pageInfo.total) break;
    }
    res.status(200).type('application/x-ndjson');
    res.end([{ total: items.length }, ...items, { end: true }].map((line) => `${JSON.stringify(line)}\n`).join(''));
  };
}
