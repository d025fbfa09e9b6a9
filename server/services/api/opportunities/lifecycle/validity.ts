import type { Queryable } from '../../../../db/connection.js';
import { brandOrigin } from '../../../../lib/brand-origin.js';
import { WITHOUT_STATEMENT_TIMEOUT } from '../../../../lib/pool-limits.js';
import type { ApiContext } from '../../context.js';
import { enqueueMail } from '../../mail/outbox.js';
import { mailTemplates } from '../../mail/templates.js';
import { releaseWaiting } from '../../watches/release.js';
import { SYSTEM } from '../decisions/change.js';
import { OPPORTUNITY_COLUMNS, type OpportunityRow } from '../repository.js';
import { OPPORTUNITY_VALIDITY_DAYS } from '../rules.js';
import { opportunityRef } from '../serialize.js';

export type ValidityDeps = Pick<ApiContext, 'db' | 'clock' | 'config' | 'logger'>;

/** The history rows of the statuses a job step moved, in the same statement as the move (stamped like recordHistory). */
const historyOf = (moved: string, from: string, to: string) => `
  INSERT INTO api.history (brand, type, type_id, action_type, user_id, username, modifications)
  SELECT m.brand, 'opportunity', m.id::text, 'update', NULL, '${SYSTEM.name}',
    jsonb_build_array(jsonb_build_object('attribute', 'status', 'oldValue', '${from}', 'newValue', '${to}'))
  FROM ${moved} m`;

/**
 * approved → renovation once the validity ended (90 days from creation, or from the renewal date), in one UPDATE
 * with the history rows; the owners are e-mailed in the same transaction, with links into their own brand (no page
 * origin exists for a job). Only completed approvals (with their date); an approval in progress is still in analysis
 * (approval-sequence.ts).
 */
async function startRenovations(q: Queryable, deps: ValidityDeps, now: Date): Promise<OpportunityRow[]> {
  const moved = await q.query<OpportunityRow>(
    `WITH moved AS (
       UPDATE api.opportunities o SET status = 'renovation', renovation_at = $1, updated_at = $1
       WHERE o.status = 'approved' AND o.approve_date IS NOT NULL AND NOT o.is_deleted
         AND coalesce(o.renovation_date, o.created_at) + make_interval(days => $2) <= $1
       RETURNING ${OPPORTUNITY_COLUMNS}
     ), logged AS (${historyOf('moved', 'approved', 'renovation')})
     SELECT * FROM moved`,
    [now, OPPORTUNITY_VALIDITY_DAYS],
  );
  for (const o of moved) {
    await enqueueMail(
      q,
      mailTemplates.opportunityInRenovation({
        brand: o.brand,
        to: o.owner_email ?? '',
        origin: brandOrigin(deps.config, o.brand),
        opportunity: opportunityRef(o),
        graceDays: deps.config.renewalGraceDays,
      }),
    );
  }
  return moved;
}

/**
 * renovation → expired when the grace period passed without a renewal request (a request leaves renovation). Those
 * waiting for a customer so freed are told in the same transaction (design section 16), once per customer.
 */
async function expire(q: Queryable, deps: ValidityDeps, now: Date): Promise<number> {
  const expired = await q.query<{ id: string; brand: string; cnpj_root: string }>(
    `WITH moved AS (
       UPDATE api.opportunities o SET status = 'expired', updated_at = $1
       WHERE o.status = 'renovation' AND NOT o.is_deleted
         AND coalesce(o.renovation_at, o.updated_at) + make_interval(days => $2) <= $1
       RETURNING o.id, o.brand, o.cnpj_root
     ), logged AS (${historyOf('moved', 'renovation', 'expired')})
     SELECT id, brand, cnpj_root FROM moved`,
    [now, deps.config.renewalGraceDays],
  );
  for (const c of await awaitedCustomers(q, expired)) {
    await releaseWaiting(deps.db, q, {
      brand: c.brand,
      root: c.cnpj_root,
      origin: brandOrigin(deps.config, c.brand),
      now,
      graceDays: deps.config.renewalGraceDays,
    });
  }
  return expired.length;
}

/** Of the customers of these opportunities, those someone waits for: a backlog of expiries costs one read. */
async function awaitedCustomers(q: Queryable, moved: Array<{ brand: string; cnpj_root: string }>) {
  if (!moved.length) return [];
  return q.query<{ brand: string; cnpj_root: string }>(
    `SELECT DISTINCT w.brand, w.cnpj_root FROM api.customer_watches w
     JOIN unnest($1::text[], $2::text[]) AS m(brand, cnpj_root) ON m.brand = w.brand AND m.cnpj_root = w.cnpj_root`,
    [moved.map((o) => o.brand), moved.map((o) => o.cnpj_root)],
  );
}

/** One run of the validity rules, in one transaction: validity ended → renovation, then grace ended → expired. */
export async function applyValidity(deps: ValidityDeps): Promise<{ renovation: number; expired: number }> {
  const now = deps.clock.now();
  return deps.db.tx(async (q) => {
    // After a long stop, one run may move a large backlog: a job is not a request, and must not be cut short.
    await q.query(WITHOUT_STATEMENT_TIMEOUT);
    const renovation = (await startRenovations(q, deps, now)).length;
    const expired = await expire(q, deps, now);
    return { renovation, expired };
  });
}
