import type { Queryable } from '../../../db/connection.js';

export type HistoryType = 'opportunity' | 'resale' | 'user';
export type HistoryAction = 'create' | 'update';
/**
 * `change`: written by the portal in the transaction of the change it records, the only history anything counts.
 * `note`: written by a user through POST /history/create; it records nothing that happened and counts nowhere.
 */
export type HistoryKind = 'change' | 'note';

export interface Modification {
  attribute: string;
  oldValue: string | null;
  newValue: string | null;
}

export interface HistoryEntry {
  brand: string | null;
  type: HistoryType;
  typeId: string;
  actionType: HistoryAction;
  userId: string | null;
  username: string | null;
  modifications: Modification[];
  /** A change unless said otherwise: only the history call writes notes. */
  kind?: HistoryKind;
}

/** Writes one history row and returns its id; call it inside the transaction of the change it records. */
export async function recordHistory(q: Queryable, e: HistoryEntry): Promise<string> {
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO api.history (brand, type, type_id, action_type, user_id, username, modifications, kind)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      e.brand,
      e.type,
      e.typeId,
      e.actionType,
      e.userId,
      e.username,
      JSON.stringify(e.modifications),
      e.kind ?? 'change',
    ],
  );
  return row.id;
}

const show = (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v.toISOString();
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
};

/** The attributes whose value differs between `before` and `after`, as history modifications. */
export function diff(before: Record<string, unknown>, after: Record<string, unknown>): Modification[] {
  const mods: Modification[] = [];
  for (const attribute of Object.keys(after)) {
    const oldValue = show(before[attribute]);
    const newValue = show(after[attribute]);
    if (oldValue !== newValue) mods.push({ attribute, oldValue, newValue });
  }
  return mods;
}

/** Every attribute of a newly created record, as history modifications (old value null). */
export function created(after: Record<string, unknown>): Modification[] {
  return diff({}, after);
}
