import type { Resolvers } from '../../__generated__/resolvers-types.js';

export const contactResolvers: Resolvers = {
  Mutation: {
    sendContact: async (_root, { input }, ctx) => {
      const reply = await ctx.dataSources.api.sendContact(input);
      return { message: reply.message ?? 'Email enviado com sucesso!' };
    },
  },
};
