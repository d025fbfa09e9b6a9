import type { Resolvers } from '../../__generated__/resolvers-types.js';

/** Data-subject requests by e-mail address (design section 18): the service checks the address, the roles and audits. */
export const privacyResolvers: Resolvers = {
  Query: {
    exportPersonalData: (_root, { email }, ctx) => ctx.dataSources.api.exportPersonalData(email),
  },
  Mutation: {
    erasePersonalData: (_root, { input }, ctx) => ctx.dataSources.api.erasePersonalData(input.email),
  },
  PersonalDataExport: {
    // Indented: the screen saves this text as the file the person opens.
    document: (e) => JSON.stringify(e.document, null, 2),
  },
};
