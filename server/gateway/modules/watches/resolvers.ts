import { normalizeCnpj } from '../../../lib/cnpj.js';
import type { Resolvers } from '../../__generated__/resolvers-types.js';

/** The waiting list for protected customers: the reseller's own requests (the service keeps every rule). */
export const watchResolvers: Resolvers = {
  Query: {
    customerWatches: (_root, _args, ctx) => ctx.dataSources.api.customerWatches(),
  },
  Mutation: {
    // Without the mask: the service checks the 14 characters (an invalid CNPJ is its 400, on the field `cnpj`).
    watchCustomer: async (_root, { input }, ctx) => {
      const reply = await ctx.dataSources.api.watchCustomer(normalizeCnpj(input.cnpj));
      return { watch: reply.data, alreadyWatching: !reply.created };
    },
    unwatchCustomer: (_root, { input }, ctx) => ctx.dataSources.api.unwatchCustomer(input.id),
  },
  Opportunity: {
    customerWatchCount: (o) => o.customerWatchCount ?? null,
  },
};
