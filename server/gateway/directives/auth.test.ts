import { makeExecutableSchema } from '@graphql-tools/schema';
import { describe, expect, test } from 'vitest';
import { buildSchema, buildTypeSchema, loadTypeDefs } from '../schema.js';
import { authDirective, rolesOf, unprotectedRootFields } from './auth.js';

describe('access directives', () => {
  test('every Query and Mutation field of schema/*.graphql carries @auth or @public', () => {
    const schema = buildTypeSchema();
    const rootFields = [schema.getQueryType(), schema.getMutationType()].flatMap((t) => Object.keys(t!.getFields()));

    expect(rootFields.length).toBeGreaterThan(30);
    expect(unprotectedRootFields(schema)).toEqual([]);
  });

  test('the executable schema builds from the committed files', () => {
    expect(() => buildSchema()).not.toThrow();
  });

  test('a root field with neither directive stops the schema from building', () => {
    const typeDefs = [...loadTypeDefs(), 'extend type Query { forgotten: String }'];

    expect(() => buildSchema(typeDefs)).toThrow(/Query\.forgotten/);
  });

  test('a root field with both directives is refused too', () => {
    const schema = makeExecutableSchema({
      typeDefs: [...loadTypeDefs(), 'extend type Mutation { confused: Boolean @public @auth(requires: [SUPPORT]) }'],
    });

    expect(() => authDirective(schema)).toThrow(/Mutation\.confused \(both/);
  });

  test("a field's roles are read from its @auth (the export's, from the list's), and a field without one is refused", () => {
    const schema = buildSchema();

    expect(rolesOf(schema, 'Query', 'opportunities').sort()).toEqual(['REPRESENTATIVE', 'RESALE', 'SELLER', 'SUPPORT']);
    expect(() => rolesOf(schema, 'Query', 'brand')).toThrow(/Query\.brand has no @auth/);
  });
});
