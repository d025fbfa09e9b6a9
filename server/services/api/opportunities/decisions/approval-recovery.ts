import type { Queryable } from '../../../../db/connection.js';
import { CrmNotFoundError } from '../../crm/port.js';
import {
  type ApprovalClaim,
  completeApproval,
  crmAccountOf,
  markForUndo,
  removeCrmOpportunity,
  type SequenceDeps,
  takeOverClaim,
  undoApproval,
  upsertCrmOpportunity,
} from './approval-sequence.js';

export interface RecoveryResult {
  /** Interrupted approvals completed as their representative asked. */
  finished: number;
  /** Interrupted approvals undone (the CRM refused them, or their approver gave up): back to plain analysis. */
  undone: number;
  /** Claims still held after the pass (in progress, or waiting for a CRM that did not answer). */
  pending: number;
  /** The latest lease end of those claims: a pass right after it recovers every one of them. */
  latestLeaseEnd: Date | null;
}

type Outcome = 'finished' | 'undone' | 'waiting';

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Undoes a claim: its CRM record (if any) removed, then the claim released with a note; waits while the CRM fails. */
async function undo(deps: SequenceDeps, claim: ApprovalClaim, reason?: string): Promise<Outcome> {
  try {
    await removeCrmOpportunity(deps, claim);
  } catch (err) {
    deps.logger.warn('interrupted approval: CRM record not removed yet', { id: claim.row.id, err: message(err) });
    await markForUndo(deps.db, claim);
    return 'waiting';
  }
  return (await undoApproval(deps, claim, reason)) ? 'undone' : 'waiting';
}

/**
 * Finishes an approval taken over from a process that died: the same CRM steps (the upsert answers the record an
 * earlier attempt wrote, if any), then the completion, attributed to the approving representative. A definite
 * refusal of the CRM (SF404) undoes it; an unclear failure leaves the claim for the next pass.
 */
async function finish(deps: SequenceDeps, claim: ApprovalClaim): Promise<Outcome> {
  let register = claim.row.register;
  try {
    register ??= await upsertCrmOpportunity(deps, claim, (await crmAccountOf(deps, claim.row)).id);
  } catch (err) {
    if (err instanceof CrmNotFoundError) return undo(deps, claim, err.message);
    deps.logger.warn('interrupted approval: CRM unavailable, retried later', { id: claim.row.id, err: message(err) });
    return 'waiting';
  }
  return (await completeApproval(deps, claim, register)) ? 'finished' : 'waiting';
}

/**
 * When the earliest approval claim's lease ends; undefined when no approval is in progress. Read from the lease
 * index alone (its first entry), so that every replica can ask often.
 */
export async function nextApprovalLeaseEnd(q: Queryable): Promise<Date | undefined> {
  const [row] = await q.query<{ until: Date | null }>(
    'SELECT min(approval_lease_until) AS until FROM api.opportunities WHERE approval_token IS NOT NULL',
  );
  return row?.until ? new Date(row.until) : undefined;
}

/**
 * Finishes or undoes the approvals a crash interrupted (design section 4, "Approval and other cross-service
 * writes"), or that failed without one: every claim whose lease ended is taken over, then finished as asked, or undone
 * when its approver gave up or the CRM refuses it. Run soon after a lease ends (jobs/lease-watch.ts) and by the
 * hourly job, under the job's advisory lock; safe to run anywhere anyway, since each claim is taken over by
 * compare-and-set.
 */
export async function recoverInterruptedApprovals(deps: SequenceDeps): Promise<RecoveryResult> {
  const expired = await deps.db.query<{ id: string; token: string }>(
    `SELECT id, approval_token::text AS token FROM api.opportunities
     WHERE approval_token IS NOT NULL AND approval_lease_until <= $1 ORDER BY approval_lease_until, id`,
    [deps.clock.now()],
  );
  const result: RecoveryResult = { finished: 0, undone: 0, pending: 0, latestLeaseEnd: null };
  for (const { id, token } of expired) {
    const claim = await takeOverClaim(deps, id, token);
    if (!claim) continue;
    const outcome = claim.undo ? await undo(deps, claim) : await finish(deps, claim);
    if (outcome !== 'waiting') result[outcome]++;
  }
  const [left] = await deps.db.query<{ pending: number; latest: Date | null }>(
    `SELECT count(*)::int AS pending, max(approval_lease_until) AS latest FROM api.opportunities
     WHERE approval_token IS NOT NULL`,
  );
  return { ...result, pending: left.pending, latestLeaseEnd: left.latest };
}
