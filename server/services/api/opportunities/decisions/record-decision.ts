import type { Queryable } from '../../../../db/connection.js';
import type { ApiContext } from '../../context.js';
import { enqueueMail } from '../../mail/outbox.js';
import { mailTemplates } from '../../mail/templates.js';
import type { Viewer } from '../../viewer.js';
import { releaseWaiting } from '../../watches/release.js';
import type { OpportunityRow } from '../repository.js';
import { opportunityRef } from '../serialize.js';
import { type OpportunityChanges, writeChange } from './change.js';

/** The owner's mail names what was decided: the opportunity itself, or its renewal. */
type DecisionMail = 'opportunityDecided' | 'renewalDecided';

/**
 * A representative's decision, inside the caller's transaction on the locked row: the change and its history, the
 * owner's e-mail, and on a refusal those waiting for the customer are told it is free (design section 16).
 */
export async function recordDecision(
  ctx: ApiContext,
  q: Queryable,
  d: {
    mail: DecisionMail;
    before: OpportunityRow;
    changes: OpportunityChanges;
    viewer: Viewer;
    now: Date;
    origin: string;
    approved: boolean;
    reason?: string;
  },
): Promise<OpportunityRow> {
  const { now, origin, approved, reason } = d;
  const after = await writeChange(q, {
    before: d.before,
    changes: d.changes,
    actor: { id: d.viewer.id, name: d.viewer.name },
    now,
  });
  await enqueueMail(
    q,
    mailTemplates[d.mail]({
      brand: after.brand,
      to: after.owner_email ?? '',
      origin,
      opportunity: opportunityRef(after),
      approved,
      reason,
    }),
  );
  if (!approved) {
    const graceDays = ctx.config.renewalGraceDays;
    await releaseWaiting(ctx.db, q, { brand: after.brand, root: after.cnpj_root, origin, now, graceDays });
  }
  return after;
}
