import { type FragmentDefinitionNode, type OperationDefinitionNode, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { selects } from './selection.js';

/** The resolve info of the document's first root field, as graphql-js hands it to that field's resolver. */
function infoOf(query: string) {
  const doc = parse(query);
  const operation = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
  const fragments = Object.fromEntries(
    doc.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === 'FragmentDefinition')
      .map((f) => [f.name.value, f]),
  );
  const field = operation?.selectionSet.selections[0];
  if (field?.kind !== 'Field') throw new Error('no root field');
  return { fieldNodes: [field], fragments };
}

describe('selects', () => {
  it('finds a field asked directly, through fragments, inline fragments and nested spreads', () => {
    const path = ['items', 'products'];
    expect(selects(infoOf('{ list { items { id products { a } } } }'), path)).toBe(true);
    expect(selects(infoOf('{ list { items { ...R } } } fragment R on Row { id products { a } }'), path)).toBe(true);
    expect(selects(infoOf('{ list { ... on Page { items { ... on Row { products { a } } } } } }'), path)).toBe(true);
    expect(
      selects(
        infoOf('{ list { ...P } } fragment P on Page { items { ...R } } fragment R on Row { products { a } }'),
        path,
      ),
    ).toBe(true);
  });

  it('counts a field under @skip or @include as asked, and nothing else', () => {
    const path = ['items', 'products'];
    expect(selects(infoOf('query($s: Boolean!) { list { items { products @skip(if: $s) { a } } } }'), path)).toBe(true);
    expect(selects(infoOf('{ list { items { id name } } }'), path)).toBe(false);
    expect(selects(infoOf('{ list { products { a } items { id } } }'), path)).toBe(false);
    expect(selects(infoOf('{ list { pageInfo { total } } }'), path)).toBe(false);
  });

  it('survives a fragment that spreads itself (validation refuses it before any resolver)', () => {
    expect(selects(infoOf('{ list { ...A } } fragment A on Page { ...A }'), ['items'])).toBe(false);
  });
});
