import { MAX_PRODUCT_LINES, TOO_MANY_LINES } from '../../../lib/input-rules.js';
import type { MutationResolvers, Resolvers } from '../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../context.js';
import type { OpportunityRef, RestOpportunity } from '../../datasources/types.js';
import { badUserInput, withInputPaths } from '../../errors.js';
import { INVALID_VARIABLES } from '../../variables.js';
import { selectsOnly } from '../selection.js';
import { createBody, createInputPath } from './args.js';

/** After a change the loader must not answer what it read before; a reply that carries the row primes it. */
function changed(ctx: GatewayContext, id: string, reply: { data?: RestOpportunity }): OpportunityRef {
  ctx.loaders.opportunities.clear(id);
  if (reply.data?.id === id) ctx.loaders.opportunities.prime(id, reply.data);
  return { opportunityId: id };
}

const Mutation: MutationResolvers = {
  createOpportunity: async (_root, { input }, ctx) => {
    if (input.products.length > MAX_PRODUCT_LINES) {
      throw badUserInput(INVALID_VARIABLES, { products: TOO_MANY_LINES });
    }
    const create = ctx.dataSources.api.createOpportunity(createBody(input));
    const reply = await withInputPaths(create, createInputPath(input));
    return { opportunityId: reply.data.id, message: reply.message ?? null, created: reply.data };
  },
  approveOpportunity: async (_root, { input }, ctx) => {
    const body = { status: 'approved', name: input.name, probabilityClosing: input.probabilityClosing ?? undefined };
    return changed(ctx, input.id, await ctx.dataSources.api.changeOpportunity(input.id, body));
  },
  rejectOpportunity: async (_root, { input }, ctx) => {
    const body = { status: 'disapproved', reason: input.reason };
    return changed(ctx, input.id, await ctx.dataSources.api.changeOpportunity(input.id, body));
  },
  // A new name goes with PATCH /opportunity/{id}; the probability alone with PATCH /opportunity (spec section 7).
  updateOpportunity: async (_root, { input }, ctx) => {
    const { id, name, probabilityClosing } = input;
    const api = ctx.dataSources.api;
    if (name) return changed(ctx, id, await api.changeOpportunity(id, { name, probabilityClosing }));
    if (probabilityClosing) return changed(ctx, id, await api.setProbability(id, probabilityClosing));
    const missing = 'Informe o nome ou a probabilidade de fechamento';
    throw badUserInput(missing, { name: missing, probabilityClosing: missing });
  },
  requestRenewal: async (_root, { input }, ctx) => {
    const body = { reason: input.reason, probabilityClosing: input.probabilityClosing };
    return changed(ctx, input.id, await ctx.dataSources.api.requestRenewal(input.id, body));
  },
  decideRenewal: async (_root, { input }, ctx) => {
    const body = {
      status: input.decision,
      reason: input.reason ?? undefined,
      probabilityClosing: input.probabilityClosing ?? undefined,
      name: input.name ?? undefined,
    };
    return changed(ctx, input.id, await ctx.dataSources.api.decideRenewal(input.id, body));
  },
};

/** Every opportunity payload resolves `opportunity` through the loader: free when primed, one GET otherwise. */
const payload = {
  opportunity: (p: OpportunityRef, _args: unknown, ctx: GatewayContext) =>
    ctx.loaders.opportunities.load(p.opportunityId),
};

/**
 * The fields of a new opportunity the creation's reply holds. The registration form asks only these: answered from the
 * reply, without a second call to the service that read the details back (under load a creation took twice a list).
 */
const CREATED_FIELDS = ['__typename', 'id', 'status', 'name', 'estimated'] as const;

export const opportunityMutations: Resolvers = {
  Mutation,
  CreateOpportunityPayload: {
    opportunity: (p, _args, ctx, info) =>
      p.created && selectsOnly(info, CREATED_FIELDS)
        ? (p.created as RestOpportunity)
        : ctx.loaders.opportunities.load(p.opportunityId),
    message: (p) => p.message ?? null,
  },
  ApproveOpportunityPayload: payload,
  RejectOpportunityPayload: payload,
  UpdateOpportunityPayload: payload,
  RequestRenewalPayload: payload,
  DecideRenewalPayload: payload,
};
