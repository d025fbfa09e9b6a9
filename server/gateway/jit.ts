import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import {
  type DocumentNode,
  type ExecutionResult,
  execute,
  GraphQLError,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLSchema,
  isInputObjectType,
  isListType,
  isNonNullType,
  typeFromAST,
  type VariableDefinitionNode,
  valueFromASTUntyped,
} from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';

/**
 * Issue 10: each operation is compiled once into plain JavaScript (graphql-jit) and run from then on, instead of
 * graphql-js walking the document and the schema again on every request: for the list page's ten rows that walk
 * was about a sixth of the gateway's CPU. Same schema and resolvers (the role directive, the brand's data sources
 * and loaders), same checks before it (Apollo's validation, the limits, the variables plugin).
 *
 * Where graphql-jit differs from graphql-js, this evens it out:
 * - it leaves out an input object's field defaults (`keepConnected: Boolean! = true`) and refuses a non-null
 *   variable left to its declared default, so the variables get their defaults first, as a client could send them;
 * - its errors carry no `extensions` when the thrown error had none, and Apollo's formatting reads them, so they
 *   are made into graphql-js errors;
 * - an operation it cannot compile runs on graphql-js.
 */

type Compiled = CompiledQuery | 'graphql-js';

/** Per document, its operations compiled (Apollo hands the same parsed document to every request with that text). */
type CompiledDocuments = WeakMap<DocumentNode, Map<string, Compiled>>;

function compiledFor(
  cache: CompiledDocuments,
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null,
): Compiled {
  let byName = cache.get(document);
  if (!byName) {
    byName = new Map();
    cache.set(document, byName);
  }
  const key = operationName ?? '';
  let compiled = byName.get(key);
  if (!compiled) {
    const result = compileQuery(schema, document, operationName ?? undefined, { disablingCapturingStackErrors: true });
    compiled = isCompiledQuery(result) ? result : 'graphql-js';
    byName.set(key, compiled);
  }
  return compiled;
}

/** The raw (client-side) value of an input field's default, as it is written in the SDL. */
function rawDefault(field: GraphQLInputField) {
  const node = field.astNode?.defaultValue;
  return node ? valueFromASTUntyped(node) : undefined;
}

/** `value` with the defaults of its input objects' absent fields, at every depth; the value sent is not changed. */
export function withInputDefaults(type: GraphQLInputType, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (isNonNullType(type)) return withInputDefaults(type.ofType, value);
  if (isListType(type)) {
    return Array.isArray(value) ? value.map((item) => withInputDefaults(type.ofType, item)) : value;
  }
  if (!isInputObjectType(type) || typeof value !== 'object' || Array.isArray(value)) return value;
  const given = value as Record<string, unknown>;
  let filled: Record<string, unknown> | undefined;
  for (const field of Object.values(type.getFields())) {
    const current = given[field.name];
    let next: unknown;
    if (current === undefined) next = rawDefault(field);
    else next = withInputDefaults(field.type, current);
    if (next !== current) {
      filled ??= { ...given };
      filled[field.name] = next;
    }
  }
  return filled ?? value;
}

/**
 * The variables as graphql-js would read them before coercing: a variable not sent takes its declared default
 * (graphql-jit refuses a non-null one that has a default), and every input object its fields' defaults. The same
 * object when there is nothing to fill.
 */
export function variablesWithDefaults(
  schema: GraphQLSchema,
  definitions: readonly VariableDefinitionNode[] | undefined,
  variables: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const given = variables ?? {};
  if (!definitions?.length) return given;
  let filled: Record<string, unknown> | undefined;
  for (const def of definitions) {
    const name = def.variable.name.value;
    const type = typeFromAST(schema, def.type) as GraphQLInputType | undefined;
    if (!type) continue;
    const sent = Object.hasOwn(given, name);
    const raw = sent ? given[name] : def.defaultValue ? valueFromASTUntyped(def.defaultValue) : undefined;
    const next = withInputDefaults(type, raw);
    if (next !== given[name] || (!sent && next !== undefined)) {
      filled ??= { ...given };
      filled[name] = next;
    }
  }
  return filled ?? given;
}

/** graphql-jit's error as graphql-js's (always `extensions`), keeping its message, locations, path and cause. */
function asGraphqlJsError(err: GraphQLError): GraphQLError {
  const original = err.originalError ?? undefined;
  const copy = new GraphQLError(err.message, {
    path: err.path,
    originalError: original,
    extensions: err.extensions ?? undefined,
  });
  if (err.locations) (copy as { locations?: GraphQLError['locations'] }).locations = err.locations;
  return copy;
}

export function jitExecutor(schema: GraphQLSchema): GatewayExecutor {
  const cache: CompiledDocuments = new WeakMap();
  return async ({ document, operationName, operation, request, context }) => {
    const compiled = compiledFor(cache, schema, document, operationName);
    if (compiled === 'graphql-js') {
      return execute({ schema, document, operationName, contextValue: context, variableValues: request.variables });
    }
    const variables = variablesWithDefaults(schema, operation.variableDefinitions, request.variables);
    const result = (await compiled.query(undefined, context, variables)) as ExecutionResult;
    return result.errors?.length ? { ...result, errors: result.errors.map(asGraphqlJsError) } : result;
  };
}

/**
 * The schema and its executor for Apollo Server's `gateway` option: the way Apollo takes an executor of its own.
 * The schema is fixed, so it is announced once and never updated.
 */
export function jitGateway(schema: GraphQLSchema): GatewayInterface {
  return {
    async load() {
      return { executor: jitExecutor(schema) };
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => {};
    },
    async stop() {},
  };
}
