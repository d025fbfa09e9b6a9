import fs from 'node:fs';
import path from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { GraphQLScalarType, type GraphQLSchema } from 'graphql';
import { fromRoot } from '../lib/paths.js';
import { authDirective } from './directives/auth.js';
import { resolvers } from './modules/index.js';

export const SCHEMA_DIR = fromRoot('schema');

/** schema/*.graphql, base.graphql first (it declares the root types the others extend). */
export function loadTypeDefs(dir = SCHEMA_DIR): string[] {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .sort((a, b) => (a === 'base.graphql' ? -1 : b === 'base.graphql' ? 1 : a.localeCompare(b)));
  return files.map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
}

/** The schema without resolvers (mock mode, tests of the directives). */
export function buildTypeSchema(typeDefs = loadTypeDefs()): GraphQLSchema {
  return makeExecutableSchema({ typeDefs });
}

/**
 * A scalar's description as schema/ writes it. makeExecutableSchema copies every property of a scalar's resolver onto
 * the type, description included, so graphql-scalars' English texts (or none) would replace the schema files' ones.
 */
function withSchemaFileScalarDescriptions(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.SCALAR_TYPE]: (type) => {
      const written = type.astNode?.description?.value;
      return written === undefined || written === type.description
        ? type
        : new GraphQLScalarType({ ...type.toConfig(), description: written });
    },
  });
}

/** The executable schema: resolvers of every domain, then `@auth` enforced (throws on an unprotected root field). */
export function buildSchema(typeDefs = loadTypeDefs()): GraphQLSchema {
  return authDirective(withSchemaFileScalarDescriptions(makeExecutableSchema({ typeDefs, resolvers })));
}
