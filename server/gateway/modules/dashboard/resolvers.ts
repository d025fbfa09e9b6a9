import type { Resolvers } from '../../__generated__/resolvers-types.js';

export const dashboardResolvers: Resolvers = {
  Query: {
    dashboard: (_root, _args, ctx) => ctx.dataSources.api.dashboard(),
  },
  Dashboard: {
    latest: (d) => d.last,
  },
  StatusTotals: {
    awaitingRenovation: (t) => t.awaiting_renovation,
    total: (t) => t.all,
  },
};
