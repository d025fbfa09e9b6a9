import { badRequest, notFound } from '../../../../lib/errors.js';
import type { ApiContext } from '../../context.js';
import type { Viewer } from '../../viewer.js';
import { statusChangeRefused, transition } from '../lifecycle/statuses.js';
import { findVisible, lockById } from '../repository.js';
import { approveOpportunity } from './approve.js';
import { type OpportunityChanges, writeChange } from './change.js';
import {
  type ChangeBody,
  NAME_REQUIRED,
  probabilityOf,
  REASON_REQUIRED,
  requiredTextOf,
  statusOf,
  textOf,
} from './change-input.js';
import { type DecisionCall, recordDecision } from './record-decision.js';

/** Name and closing probability, in any status: the representative's "Atualizar registro". */
export async function editOpportunity(ctx: ApiContext, viewer: Viewer, id: string, body: ChangeBody) {
  const name = textOf(body, 'name', 255);
  const probability = probabilityOf(body);
  if (name === '') throw badRequest(NAME_REQUIRED, { name: '*Campo Obrigatório' });
  if (name === undefined && probability === undefined) {
    throw badRequest('Informe o nome ou a probabilidade de fechamento', {
      name: 'ausente',
      probabilityClosing: 'ausente',
    });
  }
  const changes: OpportunityChanges = { name, probability_closing: probability };
  return ctx.db.tx(async (q) => {
    const before = await lockById(q, id);
    if (!before) throw notFound();
    const now = ctx.clock.now();
    return writeChange(q, { before, changes, actor: { id: viewer.id, name: viewer.name }, now });
  });
}

/** analysis → disapproved, with the reason the owner is e-mailed; those waiting for the customer are told it is free. */
async function rejectOpportunity(ctx: ApiContext, viewer: Viewer, id: string, body: ChangeBody, origin: string) {
  const reason = requiredTextOf(body, 'reason', REASON_REQUIRED);
  const name = textOf(body, 'name', 255) || undefined;
  const probability = probabilityOf(body);
  return recordDecision(ctx, id, {
    mail: 'opportunityDecided',
    change: (before) => ({
      status: transition(before.status, 'reject', before.approving),
      reason,
      name,
      probability_closing: probability,
    }),
    viewer,
    origin,
    approved: false,
    reason,
  });
}

/**
 * PATCH /opportunity/{id}: `approved` or `disapproved` decide an opportunity in analysis; without a status (or with
 * the current one) the name and probability are edited. Any other status asked for is refused with 423.
 */
export const updateOpportunity: DecisionCall = async (ctx, viewer, id, body, origin) => {
  const o = await findVisible(ctx.db, viewer, id);
  if (!o) throw notFound();
  const status = statusOf(body);
  // "approved" and "disapproved" are decisions whatever the current status: sent again they are refused (423), so
  // that of two representatives approving at once exactly one wins and the other is told. Any other status equal
  // to the current one is the form echoing what it shows: an edit of name and probability.
  if (status === undefined || (status === o.status && status !== 'approved' && status !== 'disapproved')) {
    return editOpportunity(ctx, viewer, o.id, body);
  }
  if (status === 'approved') {
    const name = requiredTextOf(body, 'name', NAME_REQUIRED, 255);
    return approveOpportunity(ctx, viewer, o, { name, probabilityClosing: probabilityOf(body), origin });
  }
  if (status === 'disapproved') return rejectOpportunity(ctx, viewer, o.id, body, origin);
  throw statusChangeRefused(o.status, status);
};
