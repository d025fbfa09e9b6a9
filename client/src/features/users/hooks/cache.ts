import type { ApolloCache } from '@apollo/client';

/** After a seller is added or removed the users lists are out of date: dropped, and asked again when next shown. */
export function evictUserLists(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'sellers' });
  cache.gc();
}
