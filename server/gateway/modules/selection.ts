import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/**
 * Whether the query asks for the field at `path` below the resolver's own field (`['items', 'products']`), through
 * fragments and inline fragments alike. A field under @skip or @include counts as asked: asking the service for a
 * little more is harmless, leaving out what the query needs is not.
 */
export function selects(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, path: readonly string[]): boolean {
  const within = (set: SelectionSetNode | undefined, rest: readonly string[], seen: Set<string>): boolean => {
    if (!set) return false;
    return set.selections.some((s) => {
      if (s.kind === 'Field') {
        if (s.name.value !== rest[0]) return false;
        return rest.length === 1 || within(s.selectionSet, rest.slice(1), seen);
      }
      if (s.kind === 'InlineFragment') return within(s.selectionSet, rest, seen);
      const name = s.name.value;
      if (seen.has(name)) return false;
      return within(info.fragments[name]?.selectionSet, rest, new Set([...seen, name]));
    });
  };
  return info.fieldNodes.some((node) => within(node.selectionSet, path, new Set()));
}

/**
 * Whether every field the query asks directly below the resolver's own field is one of `fields` (through fragments
 * and inline fragments alike): what a reply already holds can answer without reading the object again.
 */
export function selectsOnly(
  info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>,
  fields: readonly string[],
): boolean {
  const only = (set: SelectionSetNode | undefined, seen: Set<string>): boolean =>
    !set ||
    set.selections.every((s) => {
      if (s.kind === 'Field') return fields.includes(s.name.value);
      if (s.kind === 'InlineFragment') return only(s.selectionSet, seen);
      const name = s.name.value;
      if (seen.has(name)) return true;
      const fragment = info.fragments[name];
      return !!fragment && only(fragment.selectionSet, new Set([...seen, name]));
    });
  return info.fieldNodes.every((node) => only(node.selectionSet, new Set()));
}
