import { normalizeCnpj } from '../../../lib/cnpj.js';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { unauthenticated } from '../../errors.js';
import { pageFields, paging } from '../paging.js';
import { selects } from '../selection.js';
import { listEndpointFor, listParams } from './args.js';

export const opportunityQueries: Resolvers = {
  Query: {
    opportunities: async (_root, { filter, order, page, pageSize }, ctx, info) => {
      const viewer = await ctx.session.viewer();
      if (!viewer) throw unauthenticated();
      // The list screen shows no product lines: without them the service skips their query, and neither side
      // serialises or parses them.
      const products = selects(info, ['items', 'products']) ? undefined : false;
      const params = { ...paging(page, pageSize), ...listParams(filter, order), products };
      return ctx.dataSources.api.opportunities(listEndpointFor(viewer.roles), params);
    },
    opportunity: (_root, { id }, ctx) => ctx.loaders.opportunities.load(id),
    opportunitiesByName: async (_root, { name }, ctx) => (await ctx.dataSources.api.opportunitiesByName(name)).result,
    opportunitiesNamed: (_root, { name, page, pageSize }, ctx) =>
      ctx.dataSources.api.opportunitiesByName(name, paging(page, pageSize)),
    // Without the mask: the service checks the 14 characters (an invalid CNPJ is its 400, on the field `cnpj`).
    customerProtection: (_root, { cnpj }, ctx) => ctx.dataSources.api.customerProtection(normalizeCnpj(cnpj)),
    crmSellers: (_root, _args, ctx) => ctx.dataSources.api.crmSellers(),
  },
  OpportunityPage: pageFields,
  OpportunitySummaryPage: pageFields,
};
