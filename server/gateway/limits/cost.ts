import type { ApolloServerPlugin } from '@apollo/server';
import {
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  getVariableValues,
  isCompositeType,
  isInterfaceType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { DEFAULT_PAGE_SIZE, MAX_COST, TOO_COMPLEX } from './constants.js';

type Variables = Record<string, unknown>;

/**
 * The `pageSize` a paged field is asked with: literal, variable, or the argument's default. `variables` are the
 * coerced values (coercedVariables), so a variable that was not sent counts with its declared default.
 */
function pageSizeOf(field: GraphQLField<unknown, unknown>, value: ValueNode | undefined, variables: Variables): number {
  const arg = field.args.find((a) => a.name === 'pageSize');
  if (!arg) return 1;
  let n: unknown = arg.defaultValue ?? DEFAULT_PAGE_SIZE;
  if (value?.kind === Kind.INT) n = Number(value.value);
  else if (value?.kind === Kind.VARIABLE) n = variables[value.name.value] ?? n;
  return typeof n === 'number' && n > 0 ? n : DEFAULT_PAGE_SIZE;
}

/**
 * Estimated cost of an operation (limits/constants.ts): objects count 1, scalars 0, a field with `pageSize`
 * multiplies its selection by it. Needs the variables, so it runs once the operation is resolved, not as a
 * (cached) validation rule.
 */
export function operationCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Record<string, FragmentDefinitionNode>,
  variables: Variables,
): number {
  const walk = (set: SelectionSetNode | undefined, type: GraphQLNamedType | undefined, seen: Set<string>): number => {
    if (!set || !type || !(isObjectType(type) || isInterfaceType(type))) return 0;
    let cost = 0;
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) {
        const field = type.getFields()[s.name.value];
        if (!field) continue;
        const child = getNamedType(field.type);
        const size = pageSizeOf(field, s.arguments?.find((a) => a.name.value === 'pageSize')?.value, variables);
        cost += (isCompositeType(child) ? 1 : 0) + size * walk(s.selectionSet, child, seen);
      } else if (s.kind === Kind.INLINE_FRAGMENT) {
        const on = s.typeCondition ? schema.getType(s.typeCondition.name.value) : type;
        cost += walk(s.selectionSet, on, seen);
      } else {
        const fragment = fragments[s.name.value];
        if (!fragment || seen.has(s.name.value)) continue;
        const on = schema.getType(fragment.typeCondition.name.value);
        cost += walk(fragment.selectionSet, on, new Set([...seen, s.name.value]));
      }
    }
    return cost;
  };
  const root = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  return walk(operation.selectionSet, root ?? undefined, new Set());
}

/**
 * The variables as execution will see them: sent values coerced, defaults of the operation's variable definitions
 * filled in. Variables that do not coerce fail the execution anyway; their raw values are counted meanwhile.
 */
export function coercedVariables(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  raw: Variables | undefined,
): Variables {
  const result = getVariableValues(schema, operation.variableDefinitions ?? [], raw ?? {});
  return result.coerced ?? raw ?? {};
}

/** Variables longer than this as JSON are not kept as a cache key (their cost is worked out each time). */
const MAX_CACHED_VARIABLES = 512;
/** Costs kept per operation (one per set of variables): the client's queries vary only a few of them. */
const MAX_COSTS_PER_OPERATION = 64;

export function costLimitPlugin(max = MAX_COST): ApolloServerPlugin {
  // Apollo hands every request with the same query text the same parsed document, so its cost for the same variables
  // is worked out once: walking the selection and coercing the variables were some 4% of a list page's gateway time.
  const costs = new WeakMap<OperationDefinitionNode, Map<string, number>>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, request, schema }) {
          if (!operation) return;
          const key = JSON.stringify(request.variables ?? {});
          const known = key.length <= MAX_CACHED_VARIABLES ? costs.get(operation) : undefined;
          let cost = known?.get(key);
          if (cost === undefined) {
            const fragments: Record<string, FragmentDefinitionNode> = {};
            for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d;
            cost = operationCost(schema, operation, fragments, coercedVariables(schema, operation, request.variables));
            if (key.length <= MAX_CACHED_VARIABLES) {
              const byVariables = known ?? new Map<string, number>();
              if (byVariables.size >= MAX_COSTS_PER_OPERATION) byVariables.clear();
              byVariables.set(key, cost);
              costs.set(operation, byVariables);
            }
          }
          if (cost > max) {
            throw new GraphQLError(`Consulta muito custosa: custo estimado ${cost} (máximo ${max}).`, {
              extensions: { code: TOO_COMPLEX, cost, maxCost: max, http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}
