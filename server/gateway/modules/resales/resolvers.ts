import { COUNTRY } from '../../../lib/input-rules.js';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { dayFilter } from '../opportunities/args.js';
import { pageFields, paging } from '../paging.js';

export const resaleResolvers: Resolvers = {
  Query: {
    resales: (_root, { filter, page, pageSize }, ctx) =>
      ctx.dataSources.api.resales({
        ...paging(page, pageSize),
        status: filter?.statuses?.length ? filter.statuses : undefined,
        ...dayFilter(filter),
      }),
    resale: (_root, { id }, ctx) => ctx.dataSources.api.resale(id),
  },
  Mutation: {
    registerResale: async (_root, { input }, ctx) => {
      const reply = await ctx.dataSources.api.registerResale({ ...input, country: COUNTRY });
      return { resaleId: reply.data.id, status: reply.data.status, message: reply.message ?? null };
    },
    approveResale: async (_root, { input }, ctx) => {
      const reply = await ctx.dataSources.api.decideResale(input.id, { status: 'approved' });
      return { message: reply.message ?? null, resale: reply.data };
    },
    rejectResale: async (_root, { input }, ctx) => {
      const reply = await ctx.dataSources.api.decideResale(input.id, { status: 'disapproved', reason: input.reason });
      return { message: reply.message ?? null, resale: reply.data };
    },
  },
  ResalePage: pageFields,
};
