import type { Queryable } from '../../../db/connection.js';
import { SYSTEM } from './change.js';

/**
 * An approval claims the opportunity (status approved) before its CRM call and writes `register` and `approveDate`
 * after it. A process that dies in between leaves the opportunity approved without an approval date (a renewed one
 * keeps the `register` of its first approval, but its old date was cleared when the renewal was approved), and no
 * call can move it on from there. Claims older than this are certainly dead (the CRM call times out long before), so
 * the hourly job hands them back to analysis, where a representative approves them again.
 */
export const STALLED_APPROVAL_MINUTES = 10;

export const STALLED_APPROVAL_NOTE =
  'Aprovação interrompida antes do registro no CRM; a oportunidade voltou para análise e pode ser aprovada de novo.';

/** One step of the hourly job: stalled approvals → analysis, each with a history row by "Sistema". */
export async function recoverStalledApprovals(q: Queryable, now: Date): Promise<number> {
  const recovered = await q.query<{ id: string }>(
    `WITH moved AS (
       UPDATE api.opportunities o SET status = 'analysis', updated_at = $1::timestamptz
       WHERE o.status = 'approved' AND o.approve_date IS NULL AND NOT o.is_deleted
         AND o.updated_at < $1::timestamptz - make_interval(mins => $2)
       RETURNING o.id, o.brand
     ), logged AS (
       INSERT INTO api.history (brand, type, type_id, action_type, user_id, username, modifications)
       SELECT m.brand, 'opportunity', m.id::text, 'update', NULL, $3,
         jsonb_build_array(
           jsonb_build_object('attribute', 'status', 'oldValue', 'approved', 'newValue', 'analysis'),
           jsonb_build_object('attribute', 'note', 'oldValue', NULL, 'newValue', $4::text))
       FROM moved m
     )
     SELECT id FROM moved`,
    [now, STALLED_APPROVAL_MINUTES, SYSTEM.name, STALLED_APPROVAL_NOTE],
  );
  return recovered.length;
}
