import type { Resolvers } from '../../__generated__/resolvers-types.js';

export const geoResolvers: Resolvers = {
  Query: {
    states: (_root, _args, ctx) => ctx.dataSources.api.states(),
    municipalities: (_root, { stateId }, ctx) => ctx.dataSources.api.municipalities(stateId),
  },
  State: {
    id: (s) => String(s.id),
    abbreviation: (s) => s.sigla,
    name: (s) => s.nome,
  },
  Municipality: {
    id: (m) => String(m.id),
    name: (m) => m.nome,
  },
};
