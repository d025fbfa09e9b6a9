import { type DocumentNode, GraphQLError, type ValidationContext } from 'graphql';
import { MAX_ALIASES, TOO_COMPLEX } from './constants.js';

/** Aliases multiply work without making a query deeper: their number per document is bounded. */
export function aliasLimit(max = MAX_ALIASES) {
  return (context: ValidationContext) => {
    let count = 0;
    return {
      Field(node: { alias?: unknown }) {
        if (node.alias) count += 1;
      },
      Document: {
        leave(node: DocumentNode) {
          if (count <= max) return;
          context.reportError(
            new GraphQLError(`Consulta com apelidos demais: ${count} (máximo ${max}).`, {
              nodes: [node],
              extensions: { code: TOO_COMPLEX, aliases: count, maxAliases: max },
            }),
          );
        },
      },
    };
  };
}
