import { isCompanyStatus } from '../../../../shared/company-status.js';
import type { Resolvers } from '../../__generated__/resolvers-types.js';

/** The register answers with the spec's Portuguese field names; the schema speaks the domain's words. */
export const cnpjResolvers: Resolvers = {
  Query: {
    cnpjLookup: (_root, { cnpj }, ctx) => ctx.dataSources.api.company(cnpj.trim().replace(/[./\-\s]/g, '')),
  },
  Company: {
    corporateName: (c) => c.razao_social,
    fantasyName: (c) => c.nome_fantasia ?? null,
    street: (c) => c.rua ?? null,
    city: (c) => c.cidade ?? null,
    state: (c) => c.estado ?? null,
    registrationStatus: (c) => (isCompanyStatus(c.situacao_cadastral) ? c.situacao_cadastral : null),
  },
};
