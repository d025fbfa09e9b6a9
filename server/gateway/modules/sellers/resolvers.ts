import { hasAnyRole, rolesForBrand } from '../../../lib/roles.js';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { unauthenticated } from '../../errors.js';
import { pageFields, paging } from '../paging.js';

/**
 * The users list by role (spec section 6): a reseller reads /seller/all, representatives and support
 * /representative/all of the brand (its resale accounts and sellers); a name filter reads /seller/name, which the
 * service scopes the same way. Every list holds active users only.
 */
export const sellerResolvers: Resolvers = {
  Query: {
    sellers: async (_root, { filter, page, pageSize }, ctx) => {
      const viewer = await ctx.session.viewer();
      if (!viewer) throw unauthenticated();
      const api = ctx.dataSources.api;
      const params = paging(page, pageSize);
      const name = filter?.name?.trim();
      if (name) {
        const found = await api.sellersByName({ ...params, name });
        return { result: found.data, total: found.total, ...params, quantityPage: found.quantityPage };
      }
      const endpoint = hasAnyRole(viewer, ['RESALE']) ? 'seller/all' : 'representative/all';
      return api.sellers(endpoint, params);
    },
    user: (_root, { id }, ctx) => ctx.loaders.users.load(id),
  },
  Mutation: {
    createSeller: async (_root, { input }, ctx) => {
      const reply = await ctx.dataSources.api.createSeller(input);
      return { seller: reply.data, message: reply.message ?? null, reactivated: reply.reactivated ?? false };
    },
    deactivateSeller: async (_root, { input }, ctx) => {
      const reply = await ctx.dataSources.api.deactivateSeller(input.id);
      ctx.loaders.users.clear(input.id);
      return { sellerId: input.id, message: reply.message ?? null };
    },
  },
  SellerPage: pageFields,
  Seller: {
    active: (s) => s.active ?? true,
    createdAt: (s) => s.createdAt ?? null,
    role: (s) => s.role ?? 'SELLER',
  },
  User: {
    roles: (u, _args, ctx) => rolesForBrand(u.roles ?? [], ctx.brand.slug),
  },
};
