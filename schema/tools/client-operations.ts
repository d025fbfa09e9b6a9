import { type DocumentNode, type GraphQLSchema, Kind, type OperationTypeNode } from 'graphql';

/**
 * A codegen plugin (codegen.ts): the name and type of every operation of the portal's client documents, written as a
 * module the gateway imports. The gateway's metrics label an operation by its name only when it is one of these
 * (design section 12): a name is the client's to choose, and a label per name sent would let anyone grow /metrics
 * without bound.
 */
export function clientOperationsPlugin(_schema: GraphQLSchema, documents: Array<{ document?: DocumentNode }>): string {
  const operations = new Map<string, OperationTypeNode>();
  for (const file of documents) {
    for (const definition of file.document?.definitions ?? []) {
      if (definition.kind !== Kind.OPERATION_DEFINITION || !definition.name) continue;
      const name = definition.name.value;
      const known = operations.get(name);
      // graphql-codegen refuses two operations of one name too; this keeps the list unambiguous whatever it does.
      if (known && known !== definition.operation)
        throw new Error(`operation ${name} is both ${known} and ${definition.operation}`);
      operations.set(name, definition.operation);
    }
  }
  const rows = [...operations].sort(([a], [b]) => a.localeCompare(b)).map(([n, t]) => `  ['${n}', '${t}'],`);
  return [
    '/** The operations of the client documents under client/src, by name (schema/tools/client-operations.ts). */',
    `export const CLIENT_OPERATIONS: ReadonlyMap<string, 'query' | 'mutation' | 'subscription'> = new Map([`,
    ...rows,
    ']);',
    '',
  ].join('\n');
}

/** The plugin's name in codegen.ts: its own file, so that what reads that config (knip) takes it for no package. */
export const CLIENT_OPERATIONS_PLUGIN = './schema/tools/client-operations.ts';
