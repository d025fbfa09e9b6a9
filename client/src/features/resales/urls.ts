/** Paths of the resale screens (spec section 2) and their link builders. */
import { PATHS } from '../../paths.js';

export const resaleListPath = PATHS.resales;

/**
 * The details of one sign-up. The portal's links carry only the id: the sign-up's personal data is read from the
 * server, never put in a URL (which ends up in logs and browser history; design section 4).
 */
export const resaleDetailsPath = (id: string) => `${PATHS.resaleDetails}?${new URLSearchParams({ id })}`;
