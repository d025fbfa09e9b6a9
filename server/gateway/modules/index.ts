import type { Resolvers } from '../__generated__/resolvers-types.js';
import { authResolvers } from './auth/resolvers.js';
import { brandResolvers } from './brands/resolvers.js';
import { cnpjResolvers } from './cnpj/resolvers.js';
import { contactResolvers } from './contact/resolvers.js';
import { dashboardResolvers } from './dashboard/resolvers.js';
import { enumResolvers } from './enums.js';
import { geoResolvers } from './geo/resolvers.js';
import { historyResolvers } from './history/resolvers.js';
import { opportunityMutations } from './opportunities/mutations.js';
import { opportunityQueries } from './opportunities/queries.js';
import { opportunityTypes } from './opportunities/types.js';
import { PageInfo } from './paging.js';
import { privacyResolvers } from './privacy/resolvers.js';
import { resaleResolvers } from './resales/resolvers.js';
import { scalarResolvers } from './scalars.js';
import { sellerResolvers } from './sellers/resolvers.js';
import { versionResolvers } from './version/resolvers.js';
import { watchResolvers } from './watches/resolvers.js';

/** Every domain's resolvers, one module per schema file (makeExecutableSchema merges them). */
export const resolvers: Resolvers[] = [
  scalarResolvers,
  enumResolvers,
  { PageInfo },
  authResolvers,
  brandResolvers,
  opportunityQueries,
  opportunityMutations,
  opportunityTypes,
  resaleResolvers,
  sellerResolvers,
  historyResolvers,
  dashboardResolvers,
  cnpjResolvers,
  geoResolvers,
  contactResolvers,
  versionResolvers,
  watchResolvers,
  privacyResolvers,
];
