import type { Resolvers } from '../../__generated__/resolvers-types.js';

export const versionResolvers: Resolvers = {
  Query: {
    version: (_root, _args, ctx) => ctx.version,
  },
};
