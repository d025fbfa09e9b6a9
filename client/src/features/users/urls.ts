/** Paths of the users screens (spec section 2) and their link builders. */
import { PATHS } from '../../paths.js';

export const userListPath = PATHS.users;
export const sellerRegistrationPath = PATHS.sellerRecord;

export const userDetailsPath = (id: string) => `/Painel/Users/${encodeURIComponent(id)}`;
