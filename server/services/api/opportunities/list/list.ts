/** GET /opportunity/{all,resale,user}: a list's count and page, from the pieces of this folder (design section 10). */
import type { Queryable } from '../../../../db/connection.js';
import type { Viewer } from '../../viewer.js';
import { EXACT_TOTAL_LIMIT } from '../rules.js';
import type { OpportunityListItem } from '../serialize.js';
import { type Counted, countFirst } from './count.js';
import { type ListFilters, type ListOrder, withMatchingTerms } from './filters.js';
import { countByWords, nameWordsOf } from './name-words.js';
import { type PageTotal, pageTotal } from './page-total.js';
import { listRows, rowsOfIds } from './rows.js';
import { ownResales } from './scope.js';

/**
 * One page of the viewer's opportunities: one count that stops past EXACT_TOTAL_LIMIT, one query for the page, one
 * for its product lines unless the caller wants none (competition lines hidden, as the lists show them), and for a reseller one for its resale
 * (scope.ts). Never a query per row, never a count of a whole brand. The count comes first because it tells the page
 * query which way to go (listRows); when it finds few rows, the same pass gives the page (countWithFewPage).
 */
export async function listPage(
  q: Queryable,
  viewer: Viewer,
  opts: { filters: ListFilters; order: ListOrder; amount: number; offset: number; now: Date; products?: boolean },
): Promise<{ items: OpportunityListItem[] } & PageTotal> {
  const resales = await ownResales(q, viewer);
  const filters = await withMatchingTerms(q, opts.filters);
  const words = await nameWordsOf(q, filters);
  const counted: Counted = words
    ? await countByWords(q, viewer, filters, words, resales, opts)
    : await countFirst(q, viewer, filters, resales, opts);
  const items = counted.pageIds
    ? await rowsOfIds(q, viewer, counted.pageIds, opts)
    : await listRows(q, viewer, {
        ...opts,
        filters,
        resales,
        words,
        fewMatches: counted.counted <= EXACT_TOTAL_LIMIT,
        total: counted.total,
      });
  return { items, ...pageTotal(counted.counted, { offset: opts.offset, amount: opts.amount, rows: items.length }) };
}
