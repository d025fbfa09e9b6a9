import type { Resolvers } from '../../__generated__/resolvers-types.js';

/** The brand of the host (context.ts) with the paths of its assets, which the gateway serves (index.ts). */
export const brandResolvers: Resolvers = {
  Query: {
    brand: (_root, _args, ctx) => ctx.brand,
    carouselImages: (_root, _args, ctx) => ctx.dataSources.api.images(),
  },
  Brand: {
    logoUrl: (b) => `/brands/${b.slug}/logo.svg`,
    faviconUrl: (b) => `/brands/${b.slug}/favicon.svg`,
  },
};
