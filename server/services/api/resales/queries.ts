import { one, type Queryable } from '../../../db/connection.js';
import { badRequest } from '../../../lib/errors.js';
import { createdAtDirection, dateRange, isUuid, listParam, type Paging, pageReply, type Query } from '../query.js';

export const RESALE_STATUSES = ['analysis', 'approved', 'disapproved'] as const;
export type ResaleStatus = (typeof RESALE_STATUSES)[number];

/** A sign-up's status in the words of the resales screens. */
export const RESALE_STATUS_LABELS: Record<ResaleStatus, string> = {
  analysis: 'Em Análise',
  approved: 'Aprovada',
  disapproved: 'Reprovada',
};

/** A sign-up as the resales list and details show it (spec section 3, Resale). */
export interface ResaleItem {
  id: string;
  status: string;
  createdAt: string;
  cnpj: string;
  cep: string | null;
  city: string | null;
  street: string | null;
  state: string | null;
  fantasyName: string | null;
  corporateName: string | null;
  contactName: string;
  phone: string;
  email: string;
  reason: string | null;
}

const COLUMNS = `id, status, created_at AS "createdAt", cnpj, cep, city, street, state, fantasy_name AS "fantasyName",
  corporate_name AS "corporateName", contact_name AS "contactName", phone, email, reason`;

type ResaleRow = Omit<ResaleItem, 'createdAt'> & { createdAt: Date | string };
const asItem = (r: ResaleRow): ResaleItem => ({ ...r, createdAt: new Date(r.createdAt).toISOString() });

/** The brand's sign-ups, filtered by status list and creation day, newest first (ties by id). */
export async function listResales(db: Queryable, brand: string, q: Query, paging: Paging) {
  const statuses = listParam(q, 'status');
  const unknown = statuses.find((s) => !(RESALE_STATUSES as readonly string[]).includes(s));
  if (unknown) throw badRequest(`Status inválido: ${unknown}`, { status: 'Use analysis, approved ou disapproved' });

  const where = ['brand = $1'];
  const params: unknown[] = [brand];
  if (statuses.length) {
    params.push(statuses);
    where.push(`status = ANY($${params.length}::text[])`);
  }
  const range = dateRange(q);
  if (range?.from) {
    params.push(range.from);
    where.push(`created_at >= $${params.length}::timestamptz`);
  }
  if (range?.to) {
    params.push(range.to);
    where.push(`created_at < $${params.length}::timestamptz`);
  }
  const dir = createdAtDirection(q);
  const filter = where.join(' AND ');
  const [{ total }] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM api.resales WHERE ${filter}`,
    params,
  );
  const rows = await db.query<ResaleRow>(
    `SELECT ${COLUMNS} FROM api.resales WHERE ${filter}
      ORDER BY created_at ${dir}, id ${dir} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, paging.amount, paging.offset],
  );
  return pageReply(rows.map(asItem), total, paging);
}

/** One sign-up of the brand as the list shows it; undefined for an unknown id or another brand's sign-up. */
export async function findResale(db: Queryable, brand: string, id: string): Promise<ResaleItem | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await one<ResaleRow>(db, `SELECT ${COLUMNS} FROM api.resales WHERE id = $1 AND brand = $2`, [id, brand]);
  return row && asItem(row);
}
