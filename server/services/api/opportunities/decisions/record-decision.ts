import { notFound } from '../../../../lib/errors.js';
import type { ApiContext } from '../../context.js';
import { enqueueMail } from '../../mail/outbox.js';
import { mailTemplates } from '../../mail/templates.js';
import type { Viewer } from '../../viewer.js';
import { releaseWaiting } from '../../watches/release.js';
import { lockById, type OpportunityRow } from '../repository.js';
import { opportunityRef } from '../serialize.js';
import { type OpportunityChanges, writeChange } from './change.js';
import type { ChangeBody } from './change-input.js';

/**
 * A representative's decision call on one opportunity (PATCH /opportunity/{id}, or its renewal's): the routes serve
 * both alike, with the page's origin for the owner's mail links.
 */
export type DecisionCall = (
  ctx: ApiContext,
  viewer: Viewer,
  id: string,
  body: ChangeBody,
  origin: string,
) => Promise<OpportunityRow>;

/** The owner's mail names what was decided: the opportunity itself, or its renewal. */
type DecisionMail = 'opportunityDecided' | 'renewalDecided';

/**
 * A representative's decision on opportunity `id`, in a transaction on its row, locked (404 once it is gone): `change`
 * gives what changes from the row as it stands, refused (423) when its status does not allow the decision; then the
 * change and its history, the owner's e-mail, and on a refusal those waiting for the customer are told it is free
 * (design section 16).
 */
export function recordDecision(
  ctx: ApiContext,
  id: string,
  d: {
    mail: DecisionMail;
    change: (before: OpportunityRow, now: Date) => OpportunityChanges;
    viewer: Viewer;
    origin: string;
    approved: boolean;
    reason?: string;
  },
): Promise<OpportunityRow> {
  const { origin, approved, reason } = d;
  return ctx.db.tx(async (q) => {
    const before = await lockById(q, id);
    if (!before) throw notFound();
    const now = ctx.clock.now();
    const after = await writeChange(q, {
      before,
      changes: d.change(before, now),
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
  });
}
