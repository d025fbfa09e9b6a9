import { MAX_PAGE_SIZE } from '../../lib/paging.js';
import type { PageInfoResolvers } from '../__generated__/resolvers-types.js';
import { badUserInput } from '../errors.js';

/**
 * `page` 1-based and `pageSize` 1..99999 (99999 = "Todas", the export), checked before any upstream call; the
 * query's cost (limits/cost.ts) also grows with `pageSize`.
 */
export function paging(page: number, pageSize: number): { page: number; amount: number } {
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw badUserInput(`pageSize deve estar entre 1 e ${MAX_PAGE_SIZE}`, { pageSize: `Use de 1 a ${MAX_PAGE_SIZE}` });
  }
  if (!Number.isInteger(page) || page < 1) throw badUserInput('page deve ser 1 ou mais', { page: 'Use 1 ou mais' });
  return { page, amount: pageSize };
}

/** PageInfo of any REST page `{ result, total, page, amount, quantityPage }`. */
export const PageInfo: PageInfoResolvers = {
  page: (p) => p.page,
  pageSize: (p) => p.amount,
  total: (p) => p.total,
  totalIsLowerBound: (p) => p.totalIsLowerBound ?? false,
  pageCount: (p) => p.quantityPage ?? Math.ceil(p.total / p.amount),
};

/** `{ items, pageInfo }` of a page type. */
export const pageFields = {
  items: <T>(p: { result: T[] }) => p.result,
  pageInfo: <T>(p: T) => p,
};
