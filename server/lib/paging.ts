/** Page sizes of every list (spec section 9): the gateway bounds a request with them, the API its query string. */
export const MAX_PAGE_SIZE = 99999;
export const DEFAULT_PAGE_SIZE = 10;
