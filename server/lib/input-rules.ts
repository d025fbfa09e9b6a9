/** Rules of an input that both the gateway and the API apply (spec section 9, design section 4). */

/** The country of every address: fixed for an opportunity, the default of a resale sign-up (spec section 9). */
export const COUNTRY = 'Brasil';
/**
 * Product lines of one opportunity (design section 4, limits on input). The gateway refuses more before building
 * the REST body, which would pass the services' body size limit.
 */
export const MAX_PRODUCT_LINES = 100;
export const TOO_MANY_LINES = `No máximo ${MAX_PRODUCT_LINES} linhas de produto por oportunidade`;
