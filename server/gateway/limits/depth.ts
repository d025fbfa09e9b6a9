import {
  type ASTNode,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import { INTROSPECTION_MAX_DEPTH, MAX_DEPTH, TOO_COMPLEX } from './constants.js';

/** The fields that open the schema's introspection; everything under them is introspection. */
const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);
/** A leaf naming its object's type, which clients add to every selection: it deepens nothing. */
const TYPENAME = '__typename';

/**
 * The deepest path of a selection set, following fragments: `plain` through the schema's own fields, `introspection`
 * through `__schema` or `__type`. Each is bounded apart, so that asking for introspection never lifts the bound of
 * the other fields, nor theirs the bound of introspection.
 */
interface Depths {
  plain: number;
  introspection: number;
}

function depthsOf(
  set: SelectionSetNode | undefined,
  fragments: Record<string, FragmentDefinitionNode>,
  seen: Set<string>,
): Depths {
  const deepest: Depths = { plain: 0, introspection: 0 };
  if (!set) return deepest;
  for (const s of set.selections) {
    let depths: Depths;
    if (s.kind === Kind.FIELD) {
      if (s.name.value === TYPENAME) continue;
      const below = depthsOf(s.selectionSet, fragments, seen);
      depths = INTROSPECTION_FIELDS.has(s.name.value)
        ? { plain: 0, introspection: 1 + Math.max(below.plain, below.introspection) }
        : { plain: 1 + below.plain, introspection: below.introspection && 1 + below.introspection };
    } else if (s.kind === Kind.INLINE_FRAGMENT) {
      depths = depthsOf(s.selectionSet, fragments, seen);
    } else {
      const name = s.name.value;
      const fragment = fragments[name];
      if (!fragment || seen.has(name)) continue; // cycles are reported by the standard NoFragmentCycles rule
      depths = depthsOf(fragment.selectionSet, fragments, new Set([...seen, name]));
    }
    deepest.plain = Math.max(deepest.plain, depths.plain);
    deepest.introspection = Math.max(deepest.introspection, depths.introspection);
  }
  return deepest;
}

const tooDeep = (node: ASTNode, depth: number, max: number) =>
  new GraphQLError(`Consulta muito profunda: ${depth} níveis (máximo ${max}).`, {
    nodes: [node],
    extensions: { code: TOO_COMPLEX, depth, maxDepth: max },
  });

export function depthLimit(max = MAX_DEPTH, introspectionMax = INTROSPECTION_MAX_DEPTH) {
  return (context: ValidationContext) => {
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const d of context.getDocument().definitions)
      if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d;
    return {
      OperationDefinition(node: ASTNode & { selectionSet: SelectionSetNode }) {
        const { plain, introspection } = depthsOf(node.selectionSet, fragments, new Set());
        if (plain > max) context.reportError(tooDeep(node, plain, max));
        if (introspection > introspectionMax) context.reportError(tooDeep(node, introspection, introspectionMax));
      },
    };
  };
}
