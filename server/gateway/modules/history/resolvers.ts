import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { pageFields, paging } from '../paging.js';
import { modificationsOf } from './vocabulary.js';

export const historyResolvers: Resolvers = {
  Query: {
    history: (_root, { typeId, page, pageSize }, ctx) =>
      ctx.dataSources.api.history({ typeId, ...paging(page, pageSize) }),
  },
  HistoryPage: pageFields,
  HistoryEntry: {
    userId: (h) => h.userId ?? null,
    username: (h) => h.username ?? null,
    modifications: modificationsOf,
  },
};
