import { isCompanyStatus } from '../../../../shared/company-status.js';
import { hasAnyRole } from '../../../lib/roles.js';
import type { OpportunityRowResolvers, Resolvers } from '../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../context.js';
import type { RestOpportunity } from '../../datasources/types.js';
import { enumResolvers, knownOrNull } from '../enums.js';

const text = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));

/** A calendar day from the service (`yyyy-mm-dd`, or an instant whose date part is that day). */
export const dayOf = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : null);

/**
 * Who registered the opportunity. The details reply embeds name and e-mail for representatives; elsewhere a
 * representative's view reads them through the per-request users loader (one call per distinct owner, however
 * many rows). Other roles see only the id, as the spec shows owner data to representatives only.
 */
async function ownerOf(o: RestOpportunity, ctx: GatewayContext) {
  if (o.ownerName) return { id: o.userId, name: o.ownerName, email: o.ownerEmail ?? null };
  const viewer = await ctx.session.viewer();
  if (!viewer || !hasAnyRole(viewer, ['REPRESENTATIVE'])) return { id: o.userId, name: null, email: null };
  const user = await ctx.loaders.users.load(o.userId).catch(() => null);
  return { id: o.userId, name: user?.name ?? null, email: user?.email ?? null };
}

/** Spec: the reseller name is the opportunity's resale, or the company of the owner's document. */
function resaleNameOf(o: RestOpportunity, ctx: GatewayContext): string | Promise<string | null> {
  // A value, not a promise, when the row has it: a row whose fields are all plain values completes at once.
  if (o.resale) return o.resale;
  return ctx.loaders.ownerCompanies.load(o.userId).then(
    (company) => company?.name ?? null,
    () => null,
  );
}

/**
 * The fields a list row and the details share, resolved once for both: the services answer rows and details in the
 * same REST shape (the details with more fields), so `Opportunity` is a row plus what only the details carry. A field
 * the reply holds as it is (`cnpj`, `estimated`, which Float's own serializer turns into a number) has no resolver:
 * each one costs a call per row that reads only a property.
 */
const rowFields: OpportunityRowResolvers = {
  phone: (o) => text(o.phone),
  probabilityClosing: (o) => knownOrNull(enumResolvers.ClosingProbability, o.probabilityClosing),
  opportunityOrigin: (o) => knownOrNull(enumResolvers.OpportunityOrigin, o.opportunityOrigin),
  resaleName: (o, _args, ctx) => resaleNameOf(o, ctx),
  owner: (o, _args, ctx) => ownerOf(o, ctx),
  products: (o) => o.products ?? [],
  companyInactive: (o) => o.companyInactive ?? false,
  waitingBusinessDays: (o) => o.waitingBusinessDays ?? null,
  decisionOverdue: (o) => o.decisionOverdue ?? false,
  companyUnverified: (o) => o.companyUnverified ?? false,
  companyStatus: (o) => (isCompanyStatus(o.companyStatus) ? o.companyStatus : null),
};

export const opportunityTypes: Resolvers = {
  OpportunityRow: rowFields,
  Opportunity: {
    ...rowFields,
    cep: (o) => text(o.cep),
    project: (o) => o.projects?.[0] ?? null,
    conflicts: (o) => o.conflicts ?? [],
    conflictsTotal: (o) => o.conflictsTotal ?? o.conflicts?.length ?? 0,
    conflictsTotalIsLowerBound: (o) => o.conflictsTotalIsLowerBound ?? false,
    protectedUntil: (o) => o.protectedUntil ?? null,
    companyStatusCheckedAt: (o) => o.companyStatusCheckedAt ?? null,
  },
  Project: {
    application: (p) => p.aplication ?? null,
    conclusionDate: (p) => dayOf(p.conclusionDate),
    partnerOwner: (p) => knownOrNull(enumResolvers.SoftwareOwner, p.partnerOwner),
  },
  ProductLine: {
    amount: (p) => Number(p.amount),
    price: (p) => Number(p.price),
  },
  CrmSeller: {
    userId: (s) => s.user_id,
  },
};
