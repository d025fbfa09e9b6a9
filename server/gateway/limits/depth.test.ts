import { buildSchema, getIntrospectionQuery, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { INTROSPECTION_MAX_DEPTH, MAX_DEPTH } from './constants.js';
import { depthLimit } from './depth.js';

const schema = buildSchema('type Node { name: String child: Node } type Query { node: Node }');
/** `{ node { child { … { name } } } }`, `depth` fields deep. */
const nodes = (depth: number) => `${'node { '}${'child { '.repeat(depth - 2)}name${' }'.repeat(depth - 1)}`;
const depthErrors = (query: string) =>
  validate(schema, parse(query), [depthLimit()]).map((e) => [e.extensions.depth, e.extensions.maxDepth]);

describe('depthLimit', () => {
  it('bounds introspection by its own bound, the standard query within it though past the other fields’ one', () => {
    const standard = depthErrors(getIntrospectionQuery());
    const tooDeep = depthErrors(
      `{ ...Schema } fragment Schema on Query { __schema { queryType ${'{ ofType '.repeat(INTROSPECTION_MAX_DEPTH - 2)}{ name }${' }'.repeat(INTROSPECTION_MAX_DEPTH - 2)} } }`,
    );

    expect(standard).toEqual([]);
    expect(depthErrors(`{ ${nodes(MAX_DEPTH + 3)} }`)).toEqual([[MAX_DEPTH + 3, MAX_DEPTH]]);
    expect(tooDeep).toEqual([[INTROSPECTION_MAX_DEPTH + 1, INTROSPECTION_MAX_DEPTH]]);
  });

  it('judges the other fields by their bound beside introspection, and counts no __typename', () => {
    expect(depthErrors(`{ __schema { queryType { name } } ${nodes(MAX_DEPTH + 1)} }`)).toEqual([
      [MAX_DEPTH + 1, MAX_DEPTH],
    ]);
    expect(depthErrors(`{ ${nodes(MAX_DEPTH).replace('name', 'name child { __typename }')} }`)).toEqual([]);
  });
});
