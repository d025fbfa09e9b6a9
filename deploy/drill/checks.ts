/**
 * What the database says after a scenario: was every acknowledged write kept, was any done twice.
 */
import type { LoadRun } from './load.js';
import { query } from './load.js';

/** Acknowledged registrations missing and approvals not approved, on the leader now. */
export async function lostAcknowledgedWrites(dbUrl: string, run: LoadRun): Promise<number> {
  const ack = run.result.acknowledged ?? { created: [], approved: [] };
  const [{ missing }] = await query<{ missing: number }>(
    dbUrl,
    `SELECT count(*)::int AS missing FROM unnest($1::uuid[]) AS a(id)
      WHERE NOT EXISTS (SELECT 1 FROM api.opportunities o WHERE o.id = a.id)`,
    [ack.created],
  );
  const [{ unapproved }] = await query<{ unapproved: number }>(
    dbUrl,
    `SELECT count(*)::int AS unapproved FROM unnest($1::uuid[]) AS a(id)
      WHERE NOT EXISTS (SELECT 1 FROM api.history h WHERE h.type_id = a.id::text
                          AND api.history_decision(h.type, h.kind, h.modifications) = 'approved')`,
    [ack.approved],
  );
  return missing + unapproved;
}

/**
 * Writes done twice: registrations of this run (its CNPJ prefix: one registration per CNPJ root) found more than
 * once, and opportunities approved more than once.
 */
export async function duplicateWrites(dbUrl: string, run: LoadRun): Promise<number> {
  const p = Number(run.vocabulary.cnpjPrefix);
  const [{ created }] = await query<{ created: number }>(
    dbUrl,
    `SELECT count(*)::int AS created FROM (SELECT cnpj_root FROM api.opportunities
      WHERE cnpj_root >= $1 AND cnpj_root < $2 GROUP BY cnpj_root HAVING count(*) > 1) d`,
    [`${p}0000`, `${p + 1}0000`],
  );
  const [{ approved }] = await query<{ approved: number }>(
    dbUrl,
    `SELECT count(*)::int AS approved FROM (SELECT type_id FROM api.history
      WHERE type_id = ANY($1::text[]) AND api.history_decision(type, kind, modifications) = 'approved'
        AND created_at >= $2
      GROUP BY type_id HAVING count(*) > 1) d`,
    // Approvals of this run only: an opportunity the seed approved once and sent back to analysis is approved again.
    [run.result.acknowledged?.approved ?? [], new Date(run.startedAt - 1_000).toISOString()],
  );
  return created + approved;
}
