import { ROLE_LABELS, type RoleName } from '../auth/roles.js';
import { userMessages as m } from './messages.js';

/** The detail's title (spec section 2): "Detalhes do usuário" for representatives, otherwise "Detalhes do vendedor". */
export const detailsTitleFor = (roles: readonly RoleName[]) =>
  roles.includes('REPRESENTATIVE') ? m.userDetailsTitle : m.sellerDetailsTitle;

/** Representatives and support see the brand's users of every kind, so their list shows each one's role. */
export const showsRoleColumn = (roles: readonly RoleName[]) =>
  roles.includes('REPRESENTATIVE') || roles.includes('SUPPORT');

export const roleLabel = (role: RoleName) => ROLE_LABELS[role];
