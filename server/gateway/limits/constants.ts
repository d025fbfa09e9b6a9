import { ErrorCode } from '../../../schema/error-codes.js';
/**
 * Bounds of one GraphQL request. The portal's deepest page (an opportunity with project, products and conflicts)
 * nests 4 levels and its export asks 99999 rows with their products; these leave room for that and refuse what
 * only an abuser writes.
 */
export const MAX_DEPTH = 12;
/**
 * Introspection has its own depth bound: the standard introspection query of GraphiQL and codegen nests 15 levels
 * (its type references follow `ofType` 9 deep), past MAX_DEPTH. This leaves room for a tool that follows a few more,
 * and refuses the 40 levels that only an abuser writes.
 */
export const INTROSPECTION_MAX_DEPTH = 20;
export const MAX_ALIASES = 30;
/** Tokens of the query text: the largest page query has a few hundred. */
export const MAX_TOKENS = 5000;
/**
 * Estimated cost: each object counts 1, scalars 0, and a paged field multiplies what it selects by its
 * `pageSize`. The export (99999 rows with products and owner) costs about 300 000; two such lists in one request,
 * or one that selects much more per row, are refused.
 */
export const MAX_COST = 1_000_000;
/** `pageSize` assumed when a paged field is asked without one (the schema's default). */
export const DEFAULT_PAGE_SIZE = 10;

export const TOO_COMPLEX = ErrorCode.QUERY_TOO_COMPLEX;
