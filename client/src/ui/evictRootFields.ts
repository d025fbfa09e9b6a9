import type { ApolloCache } from '@apollo/client';

/**
 * Root lists a mutation made stale (another status, another total): dropped from the cache, and asked again when
 * next shown. The record the mutation returned updates itself by its id.
 */
export function evictRootFields(cache: ApolloCache, fieldNames: readonly string[]) {
  for (const fieldName of fieldNames) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}
