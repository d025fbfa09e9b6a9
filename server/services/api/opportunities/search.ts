import type { Queryable } from '../../../db/connection.js';
import type { Viewer } from '../viewer.js';
import type { OpportunityStatus } from './lifecycle.js';
import { contains } from './list-filters.js';
import { scopedWhere } from './scoped-where.js';

/** The name search answers a short pick list, never a whole brand. */
export const NAME_SEARCH_LIMIT = 20;

/** GET /opportunity/name: the viewer's opportunities whose name contains `name`, by name. */
export async function searchByName(q: Queryable, viewer: Viewer, name: string | undefined) {
  const where = scopedWhere(
    viewer,
    name ? { sql: 'o.name ILIKE $1', params: [contains(name)] } : { sql: 'TRUE', params: [] },
  );
  const rows = await q.query<{
    id: string;
    name: string | null;
    status: OpportunityStatus;
    corporate_name: string | null;
    cnpj: string;
    total: number;
  }>(
    `SELECT o.id, o.name, o.status, o.corporate_name, o.cnpj, count(*) OVER ()::int AS total
     FROM api.opportunities o WHERE ${where.sql}
     ORDER BY o.name, o.id LIMIT ${NAME_SEARCH_LIMIT}`,
    where.params,
  );
  return {
    data: rows.map((r) => ({
      id: r.id,
      name: r.name,
      status: r.status,
      corporateName: r.corporate_name,
      cnpj: r.cnpj,
    })),
    quantityPage: Math.ceil((rows[0]?.total ?? 0) / NAME_SEARCH_LIMIT),
  };
}
