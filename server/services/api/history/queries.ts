import type { Db } from '../../../db/connection.js';
import { type Paging, pageReply } from '../query.js';
import type { HistoryAction, HistoryKind, HistoryType, Modification } from './record.js';

export interface HistoryItem {
  id: string;
  typeId: string;
  type: HistoryType;
  actionType: HistoryAction;
  /** A note is a user's text (POST /history/create), not a change: clients show it as such. */
  kind: HistoryKind;
  modifications: Modification[];
  createdAt: string;
  userId?: string | null;
  username?: string | null;
}

interface Row extends Omit<HistoryItem, 'createdAt'> {
  createdAt: Date | string;
  userId: string | null;
  username: string | null;
}

/**
 * The history of one record on the viewer's brand, newest first. Who made each change is shown to representatives
 * only (spec section 6): for everyone else the keys are left out, not nulled.
 */
export async function historyOf(
  db: Db,
  opts: { typeId: string; types: HistoryType[]; brand: string; withAuthor: boolean },
  paging: Paging,
) {
  const filter = `type_id = $1 AND type = ANY($2::text[]) AND (brand IS NULL OR brand IN ($3, 'all'))`;
  const params = [opts.typeId, opts.types, opts.brand];
  // One record's rows, found by its id: the same plan for every record, kept prepared (connection.ts).
  const [{ total }] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM api.history WHERE ${filter}`,
    params,
    { prepared: true },
  );
  const rows = await db.query<Row>(
    `SELECT id, type_id AS "typeId", type, action_type AS "actionType", kind, modifications, created_at AS "createdAt",
            user_id AS "userId", username
       FROM api.history WHERE ${filter}
      ORDER BY created_at DESC, id DESC LIMIT $4 OFFSET $5`,
    [...params, paging.amount, paging.offset],
    { prepared: true },
  );
  const result: HistoryItem[] = rows.map(({ userId, username, createdAt, ...r }) => ({
    ...r,
    createdAt: new Date(createdAt).toISOString(),
    ...(opts.withAuthor ? { userId, username } : {}),
  }));
  return pageReply(result, total, paging);
}
