import type { Queryable } from '../../../../db/connection.js';
import { diff, recordHistory } from '../../history/record.js';
import { recordDecisionTime } from '../lifecycle/decision-times.js';
import { OPPORTUNITY_COLUMNS, type OpportunityRow } from '../repository.js';
import { toOpportunity } from '../serialize.js';

/** The columns a change may write, with the attribute name the history shows for each. */
const ATTRIBUTES = {
  status: 'status',
  name: 'name',
  probability_closing: 'probabilityClosing',
  reason: 'reason',
  register: 'register',
  approve_date: 'approveDate',
  renovation_date: 'renovationDate',
  request_renovation_at: 'requestRenovationAt',
  renovation_at: 'renovationAt',
} as const;

export type OpportunityChanges = Partial<Pick<OpportunityRow, keyof typeof ATTRIBUTES>>;

/** Who made a change, as the history shows it; the hourly job acts as "Sistema". */
export interface Actor {
  id: string | null;
  name: string;
}
export const SYSTEM: Actor = { id: null, name: 'Sistema' };

const pick = (view: Record<string, unknown>, keys: (keyof typeof ATTRIBUTES)[]) =>
  Object.fromEntries(keys.map((k) => [ATTRIBUTES[k], view[ATTRIBUTES[k]]]));

/**
 * Writes `changes` to a row locked by the caller's transaction and records, in the same transaction, each attribute
 * whose value really changed (old and new value) under the acting user. `previous` corrects the "before" values
 * when an earlier step already claimed the row (the approval's compare-and-set on the status).
 */
export async function writeChange(
  q: Queryable,
  a: { before: OpportunityRow; changes: OpportunityChanges; actor: Actor; now: Date; previous?: OpportunityChanges },
): Promise<OpportunityRow> {
  const keys = (Object.keys(a.changes) as (keyof typeof ATTRIBUTES)[]).filter((k) => a.changes[k] !== undefined);
  const sets = keys.map((k, i) => `${k} = $${i + 3}`);
  const [after] = await q.query<OpportunityRow>(
    `UPDATE api.opportunities o SET ${[...sets, 'updated_at = $2'].join(', ')} WHERE o.id = $1
     RETURNING ${OPPORTUNITY_COLUMNS}`,
    [a.before.id, a.now, ...keys.map((k) => a.changes[k])],
  );
  // Leaving a wait for a decision is a decision: its time counts in the dashboard (design section 17).
  if (after.status !== a.before.status) await recordDecisionTime(q, a.before, a.now);
  const modifications = diff(
    pick(toOpportunity({ ...a.before, ...a.previous }), keys),
    pick(toOpportunity(after), keys),
  );
  if (modifications.length) {
    await recordHistory(q, {
      brand: after.brand,
      type: 'opportunity',
      typeId: after.id,
      actionType: 'update',
      userId: a.actor.id,
      username: a.actor.name,
      modifications,
    });
  }
  return after;
}
