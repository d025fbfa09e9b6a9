import { VISIBLE_PAGE_BUTTONS } from './list/settings.js';

/** Pages shown as buttons: the block of four that holds the current page (1-4, 5-8, ...), cut at the last page. */
export function visiblePages(page: number, pageCount: number, size = VISIBLE_PAGE_BUTTONS): number[] {
  if (pageCount < 1) return [];
  const current = Math.min(Math.max(1, page), pageCount);
  const start = Math.floor((current - 1) / size) * size + 1;
  const end = Math.min(pageCount, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/** Target of the jump-by-four controls, kept inside 1..pageCount. */
export function jumpTarget(page: number, pageCount: number, by: number): number {
  return Math.min(Math.max(1, page + by), Math.max(1, pageCount));
}

/** Spec section 9: page count = ceiling of total divided by size. */
export function pageCountOf(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.ceil(total / pageSize) : 0;
}
