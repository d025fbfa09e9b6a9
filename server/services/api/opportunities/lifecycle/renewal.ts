import { badRequest, notFound } from '../../../../lib/errors.js';
import type { ApiContext } from '../../context.js';
import type { Viewer } from '../../viewer.js';
import { writeChange } from '../decisions/change.js';
import {
  type ChangeBody,
  PROGRESS_REQUIRED,
  probabilityOf,
  REASON_REQUIRED,
  requiredTextOf,
  textOf,
} from '../decisions/change-input.js';
import { type DecisionCall, recordDecision } from '../decisions/record-decision.js';
import { assertCustomerFree, lockCustomer } from '../registration/protection.js';
import { findVisible, lockById, type OpportunityRow } from '../repository.js';
import { transition } from './statuses.js';

/**
 * renovation | expired → awaiting_renovation, by the owner's side (the opportunity must be in the viewer's scope).
 * An expired deal may have been registered again by someone else meanwhile: then the customer is protected by that
 * registration and the request is refused like a new registration would be.
 */
export async function requestRenewal(
  ctx: ApiContext,
  viewer: Viewer,
  id: string,
  body: ChangeBody,
): Promise<OpportunityRow> {
  const o = await findVisible(ctx.db, viewer, id);
  if (!o) throw notFound();
  const reason = requiredTextOf(body, 'reason', PROGRESS_REQUIRED);
  const probability = probabilityOf(body, { required: true });
  return ctx.db.tx(async (q) => {
    await lockCustomer(ctx.db, q, o.brand, o.cnpj_root);
    const before = await lockById(q, o.id);
    if (!before) throw notFound();
    const status = transition(before.status, 'requestRenewal');
    const now = ctx.clock.now();
    if (before.status === 'expired') {
      await assertCustomerFree(q, {
        brand: o.brand,
        root: o.cnpj_root,
        exceptId: o.id,
        rule: { graceDays: ctx.config.renewalGraceDays, now },
      });
    }
    return writeChange(q, {
      before,
      changes: { status, reason, probability_closing: probability, request_renovation_at: now },
      actor: { id: viewer.id, name: viewer.name },
      now,
    });
  });
}

/**
 * The representative's renewal decision: approved → back to analysis with a new validity from now
 * (`renovationDate`) and without its old approval date, which belonged to the previous cycle: the next approval sets
 * it again; disapproved (reason required) → expired, and those waiting for the customer are told it is free. The
 * owner is e-mailed either way.
 */
export const decideRenewal: DecisionCall = async (ctx, viewer, id, body, origin) => {
  const o = await findVisible(ctx.db, viewer, id);
  if (!o) throw notFound();
  const decision = body?.status;
  if (decision !== 'approved' && decision !== 'disapproved') {
    throw badRequest('Status inválido: use approved ou disapproved', { status: 'inválido' });
  }
  const approved = decision === 'approved';
  const reason = approved ? undefined : requiredTextOf(body, 'reason', REASON_REQUIRED);
  const name = textOf(body, 'name', 255) || undefined;
  const probability = probabilityOf(body);
  return recordDecision(ctx, o.id, {
    mail: 'renewalDecided',
    change: (before, now) => {
      const status = transition(before.status, approved ? 'approveRenewal' : 'rejectRenewal');
      return approved
        ? { status, renovation_date: now, approve_date: null, name, probability_closing: probability }
        : { status, reason, name, probability_closing: probability };
    },
    viewer,
    origin,
    approved,
    reason,
  });
};
