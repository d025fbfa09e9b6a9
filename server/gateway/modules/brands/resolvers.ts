import type { Resolvers } from '../../__generated__/resolvers-types.js';

/** Paths of a brand's files, which the gateway serves under /brands (index.ts). */
export const brandAssetUrls = (slug: string) => ({
  logoUrl: `/brands/${slug}/logo.svg`,
  faviconUrl: `/brands/${slug}/favicon.svg`,
});

/** The brand of the host (context.ts) with the paths of its assets, which the gateway serves (index.ts). */
export const brandResolvers: Resolvers = {
  Query: {
    brand: (_root, _args, ctx) => ctx.brand,
    carouselImages: (_root, _args, ctx) => ctx.dataSources.api.images(),
  },
  Brand: {
    logoUrl: (b) => brandAssetUrls(b.slug).logoUrl,
    faviconUrl: (b) => brandAssetUrls(b.slug).faviconUrl,
  },
};
