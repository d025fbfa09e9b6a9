import {
  type ASTNode,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import { MAX_DEPTH, TOO_COMPLEX } from './constants.js';

/** Depth of a selection set, following fragments; introspection fields (`__schema`…) do not count. */
function depthOf(
  set: SelectionSetNode | undefined,
  fragments: Record<string, FragmentDefinitionNode>,
  seen: Set<string>,
): number {
  if (!set) return 0;
  let deepest = 0;
  for (const s of set.selections) {
    if (s.kind === Kind.FIELD) {
      if (s.name.value.startsWith('__')) continue;
      deepest = Math.max(deepest, 1 + depthOf(s.selectionSet, fragments, seen));
    } else if (s.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, depthOf(s.selectionSet, fragments, seen));
    } else {
      const name = s.name.value;
      const fragment = fragments[name];
      if (!fragment || seen.has(name)) continue; // cycles are reported by the standard NoFragmentCycles rule
      deepest = Math.max(deepest, depthOf(fragment.selectionSet, fragments, new Set([...seen, name])));
    }
  }
  return deepest;
}

export function depthLimit(max = MAX_DEPTH) {
  return (context: ValidationContext) => {
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const d of context.getDocument().definitions)
      if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d;
    return {
      OperationDefinition(node: ASTNode & { selectionSet: SelectionSetNode }) {
        const depth = depthOf(node.selectionSet, fragments, new Set());
        if (depth > max) {
          context.reportError(
            new GraphQLError(`Consulta muito profunda: ${depth} níveis (máximo ${max}).`, {
              nodes: [node],
              extensions: { code: TOO_COMPLEX, depth, maxDepth: max },
            }),
          );
        }
      },
    };
  };
}
