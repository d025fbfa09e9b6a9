import {
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedDirective,
  isSpecifiedScalarType,
} from 'graphql';
import { expect, test } from 'vitest';
import { buildTypeSchema, loadTypeDefs } from '../schema.js';

/** Every element of the schema a reader of the API meets, by coordinate (`Type.field(arg:)`), without a description. */
function undocumented(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const check = (coordinate: string, description: string | null | undefined) => {
    if (!description?.trim()) missing.push(coordinate);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || isSpecifiedScalarType(type)) continue;
    check(type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        check(`${type.name}.${field.name}`, field.description);
        for (const arg of field.args) check(`${type.name}.${field.name}(${arg.name}:)`, arg.description);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) check(`${type.name}.${field.name}`, field.description);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) check(`${type.name}.${value.name}`, value.description);
    }
  }
  for (const directive of schema.getDirectives()) {
    if (isSpecifiedDirective(directive)) continue;
    check(`@${directive.name}`, directive.description);
    for (const arg of directive.args) check(`@${directive.name}(${arg.name}:)`, arg.description);
  }
  return missing;
}

test('every type, field, argument, input field and enum value of schema/*.graphql has a description', () => {
  expect(undocumented(buildTypeSchema())).toEqual([]);
});

test('the check names each kind of element left undocumented', () => {
  const extra = `
    "A type."
    enum Colour { "Red." RED BLUE }
    input Paint { "Hue." colour: Colour shade: Int }
    extend type Query { "Paints." paints(filter: Paint, "Page." page: Int): [String!]! @public }
    type Bare { x: Int }
  `;

  expect(undocumented(buildTypeSchema([...loadTypeDefs(), extra]))).toEqual(
    expect.arrayContaining(['Colour.BLUE', 'Paint', 'Paint.shade', 'Query.paints(filter:)', 'Bare', 'Bare.x']),
  );
});
