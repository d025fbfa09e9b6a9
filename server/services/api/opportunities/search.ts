import type { Queryable } from '../../../db/connection.js';
import { EXACT_TOTAL_LIMIT } from '../../../lib/constants.js';
import type { Viewer } from '../viewer.js';
import type { OpportunityStatus } from './lifecycle.js';
import { pageTotal } from './list.js';
import { contains, nameContains } from './list-filters.js';
import { ownResales } from './scope.js';
import { scopedWhere } from './scoped-where.js';

/** The name search answers a short pick list, never a whole brand. */
export const NAME_SEARCH_LIMIT = 20;

/**
 * GET /opportunity/name: the viewer's opportunities whose name contains `name`, by name. The page count comes from a
 * count that stops past EXACT_TOTAL_LIMIT, as the lists' does (list.ts), never from counting a whole brand.
 */
export async function searchByName(q: Queryable, viewer: Viewer, name: string | undefined) {
  const where = scopedWhere(
    viewer,
    name ? { sql: nameContains('$1'), params: [contains(name)] } : { sql: 'TRUE', params: [] },
    await ownResales(q, viewer),
  );
  const n = where.params.length;
  const [{ counted }] = await q.query<{ counted: number }>(
    `SELECT count(*)::int AS counted FROM (SELECT 1 FROM api.opportunities o WHERE ${where.sql} LIMIT $${n + 1}) m`,
    [...where.params, EXACT_TOTAL_LIMIT + 1],
  );
  const rows = await q.query<{
    id: string;
    name: string | null;
    status: OpportunityStatus;
    corporate_name: string | null;
    cnpj: string;
  }>(
    `SELECT o.id, o.name, o.status, o.corporate_name, o.cnpj
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
    quantityPage: pageTotal(counted, { offset: 0, amount: NAME_SEARCH_LIMIT, rows: rows.length }).pageCount,
  };
}
