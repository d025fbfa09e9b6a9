export const ROLES = ['REPRESENTATIVE', 'SUPPORT', 'RESALE', 'SELLER'] as const;
export type Role = (typeof ROLES)[number];

export interface RoleAssignment {
  name: Role;
  data: { brand: string };
}

/** The roles that count on `brand`: assignments for that brand or for every brand ('all'). */
export function rolesForBrand(assignments: RoleAssignment[], brand: string): Role[] {
  const names = assignments.filter((r) => r.data.brand === brand || r.data.brand === 'all').map((r) => r.name);
  return [...new Set(names)];
}

/** The signed-in user of a request, from a verified access token issued for the request's brand. */
export interface TokenViewer {
  id: string;
  name: string;
  email: string;
  brand: string;
  roles: Role[];
  /** Expiry of the access token, seconds since the epoch. */
  exp: number;
  /** An internal tool's API token, not a person: `name` is the token's (design section 13). */
  apiToken?: { readOnly: boolean };
}

/** Whether the viewer holds one of `roles` on its brand. */
export const hasAnyRole = (viewer: Pick<TokenViewer, 'roles'>, roles: readonly Role[]) =>
  viewer.roles.some((r) => roles.includes(r));
