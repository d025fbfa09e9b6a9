import { notFound } from '../../../../lib/errors.js';
import { CrmNotFoundError } from '../../crm/port.js';
import type { Viewer } from '../../viewer.js';
import { refused, transition } from '../lifecycle/statuses.js';
import { OPPORTUNITY_COLUMNS, type OpportunityRow } from '../repository.js';
import {
  type ApprovalClaim,
  claimApproval,
  completeApproval,
  crmAccountOf,
  endClaimLease,
  markForUndo,
  releaseClaim,
  removeCrmOpportunity,
  type SequenceDeps,
  upsertCrmOpportunity,
} from './approval-sequence.js';

/**
 * Step 2 for the approving representative. A failure that certainly wrote nothing of this opportunity to the CRM
 * (the account step, or SF404: the CRM refused the record) gives the claim up. After an unclear one ([SFERROR] on
 * the opportunity upsert: a timeout or a 5xx may come after the CRM wrote), the record is removed at once, by the
 * same key, and the claim given up; if the CRM does not confirm the removal either, the claim is left to the recovery
 * to undo once its lease ends. Either way the representative is told the approval failed, and that holds.
 */
async function registerInCrm(deps: SequenceDeps, claim: ApprovalClaim): Promise<string> {
  let accountId: string;
  try {
    accountId = (await crmAccountOf(deps, claim.row)).id;
  } catch (err) {
    await releaseClaim(deps.db, claim);
    throw err;
  }
  try {
    return await upsertCrmOpportunity(deps, claim, accountId);
  } catch (err) {
    if (err instanceof CrmNotFoundError) {
      await releaseClaim(deps.db, claim);
      throw err;
    }
    try {
      await removeCrmOpportunity(deps, claim);
      await releaseClaim(deps.db, claim);
    } catch (removal) {
      deps.logger.warn('approval left to the recovery: CRM record not removed', {
        opportunityId: claim.row.id,
        err: removal instanceof Error ? removal.message : String(removal),
      });
      await markForUndo(deps.db, claim);
    }
    throw err;
  }
}

/**
 * analysis → approved, as a recoverable sequence (approval-sequence.ts). Exactly one of two simultaneous approvals
 * wins; until the approval completes the opportunity shows analysis and other decisions are refused. An opportunity
 * approved before (a renewal) keeps its CRM record and makes no CRM call.
 */
export async function approveOpportunity(
  deps: SequenceDeps,
  viewer: Viewer,
  o: OpportunityRow,
  a: { name: string; probabilityClosing?: number; origin: string },
): Promise<OpportunityRow> {
  transition(o.status, 'approve', o.approving);
  const claim = await claimApproval(deps, o.id, {
    actor: { id: viewer.id, name: viewer.name },
    name: a.name,
    probability: a.probabilityClosing ?? o.probability_closing,
    origin: a.origin,
  });
  const release = deps.leases?.hold(() => endClaimLease(deps, claim));
  let approved: OpportunityRow | undefined;
  try {
    const register = claim.row.register ?? (await registerInCrm(deps, claim));
    approved = await completeApproval(deps, claim, register);
  } finally {
    release?.();
  }
  if (approved) return approved;
  // The lease ended before completion and the recovery took the claim over: it finishes with the same CRM record.
  const [current] = await deps.db.query<OpportunityRow>(
    `SELECT ${OPPORTUNITY_COLUMNS} FROM api.opportunities o WHERE o.id = $1`,
    [o.id],
  );
  if (!current) throw notFound();
  if (current.status === 'approved') return current;
  throw refused('approve', current.status, current.status === 'analysis');
}
