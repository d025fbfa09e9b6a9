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
