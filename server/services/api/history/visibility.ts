import type { Db } from '../../../db/connection.js';
import { opportunityScope } from '../opportunities/list/scope.js';
import { isUuid } from '../query.js';
import { hasRole, type Viewer } from '../viewer.js';
import type { HistoryType } from './record.js';

// Each reads by id: kept prepared (connection.ts says why).
const exists = async (db: Db, sql: string, params: unknown[]) =>
  (await db.query(sql, params, { prepared: true })).length > 0;

/** An opportunity in the viewer's list scope (the same rule as the lists: spec section 6). */
function opportunityVisible(db: Db, v: Viewer, id: string) {
  const scope = opportunityScope(v, 2);
  return exists(db, `SELECT 1 FROM api.opportunities o WHERE o.id = $1 AND ${scope.sql}`, [id, ...scope.params]);
}

/** Sign-ups are read by representatives and support of their brand only. */
function resaleVisible(db: Db, v: Viewer, id: string) {
  if (!hasRole(v, 'REPRESENTATIVE', 'SUPPORT')) return Promise.resolve(false);
  return exists(db, 'SELECT 1 FROM api.resales WHERE id = $1 AND brand = $2', [id, v.brand]);
}

/** A user: oneself; for representatives and support anyone working on the brand; for a reseller its sellers. */
async function userVisible(db: Db, v: Viewer, id: string) {
  if (id === v.id) return true;
  const seller = `SELECT 1 FROM api.sellers WHERE id = $1 AND brand IN ($2, 'all')`;
  if (hasRole(v, 'REPRESENTATIVE', 'SUPPORT')) {
    return exists(db, `${seller} UNION ALL SELECT 1 FROM api.resales WHERE owner_user_id = $1 AND brand = $2`, [
      id,
      v.brand,
    ]);
  }
  if (hasRole(v, 'RESALE')) return exists(db, `${seller} AND resale_user_id = $3`, [id, v.brand, v.id]);
  return false;
}

/**
 * The kinds of record `typeId` names that the viewer may read the history of. Empty means "not visible", which the
 * routes answer as 404, the same as an id that does not exist.
 */
export async function visibleTypes(db: Db, v: Viewer, typeId: string): Promise<HistoryType[]> {
  if (!isUuid(typeId)) return [];
  const types: HistoryType[] = ['opportunity', 'resale', 'user'];
  const seen = await Promise.all([
    opportunityVisible(db, v, typeId),
    resaleVisible(db, v, typeId),
    userVisible(db, v, typeId),
  ]);
  return types.filter((_, i) => seen[i]);
}
