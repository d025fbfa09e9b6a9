/** How every list pages and filters (spec sections 5 and 9). */

export const PAGE_SIZES = [10, 25, 50, 75, 100, 1000] as const;

export const DEFAULT_PAGE_SIZE = 10;

/** The "Todas" page size of the opportunity list, also the export size. */
export const ALL_ROWS = 99_999;

export const VISIBLE_PAGE_BUTTONS = 4;

/** Typed list filters wait this long after the last key before they ask the server (spec section 5). */
export const FILTER_DEBOUNCE_MS = 500;
