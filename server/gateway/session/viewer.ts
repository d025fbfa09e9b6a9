import type { Role } from '../../lib/roles.js';

/** The signed-in user of a request, from a verified access token issued for the request's brand. */
export interface Viewer {
  id: string;
  name: string;
  email: string;
  brand: string;
  roles: Role[];
  /** Expiry of the access token, seconds since the epoch. */
  exp: number;
}

export const hasAnyRole = (viewer: Viewer, roles: readonly Role[]) => viewer.roles.some((r) => roles.includes(r));
