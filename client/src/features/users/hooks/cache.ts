import type { ApolloCache } from '@apollo/client';
import { evictRootFields } from '../../../ui/evictRootFields.js';

/** After a seller is added or removed the users lists are out of date: dropped, and asked again when next shown. */
export const evictUserLists = (cache: ApolloCache) => evictRootFields(cache, ['sellers']);
