import type { Queryable } from '../../../../db/connection.js';
import { HttpError } from '../../../../lib/errors.js';
import type { ApiContext } from '../../context.js';
import { CrmUnavailableError } from '../../crm/port.js';
import { recordHistory } from '../../history/record.js';
import { enqueueMail } from '../../mail/outbox.js';
import { mailTemplates } from '../../mail/templates.js';
import { refused } from '../lifecycle/statuses.js';
import { OPPORTUNITY_COLUMNS, type OpportunityRow } from '../repository.js';
import { opportunityRef } from '../serialize.js';
import { type Actor, SYSTEM, writeChange } from './change.js';

/**
 * The steps of an approval as a recoverable sequence (design section 4, "Approval and other cross-service writes"):
 * (1) claim — the approval's intent and a lease are recorded on the opportunity, which stays in analysis;
 * (2) the CRM write, idempotent by the portal opportunity; (3) one transaction that completes the approval (status,
 * register, approval date, name, probability, history, owner e-mail) only while the claim is still held. A claim
 * whose lease ended is the recovery's (approval-recovery.ts): it finishes the sequence or undoes it.
 */

export type SequenceDeps = Pick<ApiContext, 'db' | 'clock' | 'config' | 'crm' | 'logger' | 'leases'>;

/**
 * Sequential CRM calls one approval may make at most, each bounded by the CRM timeout: with Salesforce, the account
 * query and creation, the opportunity upsert and its read (a 204 reply), the removal after an unclear failure; each
 * may need a token and, after a refused session, a new token and the call again (5 × 3 + the first token = 16).
 * Two more timeouts of margin cover the database steps around them.
 */
export const APPROVAL_LEASE_CRM_TIMEOUTS = 18;

/**
 * How long a claim is its approver's: the CRM calls of the sequence cannot outlast it, so a claim whose lease ended
 * was left by a process that died (or gave up), and the recovery may take it over without racing its approver.
 */
export const approvalLeaseMs = (crmTimeoutMs: number) => APPROVAL_LEASE_CRM_TIMEOUTS * crmTimeoutMs;

/** What the approving representative asked for: replayed as is when the recovery finishes the approval. */
export interface ApprovalIntent {
  actor: Actor;
  name: string;
  probability: number | null;
  /** The page origin of the approver's request: the owner's e-mail links to it. */
  origin: string;
}

/** A held claim: the opportunity as claimed, the token that proves it, the intent; `undo` once its approver gave up. */
export interface ApprovalClaim {
  row: OpportunityRow;
  token: string;
  leaseUntil: Date;
  intent: ApprovalIntent;
  undo: boolean;
  /** The first project's conclusion day ('yyyy-mm-dd'): the CRM record's close date. */
  closeDate: string | null;
}

// The first project's conclusion day is the CRM record's close date: read with the claim, not in a call of its own.
const CLAIM_COLUMNS = `${OPPORTUNITY_COLUMNS}, o.approval_token::text AS approval_token, o.approval_lease_until,
  o.approval_user_id, o.approval_username, o.approval_name, o.approval_probability, o.approval_origin, o.approval_undo,
  (SELECT p.conclusion_date::text FROM api.opportunity_projects p WHERE p.opportunity_id = o.id
    ORDER BY p.position, p.id LIMIT 1) AS close_date`;

interface ClaimRow extends OpportunityRow {
  approval_token: string;
  approval_lease_until: Date;
  approval_user_id: string | null;
  approval_username: string;
  approval_name: string;
  approval_probability: number | null;
  approval_origin: string;
  approval_undo: boolean;
  close_date: string | null;
}

const toClaim = (r: ClaimRow): ApprovalClaim => ({
  row: r,
  token: r.approval_token,
  leaseUntil: r.approval_lease_until,
  intent: {
    actor: { id: r.approval_user_id, name: r.approval_username },
    name: r.approval_name,
    probability: r.approval_probability,
    origin: r.approval_origin,
  },
  undo: r.approval_undo,
  closeDate: r.close_date,
});

const CLEARED = `approval_token = NULL, approval_lease_until = NULL, approval_user_id = NULL, approval_username = NULL,
  approval_name = NULL, approval_probability = NULL, approval_origin = NULL, approval_undo = false`;

const leaseEnd = (deps: SequenceDeps) =>
  new Date(deps.clock.now().getTime() + approvalLeaseMs(deps.config.crmTimeoutMs));

/**
 * Step 1, by compare-and-set: of two approvals racing, one claims; the other, and any decision while the claim is
 * held, is refused with 423 (lifecycle/statuses.ts says why). The status stays analysis, so every reader sees it in analysis.
 */
export async function claimApproval(deps: SequenceDeps, id: string, intent: ApprovalIntent): Promise<ApprovalClaim> {
  const [claimed] = await deps.db.query<ClaimRow>(
    `UPDATE api.opportunities o SET approval_token = gen_random_uuid(), approval_lease_until = $2,
       approval_user_id = $3, approval_username = $4, approval_name = $5, approval_probability = $6,
       approval_origin = $7, approval_undo = false
     WHERE o.id = $1 AND o.status = 'analysis' AND o.approval_token IS NULL AND NOT o.is_deleted
     RETURNING ${CLAIM_COLUMNS}`,
    [id, leaseEnd(deps), intent.actor.id, intent.actor.name, intent.name, intent.probability, intent.origin],
  );
  if (claimed) return toClaim(claimed);
  const [current] = await deps.db.query<Pick<OpportunityRow, 'status' | 'approving'>>(
    'SELECT status, approval_token IS NOT NULL AS approving FROM api.opportunities WHERE id = $1',
    [id],
  );
  throw refused('approve', current?.status ?? 'approved', current?.approving);
}

/** The recovery's claim on an approval whose lease ended: a new token and lease, so that its old holder cannot act. */
export async function takeOverClaim(deps: SequenceDeps, id: string, expiredToken: string) {
  const [taken] = await deps.db.query<ClaimRow>(
    `UPDATE api.opportunities o SET approval_token = gen_random_uuid(), approval_lease_until = $3
     WHERE o.id = $1 AND o.approval_token = $2::uuid AND o.approval_lease_until <= $4
     RETURNING ${CLAIM_COLUMNS}`,
    [id, expiredToken, leaseEnd(deps), deps.clock.now()],
  );
  return taken ? toClaim(taken) : undefined;
}

/** Gives the claim up with nothing written anywhere (the CRM holds no record of it); false if it was no longer held. */
/** Ends the claim's lease now, keeping the claim: the recovery then finishes or undoes it (a graceful stop's cut). */
export const endClaimLease = (deps: SequenceDeps, claim: ApprovalClaim) =>
  deps.db.query('UPDATE api.opportunities SET approval_lease_until = $3 WHERE id = $1 AND approval_token = $2::uuid', [
    claim.row.id,
    claim.token,
    deps.clock.now(),
  ]);

export async function releaseClaim(q: Queryable, claim: ApprovalClaim): Promise<boolean> {
  const released = await q.query(
    `UPDATE api.opportunities SET ${CLEARED} WHERE id = $1 AND approval_token = $2::uuid RETURNING id`,
    [claim.row.id, claim.token],
  );
  return released.length > 0;
}

/** Hands the claim to the recovery to undo (its CRM record, if any, could not be removed yet). */
export async function markForUndo(q: Queryable, claim: ApprovalClaim): Promise<void> {
  await q.query('UPDATE api.opportunities SET approval_undo = true WHERE id = $1 AND approval_token = $2::uuid', [
    claim.row.id,
    claim.token,
  ]);
}

/** A CRM call's failure as the adapters answer them: SF404 or [SFERROR]; anything else thrown is a failed call too. */
async function crmCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw new CrmUnavailableError(err instanceof Error ? err.message : String(err));
  }
}

/** Step 2a: the customer account (by CNPJ). Writes nothing that belongs to this opportunity alone. */
export const crmAccountOf = (deps: SequenceDeps, o: OpportunityRow) =>
  crmCall(() =>
    deps.crm.upsertAccount({ brand: o.brand, cnpj: o.cnpj, name: o.corporate_name || o.fantasy_name || o.cnpj }),
  );

/** Step 2b: the CRM opportunity, upserted by the portal id: run again, it answers the same record. */
export async function upsertCrmOpportunity(deps: SequenceDeps, claim: ApprovalClaim, accountId: string) {
  const o = claim.row;
  const record = await crmCall(() =>
    deps.crm.upsertOpportunity({
      brand: o.brand,
      accountId,
      opportunityId: o.id,
      name: claim.intent.name,
      amount: o.estimated,
      probability: claim.intent.probability,
      closeDate: claim.closeDate,
      ownerId: o.seller_salesforce_id,
    }),
  );
  return record.id;
}

/** Removes the CRM opportunity an interrupted approval may have written; never the record of a renewed deal. */
export async function removeCrmOpportunity(deps: SequenceDeps, claim: ApprovalClaim): Promise<void> {
  if (claim.row.register) return;
  await crmCall(() => deps.crm.removeOpportunity({ brand: claim.row.brand, opportunityId: claim.row.id }));
}

/**
 * Step 3, in one transaction: analysis → approved with the CRM id, the approval date, the name and probability asked
 * for, the history row under the approving representative and the owner's e-mail, only while `claim` is held.
 * Undefined when it is not (the recovery took the claim over, and finishes or undoes it).
 */
export async function completeApproval(
  deps: SequenceDeps,
  claim: ApprovalClaim,
  register: string,
): Promise<OpportunityRow | undefined> {
  return deps.db.tx(async (q) => {
    // The intent goes first: an intent exists only in analysis (a constraint of the table). Clearing it locks the
    // row, and what it returns is the row as it was for every attribute the history compares.
    const [before] = await q.query<OpportunityRow>(
      `UPDATE api.opportunities o SET ${CLEARED} WHERE o.id = $1 AND o.approval_token = $2::uuid
       RETURNING ${OPPORTUNITY_COLUMNS}`,
      [claim.row.id, claim.token],
    );
    if (!before) return undefined;
    const now = deps.clock.now();
    const after = await writeChange(q, {
      before,
      changes: {
        status: 'approved',
        name: claim.intent.name,
        probability_closing: claim.intent.probability,
        register,
        approve_date: now,
      },
      actor: claim.intent.actor,
      now,
    });
    await enqueueMail(
      q,
      mailTemplates.opportunityDecided({
        brand: after.brand,
        to: after.owner_email ?? '',
        origin: claim.intent.origin,
        opportunity: opportunityRef(after),
        approved: true,
        register,
      }),
    );
    return after;
  });
}

/** Why an approval disappeared without the opportunity being approved, as its history shows it. */
export const approvalUndoneNote = (approver: string) =>
  `Aprovação de ${approver} interrompida e desfeita; a oportunidade continua em análise e pode ser aprovada de novo.`;

/**
 * The recovery's undo, once the CRM holds no record of the approval: the claim is released and the history tells
 * why, by "Sistema". False if the claim was no longer held.
 */
export async function undoApproval(deps: SequenceDeps, claim: ApprovalClaim, reason?: string): Promise<boolean> {
  return deps.db.tx(async (q) => {
    if (!(await releaseClaim(q, claim))) return false;
    const note = reason
      ? `${approvalUndoneNote(claim.intent.actor.name)} Motivo: ${reason}`
      : approvalUndoneNote(claim.intent.actor.name);
    await recordHistory(q, {
      brand: claim.row.brand,
      type: 'opportunity',
      typeId: claim.row.id,
      actionType: 'update',
      userId: SYSTEM.id,
      username: SYSTEM.name,
      modifications: [{ attribute: 'note', oldValue: null, newValue: note }],
    });
    return true;
  });
}
