import DataLoader from 'dataloader';
import { gqlError } from '../errors.js';
import type { ApiDataSource } from './api.js';
import type { AuthDataSource } from './auth.js';
import type { RestOpportunity, RestOwnerCompany, RestUser } from './types.js';

/** One failed key must not fail its batch: each key gets its value or its own error. */
async function settle<K, V>(keys: readonly K[], load: (key: K) => Promise<V>): Promise<Array<V | Error>> {
  const results = await Promise.allSettled(keys.map(load));
  return results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error)));
}

/**
 * What rows of a page need beyond what their list reply embeds, keyed by id and deduplicated within the request:
 * 100 rows of the same owner make one call. The services offer no public batch call for these (GET /user/{id}
 * and GET /company/owner/{userId} take one id), so a batch is the distinct ids fetched in parallel. Created per
 * request (context.ts): a loader's cache never outlives the request, never crosses users or brands.
 */
export function createLoaders(sources: { readonly api: ApiDataSource; readonly auth: AuthDataSource }) {
  // Each loader, and the data source it calls, is built on first use: Apollo copies the context of every operation
  // (reading each of its properties), and most operations use none of them.
  let users: DataLoader<string, RestUser> | undefined;
  let ownerCompanies: DataLoader<string, RestOwnerCompany> | undefined;
  let opportunities: DataLoader<string, RestOpportunity> | undefined;
  return {
    get users() {
      users ??= new DataLoader<string, RestUser>((ids) => settle(ids, (id) => sources.auth.user(id)));
      return users;
    },
    get ownerCompanies() {
      ownerCompanies ??= new DataLoader<string, RestOwnerCompany>((ids) =>
        settle(ids, (id) => sources.api.ownerCompany(id)),
      );
      return ownerCompanies;
    },
    get opportunities() {
      opportunities ??= new DataLoader<string, RestOpportunity>((ids) =>
        settle(ids, async (id) => {
          const found = await sources.api.opportunity(id);
          if (!found) throw gqlError('NOT_FOUND', 'Not Found Exception');
          return found;
        }),
      );
      return opportunities;
    },
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
