import type { CodegenConfig } from '@graphql-codegen/cli';
import { CLIENT_OPERATIONS_PLUGIN, clientOperationsPlugin } from './schema/tools/client-operations.js';

/**
 * schema/*.graphql is the source of truth. The server gets resolver types whose parents are the REST shapes the
 * resolvers receive (`mappers`, server/gateway/datasources/types.ts) and whose enums carry the REST values, so a
 * resolver that reads or returns the wrong shape fails the type check. The client gets typed documents (client
 * preset). `npm run codegen:check` fails when the committed output is stale or not committed.
 */
const types = '../datasources/types.js';
/** The portal client's GraphQL documents. */
const clientDocuments = ['client/src/**/*.{ts,tsx,graphql}'];

const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  ignoreNoDocuments: true,
  // The project's own plugin by its name (codegen tries that name under package prefixes first, which are not found);
  // every other one from node_modules, as codegen's default loader does.
  pluginLoader: async (name) => (name === CLIENT_OPERATIONS_PLUGIN ? { plugin: clientOperationsPlugin } : import(name)),
  generates: {
    'server/gateway/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../context.js#GatewayContext',
        useIndexSignature: false,
        enumsAsTypes: true,
        strictScalars: true,
        scalars: {
          DateTime: { input: 'string', output: 'string | Date' },
          Date: 'string',
          EmailAddress: 'string',
        },
        // The REST values of each enum: one table, read by codegen and by graphql-js (modules/enums.ts).
        enumValues: Object.fromEntries(
          [
            'OpportunityStatus',
            'ResaleStatus',
            'ClosingProbability',
            'OpportunityOrigin',
            'SoftwareOwner',
            'OpportunitySortField',
            'SortDirection',
            'RenewalDecision',
            'HistoryType',
            'HistoryAction',
            'HistoryKind',
          ].map((name) => [name, `../datasources/enums.js#${name}`]),
        ),
        mappers: {
          Brand: '../../../brands/brands.js#Brand as BrandModel',
          BrandTheme: '../../../brands/brands.js#BrandTheme as BrandThemeModel',
          CarouselImage: `${types}#RestImage`,
          Company: `${types}#RestCompany`,
          CrmSeller: `${types}#RestCrmSeller`,
          CustomerProtection: `${types}#RestCustomerProtection`,
          Dashboard: `${types}#RestDashboard`,
          StatusTotals: `${types}#RestStatusTotals`,
          HistoryEntry: `${types}#RestHistoryEntry`,
          HistoryPage: `${types}#RestPage<RestHistoryEntry>`,
          Municipality: `${types}#RestMunicipality`,
          Opportunity: `${types}#RestOpportunity`,
          OpportunityConflict: `${types}#RestConflict`,
          OpportunityPage: `${types}#RestPage<RestOpportunity>`,
          OpportunityRow: `${types}#RestOpportunity`,
          OpportunitySummary: `${types}#RestOpportunitySummary`,
          OpportunitySummaryPage: `${types}#RestPage<RestOpportunitySummary>`,
          PageInfo: `${types}#RestPage<unknown>`,
          PersonalDataExport: `${types}#RestPersonalDataExport`,
          ProductLine: `${types}#RestProduct`,
          Project: `${types}#RestProject`,
          Resale: `${types}#RestResale`,
          ResalePage: `${types}#RestPage<RestResale>`,
          Seller: `${types}#RestSeller`,
          SellerPage: `${types}#RestPage<RestSeller>`,
          State: `${types}#RestState`,
          User: `${types}#RestUser`,
          Viewer: '../../lib/roles.js#TokenViewer as ViewerModel',
          CreateOpportunityPayload: `${types}#OpportunityRef`,
          ApproveOpportunityPayload: `${types}#OpportunityRef`,
          RejectOpportunityPayload: `${types}#OpportunityRef`,
          UpdateOpportunityPayload: `${types}#OpportunityRef`,
          RequestRenewalPayload: `${types}#OpportunityRef`,
          DecideRenewalPayload: `${types}#OpportunityRef`,
        },
      },
    },
    // The gateway labels its metrics with these operations' names only (design section 12).
    'server/gateway/__generated__/client-operations.ts': {
      documents: clientDocuments,
      plugins: [CLIENT_OPERATIONS_PLUGIN],
    },
    'client/src/__generated__/': {
      preset: 'client',
      documents: clientDocuments,
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', Date: 'string', EmailAddress: 'string' },
      },
    },
  },
};

export default config;
