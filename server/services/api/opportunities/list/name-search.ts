import type { Queryable } from '../../../../db/connection.js';
import type { Viewer } from '../../viewer.js';
import type { OpportunityStatus } from '../lifecycle/statuses.js';
import { EXACT_TOTAL_LIMIT } from '../rules.js';
import { contains, nameContains } from './filters.js';
import { pageTotal } from './page-total.js';
import { ownResales, scopedWhere } from './scope.js';

/**
 * Rows of a name search asked without `amount`: the pick list it always answered, so that a caller that does not
 * page still gets the same rows.
 */
export const NAME_SEARCH_LIMIT = 20;

/**
 * GET /opportunity/name: one page of the viewer's opportunities whose name contains `name`, by name, with the total of
 * every other list (`total`, `totalIsLowerBound`, `page`, `amount`, `quantityPage`). The total comes from a count that
 * stops past EXACT_TOTAL_LIMIT, as the lists' does (count.ts), never from counting a whole brand.
 */
export async function searchByName(
  q: Queryable,
  viewer: Viewer,
  name: string | undefined,
  paging: { amount: number; page: number; offset: number },
) {
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
     ORDER BY o.name, o.id LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...where.params, paging.amount, paging.offset],
  );
  const { total, totalIsLowerBound, pageCount } = pageTotal(counted, { ...paging, rows: rows.length });
  return {
    data: rows.map((r) => ({
      id: r.id,
      name: r.name,
      status: r.status,
      corporateName: r.corporate_name,
      cnpj: r.cnpj,
    })),
    total,
    totalIsLowerBound,
    page: paging.page,
    amount: paging.amount,
    quantityPage: pageCount,
  };
}
