import type { Queryable } from '../../../db/connection.js';
import type { Actor } from '../opportunities/decisions/change.js';

/** What an anonymised contact name reads; its e-mail and phone become empty. */
export const ANONYMISED = 'Anonimizado (LGPD)';
/** The history entry of an anonymisation: the attribute and the words the history screen shows. */
export const ANONYMISED_ATTRIBUTE = 'personalData';
export const ANONYMISED_ENTRY = 'dados pessoais anonimizados (LGPD)';

/** The opportunity columns that hold the customer contact, by the attribute name the history records them under. */
export const CONTACT_ATTRIBUTES = ['contact', 'email', 'phone'] as const;

/**
 * Anonymises the customer contact of the opportunities `ids` that still hold one, in the caller's transaction: the
 * columns (contact name → ANONYMISED, e-mail and phone → null), the values the history copied of them (the
 * registration's entry records every field), and one history entry per opportunity by `actor`. Everything else
 * stays: status, values, dates, products, the counts. Returns the ids it anonymised; an id already anonymised is
 * skipped, so running it twice changes nothing.
 */
export async function anonymiseContacts(q: Queryable, ids: string[], actor: Actor, now: Date): Promise<string[]> {
  if (!ids.length) return [];
  const done = await q.query<{ id: string }>(
    `WITH done AS (
       UPDATE api.opportunities o SET contact = $2, email = NULL, phone = NULL, personal_data_erased_at = $3
       WHERE o.id = ANY($1::uuid[]) AND o.personal_data_erased_at IS NULL
       RETURNING o.id, o.brand
     ), logged AS (
       INSERT INTO api.history (brand, type, type_id, action_type, user_id, username, modifications)
       SELECT d.brand, 'opportunity', d.id::text, 'update', $4, $5,
         jsonb_build_array(jsonb_build_object('attribute', $6::text, 'oldValue', NULL, 'newValue', $7::text))
       FROM done d
     )
     SELECT id FROM done`,
    [ids, ANONYMISED, now, actor.id, actor.name, ANONYMISED_ATTRIBUTE, ANONYMISED_ENTRY],
  );
  const anonymised = done.map((r) => r.id);
  if (anonymised.length) await anonymiseHistory(q, anonymised);
  return anonymised;
}

/** A copied value becomes ANONYMISED (an empty one stays empty), in every history row of these opportunities. */
async function anonymiseHistory(q: Queryable, ids: string[]) {
  const hidden = (side: string) =>
    `CASE WHEN coalesce(jsonb_typeof(e.m -> '${side}'), 'null') = 'null' THEN 'null'::jsonb ELSE to_jsonb($2::text) END`;
  await q.query(
    `UPDATE api.history h SET modifications = (
       SELECT jsonb_agg(
         CASE WHEN e.m ->> 'attribute' = ANY($3::text[])
           THEN e.m || jsonb_build_object('oldValue', ${hidden('oldValue')}, 'newValue', ${hidden('newValue')})
           ELSE e.m END
         ORDER BY e.i)
       FROM jsonb_array_elements(h.modifications) WITH ORDINALITY AS e(m, i))
     WHERE h.type = 'opportunity' AND h.type_id = ANY($1::text[])
       AND EXISTS (SELECT 1 FROM jsonb_array_elements(h.modifications) x WHERE x ->> 'attribute' = ANY($3::text[]))`,
    [ids, ANONYMISED, CONTACT_ATTRIBUTES],
  );
}
