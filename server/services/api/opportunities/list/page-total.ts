/** What the pager shows from a count that stops past EXACT_TOTAL_LIMIT: the lists' and the name search's. */
import { EXACT_TOTAL_LIMIT } from '../rules.js';

export interface PageTotal {
  /** Rows matching, exact; or EXACT_TOTAL_LIMIT when `totalIsLowerBound` (there are more). */
  total: number;
  totalIsLowerBound: boolean;
  /** Pages the pager offers: with a lower bound, one more after every full page. */
  pageCount: number;
}

/**
 * The total of a page from a count that stopped at `limit + 1` rows. Past the limit the page itself may still tell
 * the exact figure (a last page that came back short); otherwise the total is a lower bound, and the pager offers
 * the next page whenever this one came back full, so that every row stays reachable.
 */
export function pageTotal(
  counted: number,
  page: { offset: number; amount: number; rows: number },
  limit = EXACT_TOTAL_LIMIT,
): PageTotal {
  const exact = (total: number) => ({ total, totalIsLowerBound: false, pageCount: Math.ceil(total / page.amount) });
  if (counted <= limit) return exact(counted);
  if (page.rows > 0 && page.rows < page.amount) return exact(page.offset + page.rows);
  const known = Math.max(limit + 1, page.rows > 0 ? page.offset + page.rows : 0);
  const current = page.offset / page.amount + 1;
  const pageCount = Math.max(Math.ceil(known / page.amount), page.rows === page.amount ? current + 1 : 0);
  return { total: limit, totalIsLowerBound: true, pageCount };
}
