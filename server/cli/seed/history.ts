import type { Queryable } from '../../db/connection.js';
import type { HistoryEntry } from '../../services/api/history/record.js';
import { insertRows } from './insert.js';
import type { Random } from './random.js';

/** A history row of the demo data (a change, as the portal records it), dated when its change happened. */
export type HistoryRow = Omit<HistoryEntry, 'brand' | 'kind'> & { brand: string; createdAt: Date };

/** The name history shows for changes made by the validity job rather than by a person. */
export const SYSTEM_USERNAME = 'Sistema';

export async function insertHistory(q: Queryable, rnd: Random, rows: HistoryRow[]): Promise<void> {
  await insertRows(
    q,
    'api.history',
    ['id', 'brand', 'type', 'type_id', 'action_type', 'user_id', 'username', 'modifications', 'created_at'],
    rows.map((h) => [
      rnd.uuid(),
      h.brand,
      h.type,
      h.typeId,
      h.actionType,
      h.userId,
      h.username,
      JSON.stringify(h.modifications),
      h.createdAt,
    ]),
  );
}
