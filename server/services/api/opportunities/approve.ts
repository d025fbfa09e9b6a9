import { HttpError, notFound } from '../../../lib/errors.js';
import type { ApiContext } from '../context.js';
import { CrmUnavailableError } from '../crm/port.js';
import { enqueueMail } from '../mail/outbox.js';
import { mailTemplates } from '../mail/templates.js';
import type { Viewer } from '../viewer.js';
import { writeChange } from './change.js';
import { refused, transition } from './lifecycle.js';
import { opportunityRef } from './notify.js';
import { lockById, type OpportunityRow, projectsOf } from './repository.js';

/** Creates the customer account (by CNPJ) and the opportunity in the CRM; returns the CRM id for `register`. */
async function syncToCrm(ctx: ApiContext, o: OpportunityRow, name: string, probability: number | null) {
  try {
    const account = await ctx.crm.upsertAccount({
      brand: o.brand,
      cnpj: o.cnpj,
      name: o.corporate_name || o.fantasy_name || o.cnpj,
    });
    const [project] = await projectsOf(ctx.db, o.id);
    const record = await ctx.crm.upsertOpportunity({
      brand: o.brand,
      accountId: account.id,
      opportunityId: o.id,
      name,
      amount: o.estimated,
      probability,
      closeDate: project?.conclusion_date ?? null,
      ownerId: o.seller_salesforce_id,
    });
    return record.id;
  } catch (err) {
    // The adapters answer SF404 / [SFERROR] errors; anything else thrown on the way is a failed CRM call too.
    if (err instanceof HttpError) throw err;
    throw new CrmUnavailableError(err instanceof Error ? err.message : String(err));
  }
}

/**
 * analysis → approved. Exactly one of two simultaneous approvals wins: the status is claimed by compare-and-set
 * first, the CRM is called outside any transaction (once), and only then are the CRM id, the approval date, the
 * history and the owner's e-mail written together. A CRM failure hands the opportunity back to analysis.
 * An opportunity approved before (a renewal) keeps its CRM record.
 */
export async function approveOpportunity(
  ctx: ApiContext,
  viewer: Viewer,
  o: OpportunityRow,
  a: { name: string; probabilityClosing?: number; origin: string },
): Promise<OpportunityRow> {
  transition(o.status, 'approve');
  const claimedAt = ctx.clock.now();
  const claimed = await ctx.db.query(
    `UPDATE api.opportunities SET status = 'approved', updated_at = $2
     WHERE id = $1 AND status = 'analysis' AND NOT is_deleted RETURNING id`,
    [o.id, claimedAt],
  );
  if (!claimed.length) {
    const [current] = await ctx.db.query<Pick<OpportunityRow, 'status'>>(
      'SELECT status FROM api.opportunities WHERE id = $1',
      [o.id],
    );
    throw refused('approve', current?.status ?? 'approved');
  }

  const probability = a.probabilityClosing ?? o.probability_closing;
  let register: string;
  try {
    register = o.register ?? (await syncToCrm(ctx, o, a.name, probability));
  } catch (err) {
    await ctx.db.query(
      `UPDATE api.opportunities SET status = 'analysis', updated_at = $2 WHERE id = $1 AND status = 'approved'`,
      [o.id, ctx.clock.now()],
    );
    throw err;
  }

  return ctx.db.tx(async (q) => {
    const before = await lockById(q, o.id);
    if (!before) throw notFound();
    const now = ctx.clock.now();
    const after = await writeChange(q, {
      before,
      changes: { status: 'approved', name: a.name, probability_closing: probability, register, approve_date: now },
      previous: { status: 'analysis' },
      actor: { id: viewer.id, name: viewer.name },
      now,
    });
    await enqueueMail(
      q,
      mailTemplates.opportunityDecided({
        brand: after.brand,
        to: after.owner_email ?? '',
        origin: a.origin,
        opportunity: opportunityRef(after),
        approved: true,
        register,
      }),
    );
    return after;
  });
}
