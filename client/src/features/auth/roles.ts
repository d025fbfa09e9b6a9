/** Who is who: the four roles, their labels, and where each lands after login (spec section 2). */

export const Role = {
  REPRESENTATIVE: 'REPRESENTATIVE',
  SUPPORT: 'SUPPORT',
  RESALE: 'RESALE',
  SELLER: 'SELLER',
} as const;

export type RoleName = (typeof Role)[keyof typeof Role];

export const ALL_ROLES: RoleName[] = [Role.REPRESENTATIVE, Role.SUPPORT, Role.RESALE, Role.SELLER];

export const ROLE_LABELS: Record<RoleName, string> = {
  REPRESENTATIVE: 'Representante',
  RESALE: 'Revenda',
  SELLER: 'Vendedor',
  SUPPORT: 'Suporte',
};

/** Where the first entry after login lands (spec section 2). */
export const FIRST_ENTRY_DASHBOARD_ROLES: RoleName[] = [Role.REPRESENTATIVE, Role.SUPPORT];
